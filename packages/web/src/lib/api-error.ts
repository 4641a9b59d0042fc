import { errorResponseSchema } from '@nepse/contract';

/** Message of a failed call whose answer names no error. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred.';
/** Message of a call whose answer does not have the contract's shape. */
export const MALFORMED_ANSWER_MESSAGE = 'The server sent an answer this page cannot read.';

/** A failed call of the shared client: the message shown to the person, and the HTTP status when there was one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** The `error` field of an error answer's body, or `fallback` (the default message) when it has none. */
export function errorMessageOf(body: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success && parsed.data.error.trim() !== '' ? parsed.data.error : fallback;
}
