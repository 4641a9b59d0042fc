import type { TradedBars } from '../src/backtest/traded-bars';
import type { FixedList } from '../src/event-study/list-events';
import { CANDLESTICK_PATTERNS, FIFTY_TWO_WEEK_KINDS, FRESH_SIGNAL_GROUPS } from '../src/index';
import { breakoutStocks } from '../src/screens/breakout-stocks';
import { candlestickPatterns } from '../src/screens/candlestick-patterns';
import { consolidatingStocks } from '../src/screens/consolidating-stocks';
import { fiftyTwoWeekHighLow } from '../src/screens/fifty-two-week-high-low';
import { freshIndicatorSignals } from '../src/screens/fresh-indicator-signals';
import type { ScreenMarket, ScreenSymbol } from '../src/screens/screen-market';
import { BEARISH_TREND_SIGNALS, BULLISH_TREND_SIGNALS, trendSignals } from '../src/screens/trend-signals';
import { volatileStocks } from '../src/screens/volatile-stocks';
import { volumeShockers } from '../src/screens/volume-shockers';

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

/** Every fixed list a study reads: the screens, each 52-week kind, group, pattern and Trend Signals check. */
export const EVERY_FIXED_LIST: readonly FixedList[] = [
  { kind: 'volatile' },
  { kind: 'breakout' },
  { kind: 'consolidating' },
  { kind: 'volume-shockers' },
  ...FIFTY_TWO_WEEK_KINDS.map((fiftyTwoWeek) => ({ kind: 'fifty-two-week' as const, fiftyTwoWeek })),
  ...FRESH_SIGNAL_GROUPS.map(({ key }) => ({ kind: 'fresh-group' as const, group: key })),
  ...CANDLESTICK_PATTERNS.map(({ key }) => ({ kind: 'pattern' as const, pattern: key })),
  ...[...BULLISH_TREND_SIGNALS, ...BEARISH_TREND_SIGNALS].map((signal) => ({
    kind: 'trend-signal' as const,
    signal,
  })),
];

/** The symbols each fixed list names on a market's latest session, read from the screens' own answers, by list. */
export function screenListsOf(market: ScreenMarket): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  const put = (list: FixedList, symbols: readonly string[]) => lists.set(listName(list), [...symbols].sort());
  put(
    { kind: 'volatile' },
    volatileStocks(market).map((row) => row.stockSymbol),
  );
  put(
    { kind: 'breakout' },
    breakoutStocks(market).map((row) => row.symbol),
  );
  put(
    { kind: 'consolidating' },
    consolidatingStocks(market).map((row) => row.symbol),
  );
  put(
    { kind: 'volume-shockers' },
    volumeShockers(market).map((row) => row.symbol),
  );
  const yearRows = fiftyTwoWeekHighLow(market);
  for (const fiftyTwoWeek of FIFTY_TWO_WEEK_KINDS) {
    const symbols = yearRows.filter((row) => row.kind === fiftyTwoWeek).map((row) => row.symbol);
    put({ kind: 'fifty-two-week', fiftyTwoWeek }, symbols);
  }
  for (const { key, stocks } of freshIndicatorSignals(market)) {
    put(
      { kind: 'fresh-group', group: key },
      stocks.map((stock) => stock.symbol),
    );
  }
  const day = candlestickPatterns(market);
  for (const { key } of CANDLESTICK_PATTERNS) {
    const found = [...day.bullish, ...day.bearish, ...day.indecision].find((p) => p.key === key);
    put({ kind: 'pattern', pattern: key }, found?.stocks.map((stock) => stock.symbol) ?? []);
  }
  const rows = trendSignals(market);
  for (const signal of [...BULLISH_TREND_SIGNALS, ...BEARISH_TREND_SIGNALS]) {
    const symbols = rows
      .filter(
        (row) => (row.positive as string[]).includes(signal) || (row.negative as string[]).includes(signal),
      )
      .map((row) => row.symbol);
    put({ kind: 'trend-signal', signal }, symbols);
  }
  return lists;
}

/** A fixed list's name in a test's messages: its kind and what it names. */
export function listName(list: FixedList): string {
  return Object.values(list).join(' ');
}
