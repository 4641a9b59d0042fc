import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/**
 * Largest request body, in bytes. The largest body a person can send is a back-test with every indicator, every
 * pattern and twenty more SMA rules on both sides: about 10 KB (docs/decisions/security.md "Request size limits").
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Longest request address (path and query), in characters; a page's address with its view settings is far shorter. */
export const MAX_URL_LENGTH = 4096;

/** Longest path parameter (a symbol); a longer one matches no route. */
export const MAX_PARAM_LENGTH = 64;

/** Answers an address longer than MAX_URL_LENGTH with 414 before any routing or handler work. */
export function registerUrlLengthLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new HttpError(
        414,
        `The address is too long: at most ${MAX_URL_LENGTH} characters (this one has ${request.url.length}).`,
      );
    }
  });
}
