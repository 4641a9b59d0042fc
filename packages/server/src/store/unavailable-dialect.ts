import type { DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { asStoreUnavailable } from './store-unavailable';

/**
 * `dialect` whose failures to reach the database come out of every query, connection and transaction as a
 * StoreUnavailableError (other errors pass as they are), so that every caller of the store, the routes' error
 * handler included, can tell "the store is down" from "this query failed" without knowing pg's or SQLite's codes.
 */
export function reportingUnavailable(dialect: Dialect): Dialect {
  return {
    createDriver: () => new UnavailableDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

async function converting<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw asStoreUnavailable(err);
  }
}

/** A connection handed out by the driver below; the inner driver gets its own connection back. */
class UnavailableConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(...args: Parameters<DatabaseConnection['executeQuery']>): Promise<QueryResult<R>> {
    return converting(() => this.inner.executeQuery<R>(...args));
  }

  async *streamQuery<R>(
    ...args: Parameters<DatabaseConnection['streamQuery']>
  ): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(...args);
    } catch (err) {
      throw asStoreUnavailable(err);
    }
  }
}

/** Savepoints pass through only to a driver that has them (both of ours do). */
function supported<T>(method: T | undefined): T {
  if (!method) throw new Error('The store does not support savepoints.');
  return method;
}

const inner = (connection: DatabaseConnection) =>
  connection instanceof UnavailableConnection ? connection.inner : connection;

class UnavailableDriver implements Driver {
  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return converting(() => this.driver.init());
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new UnavailableConnection(await converting(() => this.driver.acquireConnection()));
  }
  beginTransaction(...[connection, settings]: Parameters<Driver['beginTransaction']>): Promise<void> {
    return converting(() => this.driver.beginTransaction(inner(connection), settings));
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return converting(() => this.driver.commitTransaction(inner(connection)));
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return converting(() => this.driver.rollbackTransaction(inner(connection)));
  }
  savepoint(...[connection, name, compile]: Parameters<NonNullable<Driver['savepoint']>>): Promise<void> {
    return converting(async () =>
      supported(this.driver.savepoint).call(this.driver, inner(connection), name, compile),
    );
  }
  rollbackToSavepoint(
    ...[connection, name, compile]: Parameters<NonNullable<Driver['rollbackToSavepoint']>>
  ): Promise<void> {
    return converting(async () =>
      supported(this.driver.rollbackToSavepoint).call(this.driver, inner(connection), name, compile),
    );
  }
  releaseSavepoint(
    ...[connection, name, compile]: Parameters<NonNullable<Driver['releaseSavepoint']>>
  ): Promise<void> {
    return converting(async () =>
      supported(this.driver.releaseSavepoint).call(this.driver, inner(connection), name, compile),
    );
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(inner(connection));
  }
  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}
