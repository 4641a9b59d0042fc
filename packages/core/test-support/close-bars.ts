import type { ScreenSymbol } from '../src/screens/screen-market';
import type { Bars } from '../src/series';

/** The latest session of the screens' test markets (a day number). */
export const DAY = 20_000;

export interface CloseBarsOptions {
  /** Day of the last bar, the others on the consecutive days before it; `DAY` when not given. */
  lastDay?: number;
  /** Traded volumes, one a bar; 1,000 each when not given. */
  volumes?: ArrayLike<number>;
}

/** Bars on consecutive days ending on `lastDay` with the given closes (open = high = low = close). */
export function closeBars(
  closes: ArrayLike<number>,
  { lastDay = DAY, volumes }: CloseBarsOptions = {},
): Bars {
  const n = closes.length;
  return {
    date: Int32Array.from({ length: n }, (_, i) => lastDay - (n - 1) + i),
    open: Float64Array.from(closes),
    high: Float64Array.from(closes),
    low: Float64Array.from(closes),
    close: Float64Array.from(closes),
    volume: volumes ? Float64Array.from(volumes) : new Float64Array(n).fill(1_000),
  };
}

/** A symbol with no adjustment: its adjusted and traded bars are both `closeBars(closes, options)`. */
export function closeStock(
  symbol: string,
  closes: ArrayLike<number>,
  options?: CloseBarsOptions,
): ScreenSymbol {
  const b = closeBars(closes, options);
  return { symbol, adjusted: b, traded: b };
}
