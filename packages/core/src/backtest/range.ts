/** Bar indices [start, end] of a date range; end < start when no bar falls inside it. */
export interface BarRange {
  readonly start: number;
  readonly end: number;
}

/** The first index whose date is at least `day` (dates ascending); the length when none is. */
function lowerBound(date: Int32Array, day: number): number {
  let low = 0;
  let high = date.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((date[middle] as number) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The bars with from <= date <= to (days since 1970-01-01, inclusive both ends), by binary search. */
export function barRange(date: Int32Array, from: number, to: number): BarRange {
  return { start: lowerBound(date, from), end: lowerBound(date, to + 1) - 1 };
}
