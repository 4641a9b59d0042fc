import type { Migration, MigrationProvider } from 'kysely';
import { marketTables } from './0001-market';
import { playstatsTables } from './0002-playstats';
import { accessKeysTable } from './0003-access-keys';
import { noOpenColumn } from './0004-no-open';
import { sectorIndexTable } from './0005-sector-index';

/**
 * Every migration of the store, in order, for SQLite and PostgreSQL alike; names sort in the order they run.
 * A new migration is a new file here and a new line below.
 */
const migrations: Record<string, Migration> = {
  '0001-market': marketTables,
  '0002-playstats': playstatsTables,
  '0003-access-keys': accessKeysTable,
  '0004-no-open': noOpenColumn,
  '0005-sector-index': sectorIndexTable,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
