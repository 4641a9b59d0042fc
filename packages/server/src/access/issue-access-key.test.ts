import { describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import { findAccessKey, listAccessKeys, revokeAccessKey } from '../store/access-keys';
import { parseAccessKey, secretHash } from './access-key-text';
import { issueAccessKey } from './issue-access-key';

const NOW = new Date('2026-11-24T06:00:00.000Z');

describe.each(STORE_KINDS)('access keys in the %s store', (kind) => {
  const t = useTestStore(kind);

  it('stores the SHA-256 of the secret, and neither the key nor the secret', async () => {
    const issued = await issueAccessKey(t.store.db, { kind: 'full', label: 'Ram, broker' }, NOW);
    const parts = parseAccessKey(issued.key);
    expect(parts?.id).toBe(issued.id);
    const row = await findAccessKey(t.store.db, issued.id);
    expect(row).toEqual({
      id: issued.id,
      secret_hash: secretHash(parts?.secret ?? '').toString('hex'),
      label: 'Ram, broker',
      kind: 'full',
      created_at: '2026-11-24T06:00:00.000Z',
      expires_at: null,
      revoked_at: null,
    });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(issued.key);
    expect(stored).not.toContain(parts?.secret);
  });

  it('gives a trial key 7 days and a full key the days asked for', async () => {
    const trial = await issueAccessKey(t.store.db, { kind: 'trial', label: '' }, NOW);
    const month = await issueAccessKey(t.store.db, { kind: 'full', days: 30, label: '' }, NOW);
    expect(trial.expiresAt?.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect((await findAccessKey(t.store.db, trial.id))?.expires_at).toBe('2026-12-01T06:00:00.000Z');
    expect(month.expiresAt?.toISOString()).toBe('2026-12-24T06:00:00.000Z');
  });

  it('lists keys oldest first without their hashes, and revokes one by id', async () => {
    const first = await issueAccessKey(t.store.db, { kind: 'trial', label: 'first' }, NOW);
    const second = await issueAccessKey(
      t.store.db,
      { kind: 'full', label: 'second' },
      new Date(NOW.getTime() + 1),
    );
    const later = new Date('2026-11-25T00:00:00.000Z');
    expect(await revokeAccessKey(t.store.db, first.id, later)).toBe(true);
    // A second revoke keeps the first time.
    expect(await revokeAccessKey(t.store.db, first.id, new Date('2026-11-26T00:00:00.000Z'))).toBe(true);
    expect(await revokeAccessKey(t.store.db, '000000000000', later)).toBe(false);
    const listed = await listAccessKeys(t.store.db);
    expect(listed.map((k) => [k.id, k.label, k.revoked_at])).toEqual([
      [first.id, 'first', later.toISOString()],
      [second.id, 'second', null],
    ]);
    expect(listed.every((k) => !('secret_hash' in k))).toBe(true);
  });
});
