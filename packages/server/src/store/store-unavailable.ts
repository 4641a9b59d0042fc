/**
 * The store cannot be reached right now (PostgreSQL stopped, restarting or not answering; SQLite locked or its file
 * gone). Not the caller's fault and not a bug: the error handler answers 503 with this message, and the same call
 * succeeds once the store is back.
 */
export class StoreUnavailableError extends Error {
  /** `message` says what could not be done when the general words would say less (an access key not checked). */
  constructor(cause: unknown, message = 'The database is unavailable; try again in a moment.') {
    super(message, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Socket-level failures, as Node's `net` reports them (the address refused, reset, timed out, not found). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's codes for a server that is going away or not taking work (classes 08 connection exception and
 * 57P operator intervention: admin / crash shutdown, cannot connect now), too many connections, and a statement
 * cancelled by statement_timeout (57014).
 */
const POSTGRES_CODE = /^(08...|57P0[1-4]|53300|57014)$/;

/** node-postgres's own messages for a connection that closed or never opened in time (they carry no code). */
const PG_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;

/** SQLite's locked database (after busy_timeout) and a file it cannot open; better-sqlite3 puts them in `code`. */
const SQLITE_CODE = /^SQLITE_(BUSY|CANTOPEN)/;

/** Whether `err` says the store is unreachable (rather than that the query or its data is wrong). */
export function isStoreUnreachable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  return (
    NETWORK_CODES.has(code) ||
    POSTGRES_CODE.test(code) ||
    SQLITE_CODE.test(code) ||
    PG_MESSAGE.test(err.message)
  );
}

/** `err` as a StoreUnavailableError when it says the store is unreachable; otherwise `err` as it is. */
export function asStoreUnavailable(err: unknown): unknown {
  return err instanceof StoreUnavailableError || !isStoreUnreachable(err)
    ? err
    : new StoreUnavailableError(err);
}
