import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH } from './request-limits';

/** Fastify's own 4xx errors in words a person can act on, none of them echoing what was sent. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (content-type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large: at most ${BODY_LIMIT_BYTES / 1024} KiB.`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body is not as long as its content-length says.',
  FST_ERR_BAD_URL: 'The address is not valid: a "%" must start an escape such as %20.',
  FST_ERR_MAX_PARAM_LENGTH: `A part of the address is too long: at most ${MAX_PARAM_LENGTH} characters.`,
};

/**
 * The `{ error }` text of a 4xx error that is not ours (ours are HttpError, and the error handler words a refused
 * schema): Fastify's parsing and routing errors reworded, and otherwise only the status's name, since a library's
 * message may carry a path or a value.
 */
export function clientErrorMessage(err: Partial<FastifyError> & Error, status: number): string {
  const known = err.code === undefined ? undefined : FASTIFY_MESSAGES[err.code];
  if (known !== undefined) return known;
  return `${STATUS_CODES[status] ?? 'Bad request'}.`;
}
