import type { Migration, MigrationProvider } from 'kysely';
import { marketTables } from './0001-market';

/**
 * Every migration of the store, in order, for SQLite and PostgreSQL alike; names sort in the order they run.
 * A new migration is a new file here and a new line below.
 */
const migrations: Record<string, Migration> = {
  '0001-market': marketTables,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
