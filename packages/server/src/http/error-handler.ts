import { requestProblem } from '@nepse/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { StoreUnavailableError } from '../store/store-unavailable';
import { clientErrorMessage } from './client-error-message';
import { clipMessage } from './clip-message';
import { HttpError } from './http-error';

/** The request parts a route's schema reads, by the name Fastify's validation error gives them. */
const SENT_PARTS = {
  params: (request: FastifyRequest) => request.params,
  querystring: (request: FastifyRequest) => request.query,
  body: (request: FastifyRequest) => request.body,
  headers: (request: FastifyRequest) => request.headers,
} as const;

/**
 * The words for a request part its route's schema refused, as the contract words them (requestProblem: the same
 * words parseBacktestRequest gives the page). Fastify's error holds the type provider's flattened issues, with the
 * path as a pointer and an absent body read as null; so the part is read again as it was sent for zod's own
 * issues. Only a refused request pays for the second reading.
 */
function validationProblem(err: FastifyError, request: FastifyRequest): string {
  const part = err.validationContext;
  const schema = part && (request.routeOptions.schema?.[part] as z.ZodType | undefined);
  const again = part && schema?.safeParse(SENT_PARTS[part](request));
  if (schema && again && !again.success) return requestProblem(schema, again.error);
  return err.validation?.[0]?.message ?? 'Invalid request.';
}

/**
 * The one place errors become answers: every failure is `{ error }` with a 4xx status when the client can fix
 * it (a request its route's schema refuses is a 400 in the contract's words), 503 when the store is unreachable
 * for the moment, 500 with a generic text (and a log line) when the server failed.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send({ error: clipMessage(err.message) });
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({ error: clipMessage(validationProblem(err, request)) });
    }
    if (err instanceof StoreUnavailableError) {
      request.log.warn({ err: err.cause }, 'the store is unreachable');
      return reply.status(503).header('retry-after', '5').send({ error: err.message });
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientErrorMessage(err, status) });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error.' });
  });
}
