import type { Kysely } from 'kysely';
import { insertAccessKey } from '../store/access-keys';
import type { AccessKeyKind, StoreSchema } from '../store/schema';
import { newAccessKey, secretHash } from './access-key-text';
import { expiryOf } from './key-lifetime';

export interface IssueOptions {
  kind: AccessKeyKind;
  /** A full key's lifetime in days; none = never expires. Trial keys always last TRIAL_DAYS. */
  days?: number | undefined;
  label: string;
}

/** A key just issued: the key itself (shown once, never stored) and what the store keeps of it. */
export interface IssuedKey {
  key: string;
  id: string;
  expiresAt: Date | null;
}

/** Issues a key at `now`: stores its id and the hash of its secret, and returns the key. */
export async function issueAccessKey(
  db: Kysely<StoreSchema>,
  { kind, days, label }: IssueOptions,
  now: Date,
): Promise<IssuedKey> {
  const { id, secret, key } = newAccessKey();
  const expiresAt = expiryOf(kind, days, now);
  await insertAccessKey(db, {
    id,
    secret_hash: secretHash(secret).toString('hex'),
    label,
    kind,
    created_at: now.toISOString(),
    expires_at: expiresAt?.toISOString() ?? null,
    revoked_at: null,
  });
  return { key, id, expiresAt };
}
