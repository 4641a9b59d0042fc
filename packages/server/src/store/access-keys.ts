import type { Kysely, Selectable } from 'kysely';
import type { AccessKeysTable, StoreSchema } from './schema';

export type AccessKeyRow = Selectable<AccessKeysTable>;

/** What may be shown of a key: everything but the hash of its secret. */
export type AccessKeyListing = Omit<AccessKeyRow, 'secret_hash'>;

export async function insertAccessKey(db: Kysely<StoreSchema>, row: AccessKeyRow): Promise<void> {
  await db.insertInto('access_keys').values(row).execute();
}

/** The key with that id, or undefined. */
export function findAccessKey(db: Kysely<StoreSchema>, id: string): Promise<AccessKeyRow | undefined> {
  return db.selectFrom('access_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every key, oldest first, without the hashes. */
export function listAccessKeys(db: Kysely<StoreSchema>): Promise<AccessKeyListing[]> {
  return db
    .selectFrom('access_keys')
    .select(['id', 'label', 'kind', 'created_at', 'expires_at', 'revoked_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Marks the key revoked at `now` (a revoked key stays revoked at its first time); false when no key has that id. */
export async function revokeAccessKey(db: Kysely<StoreSchema>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('access_keys')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(now.toISOString())) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
