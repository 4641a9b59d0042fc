import { epochDay } from '../dates';
import { COMMISSION_ROWS, PRICE_BAND_ROWS, type RulebookRow, TAX_ROWS } from './rulebook';

/** The days (since 1970-01-01) the rows take effect. */
const startsOf = (rows: readonly RulebookRow<unknown>[]): readonly number[] =>
  rows.map((r) => epochDay(r.from));

const COMMISSION_STARTS = startsOf(COMMISSION_ROWS);
const TAX_STARTS = startsOf(TAX_ROWS);
const BAND_STARTS = startsOf(PRICE_BAND_ROWS);

/** The index of the last row that started on or before `day`; the first row for any earlier day. */
function rowOn(starts: readonly number[], day: number): number {
  let row = 0;
  while (row + 1 < starts.length && starts[row + 1]! <= day) row++;
  return row;
}

/** The commission row (an index into COMMISSION_ROWS) in force on `day`, days since 1970-01-01. */
export function commissionRowOn(day: number): number {
  return rowOn(COMMISSION_STARTS, day);
}

/** The capital gains tax row (an index into TAX_ROWS) in force on a sale on `day`. */
export function taxRowOn(day: number): number {
  return rowOn(TAX_STARTS, day);
}

/** The daily price band in force on `day`, in percent of the previous close (adjusted for an event that day). */
export function priceBandOn(day: number): number {
  return PRICE_BAND_ROWS[rowOn(BAND_STARTS, day)]!.value;
}
