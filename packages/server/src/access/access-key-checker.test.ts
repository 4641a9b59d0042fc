import crypto from 'node:crypto';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { type ProxiedPostgres, proxiedPostgres } from '../../test-support/proxied-postgres';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import { loadConfig } from '../config';
import { findAccessKey, revokeAccessKey } from '../store/access-keys';
import { openStore, type Store } from '../store/open-store';
import { StoreUnavailableError } from '../store/store-unavailable';
import { AccessKeyChecker, KEY_UNCHECKED_MESSAGE } from './access-key-checker';
import { newAccessKey, parseAccessKey, secretHash } from './access-key-text';
import { issueAccessKey } from './issue-access-key';

const ISSUED = new Date('2026-11-24T06:00:00.000Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(ISSUED.getTime() + ms);
/** The default times (ACCESS_KEY_CACHE_SECONDS, ACCESS_KEY_UNKNOWN_CACHE_SECONDS). */
const CACHE = loadConfig({}).keyCache;

describe.each(STORE_KINDS)('access key checker on the %s store', (kind) => {
  const t = useTestStore(kind);
  let clock = ISSUED;
  const checker = () => new AccessKeyChecker(t.store.db, () => clock, CACHE);
  const issue = (kind: 'trial' | 'full', days?: number) =>
    issueAccessKey(t.store.db, { kind, days, label: 'test' }, ISSUED);

  // The real comparison, watched: the checker must compare hashes with it and nothing else.
  let timingSafeEqual: MockInstance<typeof crypto.timingSafeEqual>;
  beforeEach(() => {
    clock = ISSUED;
    timingSafeEqual = vi.spyOn(crypto, 'timingSafeEqual');
  });
  afterEach(() => timingSafeEqual.mockRestore());

  it('accepts an issued key, comparing the hash of its secret with the stored one in constant time', async () => {
    const { key, id } = await issue('full');
    expect(await checker().check(key)).toBe('valid');
    const stored = (await findAccessKey(t.store.db, id))?.secret_hash;
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [given, kept] = timingSafeEqual.mock.calls[0] ?? [];
    expect(Buffer.from(given as Uint8Array).toString('hex')).toBe(
      secretHash(parseAccessKey(key)?.secret ?? '').toString('hex'),
    );
    expect(Buffer.from(kept as Uint8Array).toString('hex')).toBe(stored);
  });

  it('refuses a wrong secret for a real id by the constant-time comparison', async () => {
    const { id } = await issue('full');
    const forged = `nk_${id}_${newAccessKey().secret}`;
    expect(await checker().check(forged)).toBe('invalid');
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    expect(timingSafeEqual.mock.results[0]?.value).toBe(false);
  });

  it('tells a missing key from one that is malformed or unknown', async () => {
    await issue('full');
    const c = checker();
    expect(await c.check(undefined)).toBe('missing');
    expect(await c.check('')).toBe('missing');
    expect(await c.check('let-me-in')).toBe('invalid');
    expect(await c.check(['nk_a', 'nk_b'])).toBe('invalid');
    expect(await c.check(42)).toBe('invalid');
    expect(await c.check(newAccessKey().key)).toBe('invalid');
  });

  it('keeps a trial key valid on its sixth day and refuses it from the end of its seventh', async () => {
    const { key } = await issue('trial');
    const c = checker();
    clock = at(6 * DAY);
    expect(await c.check(key)).toBe('valid');
    clock = at(7 * DAY - 1);
    expect(await c.check(key)).toBe('valid');
    clock = at(7 * DAY);
    expect(await c.check(key)).toBe('expired');
  });

  it('ends a full key after its days, or never without them', async () => {
    const month = await issue('full', 30);
    const forever = await issue('full');
    clock = at(30 * DAY);
    expect(await checker().check(month.key)).toBe('expired');
    clock = at(36_500 * DAY);
    expect(await checker().check(forever.key)).toBe('valid');
  });

  it('refuses a revoked key, revoked wins over expired, and only the secret reveals either', async () => {
    const { key, id } = await issue('trial');
    await revokeAccessKey(t.store.db, id, at(DAY));
    expect(await checker().check(key)).toBe('revoked');
    clock = at(8 * DAY);
    expect(await checker().check(key)).toBe('revoked');
    expect(await checker().check(`nk_${id}_${newAccessKey().secret}`)).toBe('invalid');
  });

  it('sees a revoke made elsewhere once the key row it read has been kept its cache time', async () => {
    expect(CACHE.knownMs).toBe(30_000);
    const { key, id } = await issue('full');
    const c = checker();
    expect(await c.check(key)).toBe('valid');
    await revokeAccessKey(t.store.db, id, ISSUED);
    clock = at(CACHE.knownMs - 1);
    expect(await c.check(key)).toBe('valid');
    clock = at(CACHE.knownMs);
    expect(await c.check(key)).toBe('revoked');
  });
});

describe.each(STORE_KINDS)('unknown key ids on the %s store', (kind) => {
  const t = useTestStore(kind);

  it('asks the store about an unknown id once within its negative-cache time, then again', async () => {
    let clock = ISSUED;
    const lookups: string[] = [];
    // Every query the checker sends, seen on its way to the store.
    const watched = t.store.db.withPlugin({
      transformQuery: (args) => {
        lookups.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const c = new AccessKeyChecker(watched, () => clock, { knownMs: 30_000, unknownMs: 10_000 });
    const guessed = newAccessKey();
    const other = newAccessKey();
    expect(await c.check(guessed.key)).toBe('invalid');
    expect(lookups).toHaveLength(1);
    clock = at(5_000);
    expect(await c.check(guessed.key)).toBe('invalid');
    // Another secret for the same id is the same id: not asked again either.
    expect(await c.check(`nk_${guessed.id}_${other.secret}`)).toBe('invalid');
    clock = at(9_999);
    expect(await c.check(guessed.key)).toBe('invalid');
    expect(lookups).toHaveLength(1);
    expect(await c.check(other.key)).toBe('invalid');
    expect(lookups).toHaveLength(2);
    clock = at(10_000);
    expect(await c.check(guessed.key)).toBe('invalid');
    expect(lookups).toHaveLength(3);
  });
});

describe('access keys while PostgreSQL is gone (through a TCP proxy)', () => {
  let behind: ProxiedPostgres;
  let store: Store;
  let clock = ISSUED;
  const cache = { knownMs: 30_000, unknownMs: 600_000 };

  beforeAll(async () => {
    behind = await proxiedPostgres();
    store = await openStore(behind.place.target);
  });
  afterAll(async () => {
    await store?.close();
    await behind?.place.cleanup();
  });

  it('honours a key seen valid for as long as the store is gone, until its expiry, and refuses keys never seen with a 503 error', async () => {
    const trial = await issueAccessKey(store.db, { kind: 'trial', label: 'paying' }, ISSUED);
    const revoked = await issueAccessKey(store.db, { kind: 'full', label: 'gone' }, ISSUED);
    await revokeAccessKey(store.db, revoked.id, ISSUED);
    const unseen = await issueAccessKey(store.db, { kind: 'full', label: 'unseen' }, ISSUED);
    const c = new AccessKeyChecker(store.db, () => clock, cache);
    expect(await c.check(trial.key)).toBe('valid');
    expect(await c.check(revoked.key)).toBe('revoked');
    const unknown = newAccessKey();
    expect(await c.check(unknown.key)).toBe('invalid');

    await behind.proxy.stop();
    // Far past the key cache: every read is stale and the store cannot be asked.
    clock = at(cache.knownMs * 10);
    await expect(findAccessKey(store.db, trial.id)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await c.check(trial.key)).toBe('valid');
    expect(await c.check(`nk_${trial.id}_${newAccessKey().secret}`)).toBe('invalid');
    expect(await c.check(revoked.key)).toBe('revoked');
    // The unknown id is still within its negative-cache time.
    expect(await c.check(unknown.key)).toBe('invalid');
    const refusal = c.check(unseen.key);
    await expect(refusal).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(refusal).rejects.toThrow(KEY_UNCHECKED_MESSAGE);
    await expect(c.check(newAccessKey().key)).rejects.toThrow(KEY_UNCHECKED_MESSAGE);
    // Expiry stays exact without the store.
    clock = at(7 * DAY - 1);
    expect(await c.check(trial.key)).toBe('valid');
    clock = at(7 * DAY);
    expect(await c.check(trial.key)).toBe('expired');

    await behind.proxy.start();
    clock = at(DAY);
    expect(await c.check(unseen.key)).toBe('valid');
  });
});
