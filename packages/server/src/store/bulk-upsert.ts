import { CompiledQuery, type Kysely } from 'kysely';
import { refuseNonFinite } from './finite-values';
import type { StoreSchema } from './schema';

export type Cell = number | string | null;

export interface ColumnSpec {
  name: string;
  /** PostgreSQL element type of the column's array parameter. */
  pgType: 'int4' | 'float8' | 'text';
}

/** How to write one table in bulk: its columns, its natural key, and what a conflict on that key does. */
export interface TableWrite {
  table: keyof StoreSchema;
  columns: readonly ColumnSpec[];
  key: readonly string[];
  /** `update`: a row that differs from the stored one replaces it; `keep`: the stored row stays. */
  onConflict: 'update' | 'keep';
}

// SQLite binds at most 32,766 parameters a statement; a few hundred rows a statement is the measured optimum.
const SQLITE_ROWS_PER_STATEMENT = 400;
// PostgreSQL gets one array parameter per column, so a batch is bounded only by the message size.
const POSTGRES_ROWS_PER_STATEMENT = 20_000;

/**
 * Inserts `count` rows given as columns (one array per `write.columns` entry, same order) and returns how many
 * rows were inserted or changed: rows equal to the stored ones are not rewritten and not counted, which is
 * what makes a repeated import change nothing. Runs in the caller's transaction. A number that is not finite
 * anywhere in the columns is refused (NonFiniteValueError) before the first statement.
 */
export async function upsertColumns(
  db: Kysely<StoreSchema>,
  dialect: 'sqlite' | 'postgres',
  write: TableWrite,
  columns: readonly ArrayLike<Cell>[],
  count: number,
): Promise<number> {
  write.columns.forEach((spec, c) => {
    const column = columns[c];
    if (spec.pgType === 'text' || column === undefined) return;
    for (let i = 0; i < count; i++) refuseNonFinite(write.table, spec.name, column[i], i);
  });
  if (count === 0) return 0;
  let changed = 0;
  const batch = dialect === 'sqlite' ? SQLITE_ROWS_PER_STATEMENT : POSTGRES_ROWS_PER_STATEMENT;
  // A full batch's statement is built once a call; only SQLite's last, shorter batch needs a text of its own.
  const fullRows = Math.min(batch, count);
  const full = dialect === 'sqlite' ? sqliteStatement(write, fullRows) : postgresStatement(write);
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch);
    const query =
      dialect === 'sqlite'
        ? CompiledQuery.raw(
            end - start === fullRows ? full : sqliteStatement(write, end - start),
            rowMajor(columns, start, end),
          )
        : CompiledQuery.raw(
            full,
            columns.map((c, k) => postgresArray(c, start, end, write.columns[k]?.pgType ?? 'text')),
          );
    const result = await db.executeQuery(query);
    changed += Number(result.numAffectedRows ?? 0n);
  }
  return changed;
}

function rowMajor(columns: readonly ArrayLike<Cell>[], start: number, end: number): Cell[] {
  const width = columns.length;
  const out = new Array<Cell>((end - start) * width);
  let k = 0;
  for (let i = start; i < end; i++) {
    for (let c = 0; c < width; c++) out[k++] = columns[c]?.[i] ?? null;
  }
  return out;
}

/**
 * One column of a batch as a PostgreSQL array parameter. Numbers go as the array literal itself (`{1,2.5,NULL}`),
 * twice as fast as the driver's element-by-element encoding; text goes as a JS array, which the driver escapes.
 */
function postgresArray(
  column: ArrayLike<Cell>,
  start: number,
  end: number,
  type: ColumnSpec['pgType'],
): string | Cell[] {
  const values = Array.from({ length: end - start }, (_, i) => column[start + i] ?? null);
  if (type === 'text') return values;
  return `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
}

const valueColumns = (write: TableWrite) =>
  write.columns.map((c) => c.name).filter((name) => !write.key.includes(name));

function sqliteStatement(write: TableWrite, rows: number): string {
  const names = write.columns.map((c) => c.name);
  const tuple = `(${names.map(() => '?').join(',')})`;
  const values = Array.from({ length: rows }, () => tuple).join(',');
  return `insert into ${write.table} (${names.join(',')}) values ${values} ${sqliteConflict(write)}`;
}

function sqliteConflict(write: TableWrite): string {
  const target = `on conflict (${write.key.join(',')})`;
  const rest = valueColumns(write);
  if (write.onConflict === 'keep' || rest.length === 0) return `${target} do nothing`;
  const set = rest.map((n) => `${n} = excluded.${n}`).join(', ');
  const differs = rest.map((n) => `${n} is not excluded.${n}`).join(' or ');
  return `${target} do update set ${set} where ${differs}`;
}

function postgresStatement(write: TableWrite): string {
  const names = write.columns.map((c) => c.name);
  const arrays = write.columns.map((c, i) => `$${i + 1}::${c.pgType}[]`).join(', ');
  const target = `on conflict (${write.key.join(',')})`;
  const rest = valueColumns(write);
  const conflict =
    write.onConflict === 'keep' || rest.length === 0
      ? `${target} do nothing`
      : `${target} do update set ${rest.map((n) => `${n} = excluded.${n}`).join(', ')} where (${rest
          .map((n) => `${write.table}.${n}`)
          .join(', ')}) is distinct from (${rest.map((n) => `excluded.${n}`).join(', ')})`;
  return `insert into ${write.table} (${names.join(',')}) select * from unnest(${arrays}) ${conflict}`;
}
