import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TtlCache } from '../playstats/ttl-cache';
import { type AccessKeyRow, findAccessKey } from '../store/access-keys';
import type { StoreSchema } from '../store/schema';
import { parseAccessKey, secretHash } from './access-key-text';
import { keyState } from './key-lifetime';

/**
 * How long a key's row is kept in memory after it is read, so that a busy page does not cost a store query per
 * request: a revoke made by the CLI (another process) takes effect within this time. Expiry is exact.
 */
export const KEY_CACHE_MS = 30_000;

/** At most this many rows are cached (only rows that exist, so guessed ids cannot fill it). */
const CACHED_KEYS = 10_000;

export type KeyVerdict = 'valid' | 'missing' | 'invalid' | 'expired' | 'revoked';

/** Checks presented access keys against the store, at the time of an injected clock. */
export class AccessKeyChecker {
  private readonly rows = new TtlCache<AccessKeyRow>(CACHED_KEYS);

  constructor(
    private readonly db: Kysely<StoreSchema>,
    private readonly now: () => Date,
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
    if (stored.length !== given.length || !timingSafeEqual(given, stored)) return 'invalid';
    const state = keyState(row, this.now());
    return state === 'active' ? 'valid' : state;
  }

  private async row(id: string): Promise<AccessKeyRow | undefined> {
    const at = this.now().getTime();
    const cached = this.rows.get(id, at);
    if (cached) return cached;
    const row = await findAccessKey(this.db, id);
    if (row) this.rows.set(id, row, at + KEY_CACHE_MS);
    return row;
  }
}
