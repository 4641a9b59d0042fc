import { toPaisa } from '../backtest/fill-rounding';
import { filterHolds } from '../backtest/filter-column';
import { isFilterRule } from '../backtest/filter-rule';
import { IndicatorCache } from '../backtest/indicator-cache';
import type { BacktestRule, Match } from '../backtest/rule';
import { signalFlags, strategySignal } from '../backtest/rule-signal';
import { nextFiring } from '../backtest/signal';
import type { TradedBars } from '../backtest/traded-bars';
import { firstSessionOnOrAfter } from '../dates';
import type { PatternMasks } from '../patterns/detect-patterns';
import type { ScreenSymbol } from '../screens/screen-market';
import type { Bars } from '../series';
import { ruleValue, type ScanValue } from './rule-value';

/** A stock a scan reads: adjusted and traded bars (as a screen's), and the stored traded value where known. */
export interface ScanSymbol extends ScreenSymbol {
  /** Rs per session, NaN where the data has none; absent: volume x traded close everywhere. */
  readonly turnover?: Float64Array;
  /** The relative-strength rank on each session, ranked as of that session (NaN where not ranked). */
  readonly rsRank?: Float64Array;
  /**
   * The pattern masks of the whole adjusted bars detected from the next-to-last bar on, which a scan of the stock's
   * last session reads: a caller scanning the latest session often keeps them (detection rolls its averages over
   * the whole history). Absent: detected for each scan.
   */
  readonly latestPatterns?: () => PatternMasks;
}

/** What a scan asks: the session (a day number), its conditions (engine rules) and how they combine. */
export interface ScanQuery {
  readonly day: number;
  readonly conditions: readonly BacktestRule[];
  readonly match: Match;
}

/** One stock a scan matched, with the session's traded figures and each condition's value in order. */
export interface ScanRow {
  readonly symbol: string;
  /** The session's traded close. */
  readonly ltp: number;
  /**
   * Against the adjusted previous close (an issue that day is no drop), to the paisa; null on the stock's first
   * session.
   */
  readonly change: number | null;
  readonly changePercent: number | null;
  /** The session's traded volume. */
  readonly volume: number;
  readonly values: readonly ScanValue[];
}

/** The index of the bar on `day`, or -1 when the stock has none that day. */
export function sessionIndex(date: Int32Array, day: number): number {
  const i = firstSessionOnOrAfter(date, day);
  return i < date.length && date[i] === day ? i : -1;
}

/** `bars` up to bar t (views, nothing copied): what a computation of session t may read. */
function upTo<T extends Float64Array | Int32Array | Uint8Array>(column: T, t: number): T {
  return column.subarray(0, t + 1) as T;
}

/** A stock's bars up to session t as the back-test reads them: adjusted, with the traded close, volume and value. */
function barsUpTo(s: ScanSymbol, t: number): TradedBars {
  const a: Bars = s.adjusted;
  return {
    date: upTo(a.date, t),
    open: upTo(a.open, t),
    high: upTo(a.high, t),
    low: upTo(a.low, t),
    close: upTo(a.close, t),
    volume: upTo(a.volume, t),
    ...(a.noOpen && { noOpen: upTo(a.noOpen, t) }),
    tradedClose: upTo(s.traded.close, t),
    tradedVolume: upTo(s.traded.volume, t),
    ...(s.turnover && { turnover: upTo(s.turnover, t) }),
    ...(s.rsRank && { rsRank: upTo(s.rsRank, t) }),
  };
}

/**
 * Whether condition `rule` holds on the last bar of the cache: a filter on that session alone (`filterHolds`, the
 * very test its back-test mask is made of), any other rule through the back-test's own signal.
 */
function holds(rule: BacktestRule, cache: IndicatorCache, t: number): boolean {
  if (isFilterRule(rule)) return filterHolds(rule, cache.filterSeries(), t);
  return nextFiring(strategySignal([rule], cache), t, t + 1) === t;
}

const PATTERN_KINDS: ReadonlySet<string> = new Set<BacktestRule['kind']>([
  'pattern',
  'pattern-invalidated',
  'pattern-confirmed',
  'general-pattern',
]);

/**
 * The conditions' positions, the cheapest to evaluate first: filters (a few sessions each), then indicator rules (one
 * pass over the history), then patterns (a detection whose averages roll over the whole history); in order within
 * each. Under `all`, a stock that fails a cheap condition never pays for a costly one.
 */
function cheapestFirst(conditions: readonly BacktestRule[]): number[] {
  const cost = (rule: BacktestRule) => (isFilterRule(rule) ? 0 : PATTERN_KINDS.has(rule.kind) ? 2 : 1);
  return conditions.map((_, i) => i).sort((a, b) => cost(conditions[a]!) - cost(conditions[b]!) || a - b);
}

/**
 * The scan of one stock on session `query.day`, or undefined when it has no bar that day or does not match. Only
 * its bars up to that session are read. Under `all` the conditions are tried cheapest first and the first that fails
 * ends the stock; under `any` every one is tried. A match then has every condition's value, in the query's order.
 */
export function scanSymbol(s: ScanSymbol, query: ScanQuery): ScanRow | undefined {
  const t = sessionIndex(s.traded.date, query.day);
  if (t < 0 || query.conditions.length === 0) return undefined;
  // A pattern on t, or confirmed on t by the one on t - 1, reads the masks from t - 1 on (a bar's mask does not
  // depend on where detection starts); an invalidated one looks back to the pattern's last occurrence, anywhere.
  const lookBack = query.conditions.some((rule) => rule.kind === 'pattern-invalidated');
  const from = lookBack ? 0 : Math.max(0, t - 1);
  const kept = !lookBack && t === s.adjusted.date.length - 1 ? s.latestPatterns : undefined;
  const cache = new IndicatorCache(barsUpTo(s, t), undefined, kept ? { masks: kept } : { from });
  const { conditions } = query;
  const fired = new Array<boolean>(conditions.length).fill(false);
  const all = query.match === 'all';
  let matched = all;
  for (const i of cheapestFirst(conditions)) {
    const ok = holds(conditions[i]!, cache, t);
    fired[i] = ok;
    if (all && !ok) return undefined;
    if (!all && ok) matched = true;
  }
  if (!matched) return undefined;
  const previous = t >= 1 ? s.adjusted.close[t - 1]! : Number.NaN;
  const change = t >= 1 ? s.adjusted.close[t]! - previous : null;
  return {
    symbol: s.symbol,
    ltp: s.traded.close[t]!,
    // A price move, to the paisa (a difference of two closes carries floating-point dust); the percent from the
    // exact difference.
    change: change === null ? null : toPaisa(change),
    changePercent: change === null ? null : (change / previous) * 100,
    volume: s.traded.volume[t]!,
    values: conditions.map((rule, i) => ruleValue(rule, cache, t, fired[i]!)),
  };
}

/**
 * Every session on which a scan of `conditions` lists stock `s`, 1 per bar of its history (0 elsewhere): the
 * back-test's buy signal of the conditions, which reads nothing after each session, so that an event study of a
 * scan (or any caller wanting all sessions at once) gets what a scan of each session would list.
 */
export function scanMatches(s: ScanSymbol, conditions: readonly BacktestRule[], match: Match): Uint8Array {
  const n = s.adjusted.date.length;
  const cache = new IndicatorCache(barsUpTo(s, n - 1));
  return signalFlags(strategySignal(conditions, cache, match), n, 0, n - 1);
}

/**
 * A scan (docs/decisions/scans.md): the stocks of `symbols` (the universe or a sector, as the caller chooses) with
 * a bar on session `query.day` whose conditions all hold (`all`) or at least one holds (`any`) on that session, by
 * symbol. Each stock is read only up to that session, so a past session gives the list a market cut there gives;
 * every condition is evaluated as the back-test's buy signal evaluates it, so a back-test of the conditions fires
 * on exactly the sessions the scan matches.
 */
export function scan(symbols: readonly ScanSymbol[], query: ScanQuery): ScanRow[] {
  const rows: ScanRow[] = [];
  for (const s of symbols) {
    const row = scanSymbol(s, query);
    if (row) rows.push(row);
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}
