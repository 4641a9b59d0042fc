import path from 'node:path';
import { API_PATHS } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { testAppOn, useTestApp } from '../../test-support/app';
import { testMarket, testStoreWith } from '../../test-support/market';
import { registeredRoutes } from '../../test-support/registered-routes';
import { API_REFERENCE_ROUTES } from './api-reference-routes';
import { API_TAGS } from './api-tags';

/** What the test reads of the document: each path's operations, and what each says it takes and answers. */
interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
  tags?: string[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const market = testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]);
const started = () => testStoreWith(market, 'demo');

/** Fastify's `/api/bars/:symbol` as OpenAPI writes it, `/api/bars/{symbol}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The `{ error: string }` schema every error answer declares, as the document shows it. */
const ERROR_BODY = {
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
  additionalProperties: false,
};

/** No web build: the app's routes are then the API's, health, metrics and the reference's. */
const NO_WEB_BUILD = { WEB_DIST: path.join(import.meta.dirname, 'no-web-build') };

describe('the OpenAPI document at /api/openapi.json', () => {
  const app = useTestApp(async () => testAppOn(await started(), NO_WEB_BUILD));
  const document = async () => {
    const res = await app().inject(API_PATHS.openapi);
    expect(res.statusCode).toBe(200);
    return res.json<Document>();
  };

  it('lists every registered route with each of its methods, but the reference own pages', async () => {
    const { openapi, paths } = await document();
    expect(openapi).toBe('3.1.0');
    const reference = new Set<string>(API_REFERENCE_ROUTES);
    const routes = registeredRoutes(app()).filter((route) => !reference.has(route.path));
    expect(routes.length).toBeGreaterThanOrEqual(25);
    for (const route of routes) {
      const operations = paths[openApiPath(route.path)];
      expect(operations, route.path).toBeDefined();
      // HEAD answers as GET does and is left out, as OpenAPI tools expect.
      const methods = route.methods.filter((method) => method !== 'HEAD').map((m) => m.toLowerCase());
      expect(Object.keys(operations ?? {}).sort(), route.path).toEqual(methods.sort());
    }
    expect(Object.keys(paths).sort()).toEqual(routes.map((route) => openApiPath(route.path)).sort());
  });

  it("declares each operation's parameters, body, answer and errors, every error as { error: string }", async () => {
    const { paths } = await document();
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.tags, where).toEqual([expect.toBeOneOf(Object.values(API_TAGS))]);
        for (const name of path.match(/\{\w+\}/g) ?? []) {
          const parameter = operation.parameters?.find((p) => `{${p.name}}` === name);
          expect(parameter, where).toMatchObject({ in: 'path', required: true });
        }
        const statuses = Object.keys(operation.responses);
        const answers = statuses.filter((status) => status.startsWith('2'));
        expect(answers, where).not.toEqual([]);
        // Every answer with a body says what it holds.
        for (const status of answers.filter((s) => s !== '204')) {
          expect(Object.values(operation.responses[status]?.content ?? {}), `${where} ${status}`).toEqual([
            { schema: expect.any(Object) },
          ]);
        }
        expect(statuses, where).toEqual(expect.arrayContaining(['414', '500']));
        for (const status of statuses.filter((s) => Number(s) >= 400)) {
          const schema = operation.responses[status]?.content?.['application/json']?.schema;
          // Readiness says what is not ready beside its error.
          const body = path === '/readyz' ? { required: expect.arrayContaining(['error']) } : ERROR_BODY;
          expect(schema, `${where} ${status}`).toMatchObject(body);
        }
      }
    }
  });

  it("describes the back-test body's fields and the answers, and marks the Pro routes", async () => {
    const { paths } = await document();
    const run = paths[API_PATHS.backtest]?.post;
    const body = run?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['stockSymbol', 'sector', 'from', 'to', 'buyStrategy', 'sellStrategy', 'fill']),
    );
    expect(Object.keys(run?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '413', '415', '429']),
    );
    expect(run?.security).toEqual([{ accessKey: [] }]);
    expect(paths[API_PATHS.backtestSector]?.post?.parameters).toEqual([
      expect.objectContaining({ name: 'detail', in: 'query', required: false }),
    ]);
    expect(paths[`${API_PATHS.stock}{symbol}`]?.get?.security).toBeUndefined();
    expect(paths[API_PATHS.technicalRatings]?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'symbol', in: 'query', required: true }),
    ]);
  });

  it('serves the reference at /api/docs from its own files, nothing from another server', async () => {
    for (const url of [API_PATHS.docs, `${API_PATHS.docs}/`]) {
      const page = await app().inject(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(sources.length).toBeGreaterThan(3);
      for (const source of sources) {
        expect(source, url).not.toMatch(/^(https?:)?\/\//);
        const asset = await app().inject(new URL(source, `http://localhost${url}`).pathname);
        expect(asset.statusCode, source).toBe(200);
      }
    }
    // Its own copy of the document is the same document.
    const copy = await app().inject(`${API_PATHS.docs}/json`);
    expect(copy.json()).toEqual((await app().inject(API_PATHS.openapi)).json());
  });

  it("sends the reference under the app's Content-Security-Policy, with data: images for its icons", async () => {
    const api = String((await app().inject(API_PATHS.sectors)).headers['content-security-policy']);
    for (const url of [`${API_PATHS.docs}/`, `${API_PATHS.docs}/static/swagger-ui.css`]) {
      const policy = (await app().inject(url)).headers['content-security-policy'];
      expect(policy, url).toBe(api.replace(/(img-src [^;]*)/, '$1 data:'));
    }
  });

  it('sends the reference page to its own address, whatever the query', async () => {
    const res = await app().inject(`${API_PATHS.docs}/static/index.html?x=1`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${API_PATHS.docs}/`);
  });
});

describe('the document and its reference with access keys and a rate limit', () => {
  it('are free with keys on, and count against the rate limit like any API call', async () => {
    const { app, close } = await testAppOn(await started(), {
      ACCESS_KEYS: 'on',
      RATE_LIMIT_PER_MINUTE: '3',
    });
    try {
      for (const url of [
        API_PATHS.openapi,
        `${API_PATHS.docs}/`,
        `${API_PATHS.docs}/static/swagger-ui.css`,
      ]) {
        expect((await app.inject(url)).statusCode, url).toBe(200);
      }
      const refused = await app.inject(API_PATHS.openapi);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/^Too many requests: at most 3 a minute/);
    } finally {
      await close();
    }
  });
});
