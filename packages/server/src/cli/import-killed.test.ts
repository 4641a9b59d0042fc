import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { epochDay, isoDate } from '@nepse/core';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORE_KINDS, type TestStoreTarget, testStoreTarget } from '../../test-support/store-targets';
import { importMarket } from '../ingest/import-market';
import { readDataVersion } from '../store/data-version';
import { openStore, type Store, type StoreTarget } from '../store/open-store';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** `symbols` x `days` daily bars from 2010 on, every close `base` plus a little, as one long CSV. */
function pricesCsv(symbols: number, days: number, base: number): string {
  const first = epochDay('2010-01-01');
  const lines = ['symbol,date,open,high,low,close,volume,turnover'];
  for (let s = 0; s < symbols; s++) {
    for (let d = 0; d < days; d++) {
      const close = base + ((s * 7 + d) % 50);
      lines.push(
        `S${s},${isoDate(first + d)},${close},${close + 2},${close - 2},${close},${100 + d},${close * 100}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** What must not change: the row count of each table, the prices' sums, and the whole data-version row. */
async function contents(store: Store): Promise<unknown> {
  const count = async (table: 'securities' | 'prices' | 'index_history' | 'corporate_actions') =>
    Number(
      (
        await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sums = await sql<{
    close: number;
    volume: number;
  }>`select sum(close) as close, sum(volume) as volume from prices`.execute(store.db);
  return {
    securities: await count('securities'),
    prices: await count('prices'),
    index: await count('index_history'),
    actions: await count('corporate_actions'),
    sums: sums.rows.map((r) => [Number(r.close), Number(r.volume)]),
    version: await readDataVersion(store.db),
  };
}

/** The store's address as `DATABASE_URL` gives it to a command (a schema of its own through `options`). */
function databaseUrl(target: StoreTarget): string {
  if (target.kind === 'sqlite') return target.file;
  return `${target.url}?options=${encodeURIComponent(`-c search_path=${target.schema}`)}`;
}

/**
 * True once another connection holds the store's write lock inside its transaction, i.e. the import has written its
 * first row and not yet committed: SQLite refuses a second writer (BEGIN IMMEDIATE is busy); on PostgreSQL a table of
 * the store's schema is row-exclusively locked by another backend.
 */
async function writing(target: StoreTarget, store: Store): Promise<boolean> {
  if (target.kind === 'sqlite') {
    const probe = new Database(target.file, { timeout: 0 });
    try {
      probe.exec('begin immediate');
      probe.exec('rollback');
      return false;
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
      throw err;
    } finally {
      probe.close();
    }
  }
  const locks = await sql<{ n: string }>`
    select count(*) as n from pg_locks l
    join pg_class c on c.oid = l.relation
    join pg_namespace ns on ns.oid = c.relnamespace
    where ns.nspname = ${target.schema ?? 'public'} and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()`.execute(
    store.db,
  );
  return Number(locks.rows[0]?.n ?? 0) > 0;
}

describe.each(STORE_KINDS)('an import killed while it writes, on %s', (kind) => {
  let place: TestStoreTarget;
  let store: Store;
  let dir: string;
  let child: ChildProcess | undefined;

  beforeEach(async () => {
    place = testStoreTarget(kind);
    store = await openStore(place.target);
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-killed-'));
  });
  afterEach(async () => {
    child?.kill('SIGKILL');
    await store.close();
    await place.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the store exactly as it was', async () => {
    // The store already holds data the import would change: the same symbols and days with other prices.
    writeFileSync(path.join(dir, 'before.csv'), pricesCsv(5, 200, 100));
    expect((await importMarket(store, [path.join(dir, 'before.csv')], { skipInvalid: false })).outcome).toBe(
      'written',
    );
    const before = await contents(store);
    // 300,000 rows: SQLite writes them in 750 statements, PostgreSQL in 15, seconds either way.
    writeFileSync(path.join(dir, 'big.csv'), pricesCsv(200, 1500, 500));

    const started = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/server/src/cli/import.ts',
        '--report',
        path.join(dir, 'report.txt'),
        path.join(dir, 'big.csv'),
      ],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl(place.target) } },
    );
    child = started;
    let out = '';
    started.stdout.on('data', (d) => {
      out += d;
    });
    started.stderr.on('data', (d) => {
      out += d;
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      started.on('exit', (_, signal) => resolve(signal)),
    );

    // Waits for the sign that it writes (no fixed time), failing if it ends first.
    let ended = false;
    void exited.then(() => {
      ended = true;
    });
    while (!(await writing(place.target, store))) {
      if (ended) throw new Error(`the import ended before it was seen writing:\n${out}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    started.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(out).not.toMatch(/Written in/);

    expect(await contents(store)).toEqual(before);
    // The same after a restart (SQLite drops the uncommitted part of its write-ahead log).
    await store.close();
    store = await openStore(place.target);
    expect(await contents(store)).toEqual(before);
  }, 180_000);
});
