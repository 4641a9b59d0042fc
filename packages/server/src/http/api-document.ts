import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ACCESS_KEY_PARAM, API_PATHS, isApiPath } from '@nepse/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../package.json' with { type: 'json' };
import { PRO_ROUTES } from '../access/pro-routes';
import { API_TAG_DESCRIPTIONS, API_TAGS } from './api-tags';
import { apiReferencePolicy } from './content-security-policy';
import { type ErrorMeanings, errorAnswers, SHARED_ERRORS } from './error-answers';

/** The document's title, which the reference's page takes too. */
const API_TITLE = 'NEPSE Backtest API';

/** The security scheme of the access key, as Pro operations name it. */
const ACCESS_KEY_SCHEME = 'accessKey';

/**
 * A route's schema with the errors the shared hooks may answer on it: 400 when it reads a path, query or body,
 * 413 and 415 when it takes a body, 401 and the access-key requirement on Pro routes, 429 on API routes, 414 and
 * 500 on all. What the route declares itself wins.
 */
function withSharedErrors(url: string, schema: FastifySchema): FastifySchema {
  const pro = PRO_ROUTES.has(url);
  const shared: ErrorMeanings = {
    ...SHARED_ERRORS.any,
    ...(isApiPath(url) ? SHARED_ERRORS.rateLimited : {}),
    ...(schema.params || schema.querystring || schema.body ? SHARED_ERRORS.invalid : {}),
    ...(schema.body ? SHARED_ERRORS.body : {}),
    ...(pro ? SHARED_ERRORS.accessKey : {}),
  };
  return {
    ...schema,
    ...(pro ? { security: [{ [ACCESS_KEY_SCHEME]: [] }] } : {}),
    response: { ...errorAnswers(shared), ...(schema.response as object | undefined) },
  };
}

/**
 * The API's OpenAPI 3.1 document, made from the schemas every route declares (@fastify/swagger with the zod type
 * provider's transform), served at `GET /api/openapi.json`, and its interactive reference (Swagger UI, its files
 * served from this server: nothing is fetched from elsewhere) at `/api/docs`. Registered before the routes, whose
 * declarations it collects as they are made.
 */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: API_TITLE,
        version: serverPackage.version,
        description:
          'Back-tests, technical screens, the stock page, live prices and the Play Store calls of NEPSE Backtest. ' +
          'Every error answers `{ "error": "..." }` in words a person can act on.',
      },
      tags: Object.entries(API_TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [ACCESS_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'query',
            name: ACCESS_KEY_PARAM,
            description:
              'Pro routes ask for an access key when the server runs with ACCESS_KEYS=on: in the query, or as the ' +
              `body's "${ACCESS_KEY_PARAM}" field of a POST.`,
          },
        },
      },
    },
    transform: (document) =>
      jsonSchemaTransform({ ...document, schema: withSharedErrors(document.url, document.schema ?? {}) }),
  });
  app.get(
    API_PATHS.openapi,
    {
      schema: {
        tags: [API_TAGS.document],
        summary: 'This document',
        description: 'The OpenAPI 3.1 document of every route; the interactive reference is at /api/docs.',
        response: { 200: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document.') },
      },
    },
    async () => app.swagger(),
  );
  await app.register(swaggerUi, {
    routePrefix: API_PATHS.docs,
    // Without the top bar (an address box for other documents), whose logo this plugin sets as a data: URL, which
    // the Content-Security-Policy refuses.
    uiConfig: { layout: 'BaseLayout' },
    theme: { title: API_TITLE },
    transformStaticCSP: apiReferencePolicy,
    uiHooks: {
      // The plugin sends its index.html to the page by rewriting the address, which keeps a query and then
      // redirects to itself; the page's own address is given here instead.
      onRequest: async (request, reply) => {
        if (request.routeOptions.url === `${API_PATHS.docs}/static/index.html`) {
          return reply.redirect(`${API_PATHS.docs}/`);
        }
      },
    },
  });
}
