import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { StoreTarget } from '../src/store/open-store';

/** The PostgreSQL server the store tests run against (README: PostgreSQL on 127.0.0.1:5432, database `test`). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const STORE_KINDS = ['sqlite', 'postgres'] as const;

export interface TestStoreTarget {
  target: StoreTarget;
  /** Removes the temporary SQLite folder or drops the PostgreSQL schema. */
  cleanup(): Promise<void>;
}

/**
 * A fresh, empty place for a store: a temporary SQLite file, or a PostgreSQL schema of its own so that test
 * runs never see each other's tables.
 */
export function testStoreTarget(kind: StoreTarget['kind']): TestStoreTarget {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'nepse-store-'));
    return {
      target: { kind: 'sqlite', file: path.join(dir, 'nepse.db') },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  return {
    target: { kind: 'postgres', url: TEST_POSTGRES_URL, schema },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
