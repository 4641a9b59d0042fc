import type { FastifyError, FastifyInstance } from 'fastify';
import { StoreUnavailableError } from '../store/store-unavailable';
import { clientErrorMessage } from './client-error-message';
import { clipMessage } from './clip-message';
import { HttpError } from './http-error';

/**
 * The one place errors become answers: every failure is `{ error }` with a 4xx status when the client can fix
 * it, 503 when the store is unreachable for the moment, 500 with a generic text (and a log line) when the server
 * failed.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send({ error: clipMessage(err.message) });
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
