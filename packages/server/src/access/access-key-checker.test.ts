import { timingSafeEqual } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import { findAccessKey, revokeAccessKey } from '../store/access-keys';
import { AccessKeyChecker, KEY_CACHE_MS } from './access-key-checker';
import { newAccessKey, parseAccessKey, secretHash } from './access-key-text';
import { issueAccessKey } from './issue-access-key';

// The real comparison, watched: the checker must compare hashes with it and nothing else.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

const ISSUED = new Date('2026-11-24T06:00:00.000Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(ISSUED.getTime() + ms);

describe.each(STORE_KINDS)('access key checker on the %s store', (kind) => {
  const t = useTestStore(kind);
  let clock = ISSUED;
  const checker = () => new AccessKeyChecker(t.store.db, () => clock);
  const issue = (kind: 'trial' | 'full', days?: number) =>
    issueAccessKey(t.store.db, { kind, days, label: 'test' }, ISSUED);

  beforeEach(() => {
    clock = ISSUED;
    vi.mocked(timingSafeEqual).mockClear();
  });

  it('accepts an issued key, comparing the hash of its secret with the stored one in constant time', async () => {
    const { key, id } = await issue('full');
    expect(await checker().check(key)).toBe('valid');
    const stored = (await findAccessKey(t.store.db, id))?.secret_hash;
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    const [given, kept] = vi.mocked(timingSafeEqual).mock.calls[0] ?? [];
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
    expect(vi.mocked(timingSafeEqual).mock.results[0]?.value).toBe(false);
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

  it('sees a revoke made elsewhere once the key row it read has been kept KEY_CACHE_MS', async () => {
    const { key, id } = await issue('full');
    const c = checker();
    expect(await c.check(key)).toBe('valid');
    await revokeAccessKey(t.store.db, id, ISSUED);
    clock = at(KEY_CACHE_MS - 1);
    expect(await c.check(key)).toBe('valid');
    clock = at(KEY_CACHE_MS);
    expect(await c.check(key)).toBe('revoked');
  });
});
