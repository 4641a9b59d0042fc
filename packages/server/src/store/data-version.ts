import type { Kysely } from 'kysely';
import type { DataKind, StoreSchema } from './schema';

export interface DataVersion {
  /** Moves on every write that changes something; the market cache reloads when it sees it move. */
  version: number;
  kind: DataKind;
  description: string;
  updatedAt: string;
}

/** The store's data-version row. */
export async function readDataVersion(db: Kysely<StoreSchema>): Promise<DataVersion> {
  const row = await db.selectFrom('data_version').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { version: row.version, kind: row.kind, description: row.description, updatedAt: row.updated_at };
}

/** Just the version number: the cheap query the market cache polls. */
export async function readVersionNumber(db: Kysely<StoreSchema>): Promise<number> {
  const row = await db
    .selectFrom('data_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.version;
}
