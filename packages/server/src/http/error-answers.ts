import { errorResponseSchema } from '@nepse/contract';
import type { z } from 'zod';

/** An error status and what it means on a route, for the API document. */
export type ErrorMeanings = Partial<Record<number, string>>;

/**
 * The errors any route may answer through the hooks every request passes (the document adds them where they
 * apply; a route declares its own errors, such as a 404, with what they mean there).
 */
export const SHARED_ERRORS = {
  /** Every route with a path, query or body schema. */
  invalid: { 400: 'The request does not fit: the error names the field and what is wrong with it.' },
  /** Pro routes, when the server asks for access keys. */
  accessKey: {
    401: 'An access key is needed: none was sent, or it is not valid, has expired or was revoked.',
  },
  /** Every route that takes a body. */
  body: {
    413: 'The request body is larger than the server takes.',
    415: 'The request body is not sent as JSON.',
  },
  /** Every route. */
  any: {
    414: 'The address is longer than the server takes.',
    500: 'The server failed; the error says no more (the server log has the cause).',
  },
  /** Every API route, when the server limits requests. */
  rateLimited: { 429: 'Too many requests from this address in a minute: the error says when to try again.' },
} as const satisfies Record<string, ErrorMeanings>;

/** The `{ error }` answers of a route's schema, each described by what it means there. */
export function errorAnswers(meanings: ErrorMeanings): Record<number, z.ZodType> {
  return Object.fromEntries(
    Object.entries(meanings).map(([status, meaning]) => [
      status,
      errorResponseSchema.describe(meaning ?? ''),
    ]),
  );
}
