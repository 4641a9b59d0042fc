import type { Kysely, Migration } from 'kysely';

/**
 * Access keys: only the SHA-256 of each key's secret is kept, never the key. Times are ISO timestamps;
 * `expires_at` null never expires, `revoked_at` null is not revoked.
 */
export const accessKeysTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('access_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('access_keys').execute();
  },
};
