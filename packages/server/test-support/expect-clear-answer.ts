import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorResponseSchema } from '@nepse/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import { MAX_ERROR_MESSAGE_LENGTH } from '../src/http/clip-message';

/** What an error body must never show: a stack frame, a path of this machine, a dependency, SQL or the store's words. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at /,
  /\bat \S+ \(/,
  /\(\/[^)]*:\d+:\d+\)/,
  /\.ts:\d+/,
  /\/work\//,
  /node_modules/,
  /\b(select|insert|update|delete)\b.*\b(from|into|set)\b/i,
  /SQLITE_|sqlite|no such (table|column)|syntax error|relation "[^"]*" does not exist|duplicate key|constraint failed/i,
];

/** Test support: fails when `text` (an error body or message) shows any of the server's insides. */
export function expectNothingInternal(text: string, seen = text): void {
  for (const leak of LEAKS) expect(text, seen).not.toMatch(leak);
}

/** What the checks read of an answer, injected or read off the wire. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
  body: string;
}

/** The answer's body as text, decoded from the content coding it was sent in. */
export function bodyText(res: Answer): string {
  if (res.rawPayload.length === 0) return '';
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (coding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

/** A redirect's target: a path of this server (not `//host`, which a browser reads as another server). */
const SAME_SERVER_PATH = /^\/(?![/\\])/;

/**
 * Test support: fails unless the answer is one a client can act on. Never a 5xx; a 4xx is JSON `{ error }` with
 * a short message and nothing internal in it, but for the web app's page answered 404 to an unknown address; a redirect (the API reference's page) goes to a path of this
 * server; a 2xx in JSON parses and, given `schema`, matches the route's contract. HEAD answers, redirects and
 * 304s carry no body to check.
 */
export function expectClearAnswer(res: Answer, method: string, schema?: z.ZodType): void {
  const seen = `${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, seen).toBeLessThan(500);
  const redirect = res.statusCode === 302;
  expect([200, 201, 204, 304].includes(res.statusCode) || redirect || res.statusCode >= 400, seen).toBe(true);
  if (redirect) expect(String(res.headers.location), seen).toMatch(SAME_SERVER_PATH);
  if (method === 'HEAD' || redirect || res.statusCode === 304 || res.statusCode === 204) return;
  const json = String(res.headers['content-type']).startsWith('application/json');
  // An address that is none of the app's pages gets the app's page (its not-found screen) with status 404.
  if (res.statusCode === 404 && String(res.headers['content-type']).startsWith('text/html')) return;
  if (res.statusCode >= 400) {
    expect(json, seen).toBe(true);
    const { error } = errorResponseSchema.strict().parse(JSON.parse(bodyText(res)));
    expect(error.trim(), seen).not.toBe('');
    expect(Array.from(error).length, seen).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_LENGTH);
    expectNothingInternal(error, seen);
    return;
  }
  if (!json) return;
  const body: unknown = JSON.parse(bodyText(res));
  if (schema) schema.parse(body);
}
