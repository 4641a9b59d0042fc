import { patternMask } from '../patterns/detect-patterns';
import type { PatternKey } from '../patterns/pattern-catalogue';
import { BREAKOUT_LOOKBACK, breakoutSession, breaksOut } from '../screens/breakout-stocks';
import { isConsolidating } from '../screens/consolidating-stocks';
import {
  type FiftyTwoWeekKind,
  fiftyTwoWeekKinds,
  previousYearStart,
} from '../screens/fifty-two-week-high-low';
import {
  FRESH_SIGNAL_EVENTS,
  type FreshSignalKey,
  freshSignalSeries,
} from '../screens/fresh-indicator-signals';
import { RangeExtremes } from '../screens/range-extremes';
import type { ScreenSymbol } from '../screens/screen-market';
import { TREND_CHECKS, type TrendSignalKey, trendSignalSeries } from '../screens/trend-signals';
import { mostVolatileQuarter, volatilityAt } from '../screens/volatile-stocks';
import { isVolumeShock } from '../screens/volume-shockers';

/** A fixed list of the dashboard whose past sessions a study reads. */
export type FixedList =
  | { readonly kind: 'volatile' }
  | { readonly kind: 'breakout' }
  | { readonly kind: 'consolidating' }
  | { readonly kind: 'volume-shockers' }
  | { readonly kind: 'fifty-two-week'; readonly fiftyTwoWeek: FiftyTwoWeekKind }
  | { readonly kind: 'fresh-group'; readonly group: FreshSignalKey }
  | { readonly kind: 'pattern'; readonly pattern: PatternKey }
  | { readonly kind: 'trend-signal'; readonly signal: TrendSignalKey };

/** Flags over each bar of a symbol: 1 where `holds(t)`. */
function flagsOf(length: number, holds: (t: number) => boolean, from = 0): Uint8Array {
  const flags = new Uint8Array(length);
  for (let t = from; t < length; t++) if (holds(t)) flags[t] = 1;
  return flags;
}

/**
 * Volatile Stocks on every session: on each day, of the symbols with a bar that day and a finite volatility of the
 * 20 returns ending there, the most volatile quarter, by the screen's own ranking.
 */
function volatileEvents(symbols: readonly ScreenSymbol[]): Uint8Array[] {
  const flags = symbols.map(({ adjusted }) => new Uint8Array(adjusted.date.length));
  // Each stock's candidate bars (a finite volatility), gathered by day with a counting sort over the days.
  let firstDay = Number.POSITIVE_INFINITY;
  let lastDay = Number.NEGATIVE_INFINITY;
  for (const { adjusted } of symbols) {
    if (adjusted.date.length === 0) continue;
    firstDay = Math.min(firstDay, adjusted.date[0]!);
    lastDay = Math.max(lastDay, adjusted.date[adjusted.date.length - 1]!);
  }
  if (firstDay > lastDay) return flags;
  const volatility = symbols.map(({ adjusted }) =>
    Float64Array.from(adjusted.close, (_, bar) => volatilityAt(adjusted.close, bar)),
  );
  const offset = new Int32Array(lastDay - firstDay + 2);
  symbols.forEach(({ adjusted }, index) => {
    const v = volatility[index]!;
    for (let bar = 0; bar < v.length; bar++)
      if (Number.isFinite(v[bar]!)) offset[adjusted.date[bar]! - firstDay + 1]!++;
  });
  for (let d = 1; d < offset.length; d++) offset[d]! += offset[d - 1]!;
  const next = offset.slice(0, -1);
  const who = new Int32Array(offset[offset.length - 1]!);
  const at = new Int32Array(who.length);
  symbols.forEach(({ adjusted }, index) => {
    const v = volatility[index]!;
    for (let bar = 0; bar < v.length; bar++) {
      if (!Number.isFinite(v[bar]!)) continue;
      const slot = next[adjusted.date[bar]! - firstDay]!++;
      who[slot] = index;
      at[slot] = bar;
    }
  });
  for (let d = 0; d + 1 < offset.length; d++) {
    const rows: { index: number; bar: number; volatility: number }[] = [];
    for (let k = offset[d]!; k < offset[d + 1]!; k++) {
      const index = who[k]!;
      rows.push({ index, bar: at[k]!, volatility: volatility[index]![at[k]!]! });
    }
    for (const { index, bar } of mostVolatileQuarter(rows, (row) => symbols[row.index]!.symbol))
      flags[index]![bar] = 1;
  }
  return flags;
}

/** The 52-week kind on every session, each against the extremes of its own previous year. */
function fiftyTwoWeekEvents({ adjusted }: ScreenSymbol, kind: FiftyTwoWeekKind): Uint8Array {
  const extremes = new RangeExtremes(adjusted.high, adjusted.low);
  return flagsOf(adjusted.date.length, (t) => {
    const from = previousYearStart(adjusted, t);
    if (from === undefined) return false;
    const previous = { high: extremes.high(from, t - 1), low: extremes.low(from, t - 1) };
    return fiftyTwoWeekKinds(adjusted, t, previous).includes(kind);
  });
}

function symbolEvents(symbol: ScreenSymbol, list: Exclude<FixedList, { kind: 'volatile' }>): Uint8Array {
  const { adjusted, traded } = symbol;
  const n = adjusted.date.length;
  switch (list.kind) {
    case 'breakout': {
      const broke = flagsOf(n, (k) => breaksOut(adjusted.close, k), BREAKOUT_LOOKBACK);
      return flagsOf(n, (t) => breakoutSession(adjusted.close, t, (k) => broke[k] === 1) >= 0);
    }
    case 'consolidating':
      return flagsOf(n, (t) => isConsolidating(adjusted.close, t));
    case 'volume-shockers':
      return flagsOf(n, (t) => isVolumeShock(traded.volume, t));
    case 'fifty-two-week':
      return fiftyTwoWeekEvents(symbol, list.fiftyTwoWeek);
    case 'fresh-group': {
      const series = freshSignalSeries(adjusted);
      const happens = FRESH_SIGNAL_EVENTS[list.group];
      return flagsOf(n, (t) => happens(series, t));
    }
    case 'pattern': {
      // The screen lists a pattern from a symbol's second session on.
      const mask = patternMask(list.pattern, adjusted);
      return flagsOf(n, (t) => mask[t] === 1, 1);
    }
    case 'trend-signal': {
      const series = trendSignalSeries(adjusted, traded, true);
      const holds = TREND_CHECKS[list.signal];
      return flagsOf(n, (t) => holds(series, t));
    }
  }
}

/**
 * Where a fixed list names each symbol, session by session: flags over each symbol's bars (1 where the list,
 * computed as of that session with nothing after it, holds the symbol), by the screen's own definition of a session's
 * list. The list of a session is what the screen gives on the market cut at that session.
 */
export function fixedListEvents(symbols: readonly ScreenSymbol[], list: FixedList): Uint8Array[] {
  if (list.kind === 'volatile') return volatileEvents(symbols);
  return symbols.map((symbol) => symbolEvents(symbol, list));
}
