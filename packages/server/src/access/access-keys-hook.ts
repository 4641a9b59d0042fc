import { ACCESS_KEY_PARAM } from '@nepse/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { KeyCacheConfig } from '../config';
import { HttpError } from '../http/http-error';
import type { StoreSchema } from '../store/schema';
import { AccessKeyChecker, type KeyVerdict } from './access-key-checker';
import { TRIAL_DAYS } from './key-lifetime';
import { PRO_ROUTES } from './pro-routes';

/** What a refused request is told; the pages show the answer's `error` as it comes. */
export const ACCESS_KEY_MESSAGES: Record<Exclude<KeyVerdict, 'valid'>, string> = {
  missing: "This needs an access key (a Pro feature): add ?accesskey=YOUR_KEY to the page's address.",
  invalid: 'This access key is not valid: check that it was copied whole, or ask for a new key.',
  expired: `This access key has expired (trial keys last ${TRIAL_DAYS} days): ask for a new key.`,
  revoked: 'This access key was revoked: ask for a new key.',
};

export interface AccessKeyOptions {
  /** `ACCESS_KEYS=on`; when off no hook is added and the store is never asked. */
  enabled: boolean;
  db: Kysely<StoreSchema>;
  now: () => Date;
  cache: KeyCacheConfig;
}

/** The key a request presents: the query's `accesskey`, else the JSON body's. */
function presentedKey(request: FastifyRequest): unknown {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.[ACCESS_KEY_PARAM];
  if (fromQuery !== undefined) return fromQuery;
  const body = request.body;
  return body !== null && typeof body === 'object'
    ? (body as Record<string, unknown>)[ACCESS_KEY_PARAM]
    : undefined;
}

/**
 * With keys on, every Pro route (PRO_ROUTES) answers 401 `{ error }` unless the request presents a valid key.
 * Checked once the body is read (a POST may carry the key there) and before the route reads it. While the store is
 * unavailable, keys seen valid before go on working and a key never seen answers 503.
 */
export function registerAccessKeys(
  app: FastifyInstance,
  { enabled, db, now, cache }: AccessKeyOptions,
): void {
  if (!enabled) return;
  const checker = new AccessKeyChecker(db, now, cache);
  app.addHook('preValidation', async (request) => {
    if (!PRO_ROUTES.has(request.routeOptions.url ?? '')) return;
    const verdict = await checker.check(presentedKey(request));
    if (verdict !== 'valid') throw new HttpError(401, ACCESS_KEY_MESSAGES[verdict]);
  });
}
