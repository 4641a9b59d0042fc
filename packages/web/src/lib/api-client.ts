import { ACCESS_KEY_PARAM } from '@nepse/contract';
import type { z } from 'zod';
import { storedAccessKey } from './access-key';
import { ApiError, errorMessageOf, MALFORMED_ANSWER_MESSAGE } from './api-error';
import { showErrorToast } from './error-toast';

type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions<T> {
  query?: Record<string, QueryValue>;
  /** POST body: an object, or a JSON string (parsed first so that the access key can join it). */
  body?: unknown;
  /** The contract's schema of the answer; the call fails when the answer does not match it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Message of a failure whose answer names no error, e.g. a screen's own fallback. */
  fallbackMessage?: string;
  /** Message of every failure of this call, whatever the answer says (a call whose spec fixes its message). */
  failureMessage?: string;
  /** Prefixed to the path: where another service answers (e.g. the data service); else the page's own origin. */
  baseUrl?: string;
  /** Whether the stored access key joins the call (not for the data service). Default true. */
  withAccessKey?: boolean;
  /** A failure shows no toast (a call whose failure is only logged); it still throws. */
  silent?: boolean;
}

/**
 * The product's API is served by the same origin as the page (in development Vite proxies it), so paths are
 * resolved against the page's own address.
 */
function requestUrl(
  path: string,
  query: Record<string, QueryValue> | undefined,
  accessKey: string | undefined,
) {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  if (accessKey !== undefined) url.searchParams.set(ACCESS_KEY_PARAM, accessKey);
  return url;
}

function parseJsonString(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A POST body gets the access key as a field; a string body is parsed as JSON first. */
export function bodyWithAccessKey(body: unknown, accessKey: string | undefined): unknown {
  const parsed = typeof body === 'string' ? parseJsonString(body) : body;
  if (accessKey === undefined || parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return parsed;
  }
  return { ...parsed, [ACCESS_KEY_PARAM]: accessKey };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : parseJsonString(text);
}

function fail(message: string, status: number | undefined, silent = false): never {
  if (!silent) showErrorToast(message);
  throw new ApiError(message, status);
}

/** A successful answer's parsed body and its headers (screens read the data date from them). */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
}

/**
 * One call of the shared client: adds the stored access key to the query (and to a POST body), and on failure
 * shows the red toast with the answer's `error` (or "An error occurred.", or the call's `fallbackMessage`)
 * and throws an ApiError with that message. Resolves with the body and the answer's headers.
 */
export async function apiRequestWithHeaders<T>(
  method: 'GET' | 'POST',
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<ApiAnswer<T>> {
  const accessKey = options.withAccessKey === false ? undefined : storedAccessKey();
  const init: RequestInit = {
    method,
    headers: { accept: 'application/json' },
    signal: options.signal ?? null,
  };
  if (method === 'POST' && options.body !== undefined) {
    const body = bodyWithAccessKey(options.body, accessKey);
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(requestUrl(`${options.baseUrl ?? ''}${path}`, options.query, accessKey), init);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    return fail(
      options.failureMessage ?? errorMessageOf(undefined, options.fallbackMessage),
      undefined,
      options.silent,
    );
  }
  const answer = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    return fail(
      options.failureMessage ?? errorMessageOf(answer, options.fallbackMessage),
      response.status,
      options.silent,
    );
  }
  if (options.schema === undefined) return { data: answer as T, headers: response.headers };
  const parsed = options.schema.safeParse(answer);
  return parsed.success
    ? { data: parsed.data, headers: response.headers }
    : fail(options.failureMessage ?? MALFORMED_ANSWER_MESSAGE, response.status, options.silent);
}

/** One call of the shared client (see apiRequestWithHeaders), resolving with the body alone. */
export async function apiRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  return (await apiRequestWithHeaders(method, path, options)).data;
}

/** GET through the shared client. */
export function apiGet<T>(path: string, options?: Omit<ApiRequestOptions<T>, 'body'>): Promise<T> {
  return apiRequest('GET', path, options);
}

/** POST through the shared client. */
export function apiPost<T>(
  path: string,
  body: unknown,
  options?: Omit<ApiRequestOptions<T>, 'body'>,
): Promise<T> {
  return apiRequest('POST', path, { ...options, body });
}
