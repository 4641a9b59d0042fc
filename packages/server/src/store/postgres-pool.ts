import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { StoreSchema } from './schema';
import { schemaIntrospector } from './schema-introspector';
import { reportingUnavailable } from './unavailable-dialect';

/** Connecting gives up after this long: a stopped or unreachable server fails a request within seconds (a 503). */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * How much longer than the statement timeout the client waits for an answer: a server that is there cancels the
 * statement itself first (and its connection stays usable); only a frozen one leaves the client to give up.
 */
export const CLIENT_GRACE_MS = 500;

/**
 * A pool of at most `max` connections to `url` (its `schema` first on the search path), under the statement
 * timeout when one is given, waiting for a connection at most that long too (and never more than 5 s).
 */
export function postgresPool(
  url: string,
  schema: string | undefined,
  max: number,
  statementTimeoutMs: number | undefined,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: Math.min(CONNECT_TIMEOUT_MS, statementTimeoutMs ?? CONNECT_TIMEOUT_MS),
    keepAlive: true,
    // The server cancels a long statement (57014); a frozen server answers nothing, so the client stops waiting
    // too ("Query read timeout"). Both are a StoreUnavailableError, a 503.
    ...(statementTimeoutMs === undefined
      ? {}
      : { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + CLIENT_GRACE_MS }),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection the server drops (a restart) is an 'error' event on its client and, when idle, on the pool: fatal
  // when unheard. The pool discards such a client and opens a new one on the next query, and the query in flight
  // fails by itself (a StoreUnavailableError), so the events need nothing more.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * Kysely over `pool`, its failures to reach the server reported as StoreUnavailableError; on a `schema` of its own,
 * it introspects that schema alone.
 */
export function postgresKysely(pool: pg.Pool, schema: string | undefined): Kysely<StoreSchema> {
  const dialect = reportingUnavailable(new PostgresDialect({ pool: discardingGivenUp(pool) }));
  if (!schema) return new Kysely<StoreSchema>({ dialect });
  return new Kysely<StoreSchema>({
    dialect: {
      ...dialect,
      createIntrospector: (db) => schemaIntrospector(db, schema, dialect.createIntrospector(db)),
    },
  });
}

/** node-postgres's error when its `query_timeout` passed without an answer. */
const GAVE_UP = 'Query read timeout';

/**
 * The pool as Kysely takes it, save that a client whose query the client itself gave up on (a frozen server) is
 * asked nothing more, not even the transaction's rollback, and is destroyed on release: its connection may still
 * run that query or hold its transaction open, and must not be handed to the next request.
 */
function discardingGivenUp(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let gaveUp: Error | undefined;
      const query = async (text: string, parameters: ReadonlyArray<unknown>) => {
        if (gaveUp) throw gaveUp;
        try {
          return await client.query(text, [...parameters]);
        } catch (err) {
          if (err instanceof Error && err.message === GAVE_UP) gaveUp = err;
          throw err;
        }
      };
      // Kysely asks for cursors only when given a cursor class, and this store gives none: the text form is all.
      return { query, release: () => client.release(gaveUp) } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
