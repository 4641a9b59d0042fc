import { StoreError } from './open-store';

/** A write refused because it held a number that is not finite: nothing of it was written. */
export class NonFiniteValueError extends StoreError {}

/**
 * The store's last line of defence (every source checks its numbers first, ingest/sane-bounds.ts): throws when
 * `value` is a number that is not finite (NaN, Infinity), which SQLite would store as `inf` or NULL and PostgreSQL
 * as `Infinity` or `NaN`. `row` is the value's row in a bulk write, for the message.
 */
export function refuseNonFinite(table: string, column: string, value: unknown, row?: number): void {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    const where = row === undefined ? '' : ` (row ${row + 1} of the write)`;
    throw new NonFiniteValueError(
      `Refused to write ${table}.${column} = ${value}${where}: the store holds only finite numbers; ` +
        'nothing was written.',
    );
  }
}
