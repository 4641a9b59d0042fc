import { firstSessionOnOrAfter } from '../dates';

/** Bar indices [start, end] of a date range; end < start when no bar falls inside it. */
export interface BarRange {
  readonly start: number;
  readonly end: number;
}

/** The bars with from <= date <= to (days since 1970-01-01, inclusive both ends), by binary search. */
export function barRange(date: Int32Array, from: number, to: number): BarRange {
  return { start: firstSessionOnOrAfter(date, from), end: firstSessionOnOrAfter(date, to + 1) - 1 };
}
