import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrationProvider } from './migrations/index';
import { postgresKysely, postgresPool } from './postgres-pool';
import type { StoreSchema } from './schema';
import { withStatementCache } from './sqlite-statement-cache';
import { reportingUnavailable } from './unavailable-dialect';

/** Where the store lives: a SQLite file (or `:memory:`), or a PostgreSQL database (optionally one schema of it). */
export type StoreTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string | undefined };

export interface Store {
  /** The requests' store: on PostgreSQL each query within the statement timeout the store was opened with. */
  readonly db: Kysely<StoreSchema>;
  /**
   * The same store for the long reads and writes (the market load, writing a market), which keep no time limit:
   * a pool of its own on PostgreSQL when `db` has one, `db` itself otherwise.
   */
  readonly bulk: Kysely<StoreSchema>;
  readonly dialect: StoreTarget['kind'];
  /**
   * The SQLite connection under `db`, for the one read too large for row objects (the market cache's prices);
   * only inside a `db` transaction, which holds this single connection.
   */
  readonly sqlite?: Database.Database;
  close(): Promise<void>;
}

/** Opening or migrating the store failed; the message says where and why. */
export class StoreError extends Error {}

export interface StoreOptions {
  /**
   * PostgreSQL only: how long one query of `db` may take, in ms: the server cancels it (statement_timeout) and the
   * client gives up on a server that does not answer at all (a frozen one); also the longest wait for a pooled
   * connection. Unset (the import and the other commands): no limit but the 5 s to connect.
   */
  statementTimeoutMs?: number | undefined;
}

/** Opens the store (creating the SQLite file's folder, or the PostgreSQL schema) and migrates it to the latest. */
export async function openStore(target: StoreTarget, options: StoreOptions = {}): Promise<Store> {
  const store =
    target.kind === 'sqlite'
      ? openSqlite(target.file)
      : await openPostgres(target, options.statementTimeoutMs);
  // Kysely looks for its migration tables in every schema unless told which: a schema of its own must be named,
  // or another schema's tables (a parallel test's) hide that this one has none yet. Its pools introspect only
  // that schema (postgresKysely), so another schema dropped meanwhile does not fail the migration.
  const schema = target.kind === 'postgres' ? target.schema : undefined;
  const { error } = await new Migrator({
    db: store.bulk,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  if (error) {
    await store.close();
    throw new StoreError(
      `Cannot migrate the store: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return store;
}

function openSqlite(file: string): Store {
  let connection: Database.Database;
  try {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    connection = new Database(file);
  } catch (err) {
    throw new StoreError(`Cannot open the SQLite store ${file}: ${(err as Error).message}`);
  }
  // WAL lets the server read while an import writes; NORMAL sync is durable at each checkpoint in WAL mode.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 10000');
  const db = new Kysely<StoreSchema>({
    dialect: reportingUnavailable(new SqliteDialect({ database: withStatementCache(connection) })),
  });
  return { db, bulk: db, dialect: 'sqlite', sqlite: connection, close: () => db.destroy() };
}

async function openPostgres(
  target: { url: string; schema?: string | undefined },
  statementTimeoutMs: number | undefined,
): Promise<Store> {
  const schema = target.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new StoreError(`Invalid PostgreSQL schema name: ${schema}`);
  }
  const pool = postgresPool(target.url, schema, 4, statementTimeoutMs);
  try {
    const client = await pool.connect();
    try {
      if (schema) await client.query(`create schema if not exists ${schema}`);
    } finally {
      client.release();
    }
  } catch (err) {
    await pool.end();
    throw new StoreError(`Cannot connect to PostgreSQL at ${redact(target.url)}: ${(err as Error).message}`);
  }
  const db = postgresKysely(pool, schema);
  const bulk =
    statementTimeoutMs === undefined
      ? db
      : postgresKysely(postgresPool(target.url, schema, 2, undefined), schema);
  return {
    db,
    bulk,
    dialect: 'postgres',
    close: async () => {
      await db.destroy();
      if (bulk !== db) await bulk.destroy();
    },
  };
}

/** The address without its password, for messages. */
function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
