import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type ProxiedPostgres, proxiedPostgres } from '../../test-support/proxied-postgres';
import { TEST_POSTGRES_URL, type TestStoreTarget, testStoreTarget } from '../../test-support/store-targets';
import { readDataVersion } from './data-version';
import { openStore, type Store } from './open-store';
import { StoreUnavailableError } from './store-unavailable';

describe('openStore on PostgreSQL schemas', () => {
  const places: TestStoreTarget[] = [];
  const stores: Store[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const place of places.splice(0)) await place.cleanup();
  });

  it("migrates a new schema while another schema of the database already holds Kysely's migration tables", async () => {
    for (let i = 0; i < 2; i++) {
      const place = testStoreTarget('postgres');
      places.push(place);
      stores.push(await openStore(place.target));
    }
    for (const store of stores) expect((await readDataVersion(store.db)).kind).toBe('empty');
  });

  it('migrates a new schema while other schemas are dropped, as parallel tests clean up', async () => {
    let dropping = true;
    // Schemas with a table each, created and dropped one after another until the stores below are open. Kysely's
    // own introspection, reading every schema, failed here with 'schema "dropped_…" does not exist'.
    const prefix = `dropped_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    const dropper = (async () => {
      for (let i = 0; dropping; i++) {
        const other = `${prefix}_${i}`;
        await admin.query(`create schema ${other}; create table ${other}.t (id serial primary key)`);
        await admin.query(`drop schema ${other} cascade`);
      }
    })();
    try {
      for (let i = 0; i < 8; i++) {
        const place = testStoreTarget('postgres');
        places.push(place);
        stores.push(await openStore(place.target));
      }
    } finally {
      dropping = false;
      await dropper.finally(() => admin.end());
    }
    for (const store of stores) expect((await readDataVersion(store.db)).kind).toBe('empty');
  });
});

describe('the requests statement timeout on PostgreSQL', () => {
  let place: TestStoreTarget | undefined;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    await place?.cleanup();
  });

  it('cancels a request query past it with a StoreUnavailableError, while the bulk store has no limit', async () => {
    place = testStoreTarget('postgres');
    store = await openStore(place.target, { statementTimeoutMs: 200 });
    const slow = sql`select pg_sleep(0.6)`;
    const refused = slow.execute(store.db);
    await expect(refused).rejects.toBeInstanceOf(StoreUnavailableError);
    // The server's own cancellation (57014), not the client's: the server was there to answer.
    await expect(refused).rejects.toMatchObject({ cause: { code: '57014' } });
    await expect(slow.execute(store.bulk)).resolves.toBeDefined();
    const timeout = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(store.db);
    expect(timeout.rows[0]?.statement_timeout).toBe('200ms');
    // The same store again, without the option (the import): no limit on its one pool.
    const unlimited = await openStore(place.target);
    try {
      expect(unlimited.bulk).toBe(unlimited.db);
      await expect(slow.execute(unlimited.db)).resolves.toBeDefined();
    } finally {
      await unlimited.close();
    }
  });
});

describe('a request query given up on a frozen PostgreSQL (through a TCP proxy)', () => {
  let behind: ProxiedPostgres | undefined;
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    await behind?.place.cleanup();
  });

  it('leaves no connection behind that still runs the statement or holds its transaction open', async () => {
    behind = await proxiedPostgres();
    store = await openStore(behind.place.target, { statementTimeoutMs: 200 });
    // Outside a transaction each statement is one of its own, so its start is the transaction's.
    const ownTransaction = sql<{ own: boolean }>`select now() = statement_timestamp() as own`;
    expect((await ownTransaction.execute(store.db)).rows).toEqual([{ own: true }]);
    behind.proxy.freeze();
    // The transaction's `begin` goes out on the pool's one connection, held by the proxy, and is given up.
    await expect(store.db.transaction().execute(async (trx) => ownTransaction.execute(trx))).rejects.toThrow(
      StoreUnavailableError,
    );
    behind.proxy.thaw();
    // The held `begin` now reaches the server: on that connection, any later statement would be inside it.
    for (let i = 0; i < 3; i++) {
      expect((await ownTransaction.execute(store.db)).rows).toEqual([{ own: true }]);
    }
  });
});
