import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's id may hold to be reused in logs: short, and nothing that could forge or break a log line. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the caller's `x-request-id` when it is sane (a proxy's or a client's), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Sends every request's id back as `x-request-id`, so that a report of a failure can be matched to its log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
