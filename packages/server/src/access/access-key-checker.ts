import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { KeyCacheConfig } from '../config';
import { TtlCache } from '../playstats/ttl-cache';
import { type AccessKeyRow, findAccessKey } from '../store/access-keys';
import type { StoreSchema } from '../store/schema';
import { StoreUnavailableError } from '../store/store-unavailable';
import { parseAccessKey, secretHash } from './access-key-text';
import { keyState } from './key-lifetime';

/** At most this many key rows are kept (only rows that exist, so guessed ids cannot fill it). */
const CACHED_KEYS = 10_000;

/** At most this many unknown ids are remembered; guessed ids push out the oldest, so memory stays bounded. */
const CACHED_UNKNOWN_IDS = 10_000;

/** The answer to a key that was never seen while the store cannot be asked about it. */
export const KEY_UNCHECKED_MESSAGE =
  'This access key cannot be checked while the database is unavailable; try again in a moment.';

export type KeyVerdict = 'valid' | 'missing' | 'invalid' | 'expired' | 'revoked';

/** A key row and when it was read, kept past its freshness so that an outage does not lock paying users out. */
interface SeenRow {
  row: AccessKeyRow;
  readAt: number;
}

/**
 * Checks presented access keys against the store, at the time of an injected clock. A row read is trusted for
 * `knownMs` (a busy page costs no store query per request; a revoke made elsewhere takes effect within it); while
 * the store is unavailable the last row seen is trusted still (its expiry stays exact), and a key never seen is
 * refused with a StoreUnavailableError (503). An id the store does not have is not asked again for `unknownMs`.
 */
export class AccessKeyChecker {
  // No expiry of their own: a row's freshness is `readAt`, and the oldest row goes first when full.
  private readonly rows = new TtlCache<SeenRow>(CACHED_KEYS);
  private readonly unknownIds = new TtlCache<true>(CACHED_UNKNOWN_IDS);

  constructor(
    private readonly db: Kysely<StoreSchema>,
    private readonly now: () => Date,
    private readonly cache: KeyCacheConfig,
  ) {}

  /** What a presented key (the query's or the body's `accesskey`, of any type) is worth now. */
  async check(presented: unknown): Promise<KeyVerdict> {
    if (presented === undefined || presented === '') return 'missing';
    const parts = typeof presented === 'string' ? parseAccessKey(presented) : undefined;
    if (!parts) return 'invalid';
    const row = await this.row(parts.id);
    if (!row) return 'invalid';
    const stored = Buffer.from(row.secret_hash, 'hex');
    const given = secretHash(parts.secret);
    // Constant time, so that the answer's timing tells nothing about how much of the hash matched.
    if (stored.length !== given.length || !crypto.timingSafeEqual(given, stored)) return 'invalid';
    const state = keyState(row, this.now());
    return state === 'active' ? 'valid' : state;
  }

  private async row(id: string): Promise<AccessKeyRow | undefined> {
    const at = this.now().getTime();
    const seen = this.rows.get(id, at);
    if (seen && at < seen.readAt + this.cache.knownMs) return seen.row;
    if (!seen && this.unknownIds.get(id, at)) return undefined;
    let row: AccessKeyRow | undefined;
    try {
      row = await findAccessKey(this.db, id);
    } catch (err) {
      if (!(err instanceof StoreUnavailableError)) throw err;
      if (seen) return seen.row;
      throw new StoreUnavailableError(err.cause, KEY_UNCHECKED_MESSAGE);
    }
    if (row) this.rows.set(id, { row, readAt: at }, Number.POSITIVE_INFINITY);
    else this.unknownIds.set(id, true, at + this.cache.unknownMs);
    return row;
  }
}
