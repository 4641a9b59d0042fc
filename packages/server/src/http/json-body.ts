import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** What the server says of a JSON body holding a key that could reach every object's prototype. */
export const PROTOTYPE_KEY_REFUSED =
  'The request body has a "__proto__" key, or a "constructor" holding "prototype", which the server refuses: send only the fields of the request.';

/**
 * Reads JSON bodies with Fastify's own parser, which refuses keys that could poison a prototype, and says so when
 * that is why: Fastify words every refusal "not valid JSON", which misleads about a body that is valid JSON. Only a
 * refused body is read a second time, to tell the two apart.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    parse(request, body, (err, value) => {
      if (err && isPlainJson(body)) done(new HttpError(400, PROTOTYPE_KEY_REFUSED), undefined);
      else done(err, value);
    });
  });
}

function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
