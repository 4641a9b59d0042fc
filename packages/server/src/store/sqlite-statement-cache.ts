import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 256;

/**
 * The better-sqlite3 connection as Kysely's SQLite dialect sees it, with prepared statements kept by their SQL
 * text: Kysely prepares every query it runs, and the bulk writes repeat one large statement thousands of times.
 */
export function withStatementCache(db: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(text: string): SqliteStatement {
      const cached = statements.get(text);
      if (cached) return cached;
      const statement = db.prepare(text);
      if (statements.size >= MAX_STATEMENTS) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}
