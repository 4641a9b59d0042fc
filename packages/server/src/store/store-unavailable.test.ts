import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type ProxiedPostgres, proxiedPostgres } from '../../test-support/proxied-postgres';
import { openStore, type Store } from './open-store';
import { isStoreUnreachable, StoreUnavailableError } from './store-unavailable';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isStoreUnreachable', () => {
  it.each([
    ['a refused connection', coded('ECONNREFUSED')],
    ['a reset connection', coded('ECONNRESET')],
    ['PostgreSQL shutting down (admin shutdown)', coded('57P01', 'terminating connection')],
    ['PostgreSQL starting up', coded('57P03', 'the database system is starting up')],
    ['a connection exception', coded('08006')],
    ['a statement timeout', coded('57014', 'canceling statement due to statement timeout')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['the pool waiting past its connection timeout', new Error('timeout exceeded when trying to connect')],
    ['SQLite locked past busy_timeout', coded('SQLITE_BUSY', 'database is locked')],
    ['SQLite unable to open its file', coded('SQLITE_CANTOPEN')],
  ])('is true for %s', (_, err) => {
    expect(isStoreUnreachable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'duplicate key value')],
    ['a syntax error', coded('42601')],
    ['a SQLite constraint', coded('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'ECONNREFUSED'],
  ])('is false for %s', (_, err) => {
    expect(isStoreUnreachable(err)).toBe(false);
  });
});

describe('a PostgreSQL store whose server stops and comes back (through a TCP proxy)', () => {
  let behind: ProxiedPostgres;
  let store: Store | undefined;

  afterEach(async () => {
    await store?.close();
    await behind.place.cleanup();
  });

  it('fails its queries with StoreUnavailableError while stopped, other errors as they are, and recovers by itself', async () => {
    behind = await proxiedPostgres();
    store = await openStore(behind.place.target);
    const db = store.db;
    const one = () => sql<{ one: number }>`select 1 as one`.execute(db);
    expect((await one()).rows).toEqual([{ one: 1 }]);

    await behind.proxy.stop();
    // The pooled connection was cut, then a new one is refused: both are the store being unavailable.
    await expect(one()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(one()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(db.transaction().execute(() => one())).rejects.toBeInstanceOf(StoreUnavailableError);

    await behind.proxy.start();
    expect((await one()).rows).toEqual([{ one: 1 }]);
    // A wrong query is its own error, not an outage.
    const wrong = await sql`select * from no_such_table`.execute(db).catch((err: unknown) => err);
    expect(wrong).toBeInstanceOf(Error);
    expect(wrong).not.toBeInstanceOf(StoreUnavailableError);
  });
});
