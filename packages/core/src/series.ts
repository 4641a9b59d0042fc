/**
 * Daily bars of one symbol as columns of equal length, oldest first. Dates are calendar days
 * (days since 1970-01-01) of the NEPSE session; see `dates.ts`.
 */
export interface Bars {
  readonly date: Int32Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  /**
   * 1 where the bar's open is not a real print (NEPSE's company history has none, old files copy the
   * previous close, or the import repaired it); the open column still holds a number there. Absent: every
   * open is real.
   */
  readonly noOpen?: Uint8Array;
}

/** Whether bar `bar`'s open is a real print (see `Bars.noOpen`). */
export function hasRealOpen(bars: Pick<Bars, 'noOpen'>, bar: number): boolean {
  return bars.noOpen?.[bar] !== 1;
}

/** Price columns a rule or indicator can read (spec: data source options). */
export type PriceSource = 'open' | 'high' | 'low' | 'close';

/** Allocates empty bars of `length` rows (dates 0, prices 0). */
export function allocateBars(length: number): Bars {
  return {
    date: new Int32Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length),
  };
}

/** A result column filled with NaN, the value of every warm-up position. */
export function nanArray(length: number): Float64Array {
  return new Float64Array(length).fill(Number.NaN);
}
