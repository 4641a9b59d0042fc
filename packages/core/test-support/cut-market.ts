import type { TradedBars } from '../src/backtest/traded-bars';
import type { ScreenMarket, ScreenSymbol } from '../src/screens/screen-market';

type Column = Float64Array | Int32Array | Uint8Array;

/** Bars 0..t of `bars`, every column it has cut alike: the stock as it stood after session t. */
export function barsUpTo<B extends TradedBars>(bars: B, t: number): B {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(bars)) {
    out[key] = ArrayBuffer.isView(column) ? (column as Column).subarray(0, t + 1) : column;
  }
  return out as B;
}

/**
 * The market as it stood after session `day` (a day number): each stock's bars up to that day, stocks listed later
 * left out, `day` the latest session. What a screen computed then would have read.
 */
export function marketCutAt<S extends ScreenSymbol>(
  symbols: readonly S[],
  day: number,
): ScreenMarket & { symbols: S[] } {
  const cut = symbols.flatMap((s) => {
    const t = s.traded.date.findLastIndex((d) => d <= day);
    if (t < 0) return [];
    const keep: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(s)) {
      keep[key] = ArrayBuffer.isView(value) ? (value as Column).subarray(0, t + 1) : value;
    }
    return [{ ...(keep as S), adjusted: barsUpTo(s.adjusted, t), traded: barsUpTo(s.traded, t) }];
  });
  return { latestDay: day, symbols: cut };
}
