import { windowHighsInto, windowLowsInto } from '../indicators/window-extremes';
import { atMost, exceeds } from '../tie';
import type { FilterRule } from './filter-rule';
import type { TradedBars } from './traded-bars';

/**
 * The columns the filters read of one symbol: the back-adjusted closes, highs and lows (for ratios, which an issue
 * must not move) and the session's traded close, traded volume and traded value (for the figures a person reads
 * off NEPSE's own page).
 */
export interface FilterSeries {
  readonly close: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly tradedClose: Float64Array;
  readonly tradedVolume: Float64Array;
  /** The stored traded value in Rs, NaN where the data has none. */
  readonly turnover?: Float64Array;
  /** The relative-strength rank on each session, NaN where not ranked; absent: never ranked. */
  readonly rsRank?: Float64Array;
}

/**
 * The filter columns of bars: the traded columns where the bars carry them, else recovered from the adjusted bars
 * (a back-adjusted volume is the traded volume times the bar's factor, traded close / adjusted close; a bar whose
 * closes are not both positive, a bad print of 0 in the data, has no factor to read and keeps its volume).
 */
export function filterSeries(bars: TradedBars): FilterSeries {
  const tradedClose = bars.tradedClose ?? bars.close;
  let tradedVolume = bars.tradedVolume;
  if (!tradedVolume) {
    tradedVolume = new Float64Array(bars.volume.length);
    for (let t = 0; t < tradedVolume.length; t++) {
      const factor = tradedClose[t]! > 0 && bars.close[t]! > 0 ? tradedClose[t]! / bars.close[t]! : 1;
      tradedVolume[t] = bars.volume[t]! / factor;
    }
  }
  return {
    close: bars.close,
    high: bars.high,
    low: bars.low,
    tradedClose,
    tradedVolume,
    ...(bars.turnover && { turnover: bars.turnover }),
    ...(bars.rsRank && { rsRank: bars.rsRank }),
  };
}

/** Within [min, max], ties included; an absent bound does not limit; never for a value that is not a number. */
function inBounds(value: number, min: number | undefined, max: number | undefined): boolean {
  if (Number.isNaN(value)) return false;
  return (min === undefined || atMost(min, value)) && (max === undefined || atMost(value, max));
}

/** The session's traded value: the stored turnover, else traded volume x traded close. */
function turnoverAt(s: FilterSeries, t: number): number {
  const stored = s.turnover?.[t];
  return stored !== undefined && Number.isFinite(stored) ? stored : s.tradedVolume[t]! * s.tradedClose[t]!;
}

/** The change of session t against the adjusted previous close, in percent; NaN on the first session. */
function changePercentAt(s: FilterSeries, t: number): number {
  if (t < 1) return Number.NaN;
  const previous = s.close[t - 1]!;
  return ((s.close[t]! - previous) / previous) * 100;
}

/** Mean of `values` over the `sessions` sessions before t (t excluded), summed oldest first; NaN when too few. */
function previousMean(values: Float64Array, t: number, sessions: number): number {
  if (t < sessions) return Number.NaN;
  let sum = 0;
  for (let i = t - sessions; i < t; i++) sum += values[i]!;
  return sum / sessions;
}

/** Highest (or lowest) of `values` over the `sessions` sessions before t, t excluded; NaN when too few. */
function previousExtreme(values: Float64Array, t: number, sessions: number, lowest: boolean): number {
  if (t < sessions) return Number.NaN;
  let extreme = values[t - sessions]!;
  for (let i = t - sessions + 1; i < t; i++) {
    extreme = lowest ? Math.min(extreme, values[i]!) : Math.max(extreme, values[i]!);
  }
  return extreme;
}

/** The highest of `values`. */
function highestOf(values: Float64Array): number {
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) high = Math.max(high, value);
  return high;
}

/** The lowest of `values`. */
function lowestOf(values: Float64Array): number {
  let low = Number.POSITIVE_INFINITY;
  for (const value of values) low = Math.min(low, value);
  return low;
}

/** (highest close - lowest close) / lowest close over the `sessions` sessions ending at t; NaN when too few. */
function rangeWidthAt(close: Float64Array, t: number, sessions: number): number {
  if (t < sessions - 1) return Number.NaN;
  const window = close.subarray(t - sessions + 1, t + 1);
  const min = lowestOf(window);
  return (highestOf(window) - min) / min;
}

/** out[t] = the highest (lowest) of `values` over the `sessions` sessions ending at t; NaN before the first full window. */
function windowColumn(values: Float64Array, sessions: number, lowest: boolean): Float64Array {
  const out = new Float64Array(values.length).fill(Number.NaN);
  if (values.length >= sessions)
    (lowest ? windowLowsInto : windowHighsInto)(values, sessions, sessions - 1, out);
  return out;
}

/** Whether session k's close is above the highest close of the `lookback` sessions before it (ties are no breakout). */
function breaksOut(close: Float64Array, k: number, lookback: number): boolean {
  return exceeds(close[k]!, previousExtreme(close, k, lookback, false));
}

/** The close within `percent` % below `high`, a tie included; never against NaN. */
const nearHigh = (close: number, high: number, percent: number) => atMost(high * (1 - percent / 100), close);
/** The close within `percent` % above `low`, a tie included; never against NaN. */
const nearLow = (close: number, low: number, percent: number) => atMost(close, low * (1 + percent / 100));
/** (max - min) / min at most `percent` / 100, a tie included; never for NaN. */
const narrow = (min: number, max: number, percent: number) => atMost((max - min) / min, percent / 100);

/** The latest of the last `within` sessions up to t that broke out over `lookback`, or -1. */
function latestBreakout(close: Float64Array, t: number, lookback: number, within: number): number {
  for (let k = t; k > t - within && k >= lookback; k--) if (breaksOut(close, k, lookback)) return k;
  return -1;
}

/**
 * The figure a filter compares on session t, as a scan shows it: the traded close, the change in %, the volume as a
 * multiple of the earlier mean, the turnover in Rs, the close's distance below the high (above the low) in %, the
 * range's width in %, the latest breakout's close above its earlier high in %, the count of sessions. NaN where it
 * is not known (too few sessions; no breakout).
 */
export function filterValue(rule: FilterRule, s: FilterSeries, t: number): number {
  switch (rule.kind) {
    case 'price':
      return s.tradedClose[t]!;
    case 'change-percent':
      return changePercentAt(s, t);
    case 'volume-ratio': {
      const mean = previousMean(s.tradedVolume, t, rule.sessions);
      return mean > 0 ? s.tradedVolume[t]! / mean : Number.NaN;
    }
    case 'turnover':
      return turnoverAt(s, t);
    case 'near-high': {
      const high = previousExtreme(s.high, t, rule.sessions, false);
      return ((high - s.close[t]!) / high) * 100;
    }
    case 'near-low': {
      const low = previousExtreme(s.low, t, rule.sessions, true);
      return ((s.close[t]! - low) / low) * 100;
    }
    case 'range-width':
      return rangeWidthAt(s.close, t, rule.sessions) * 100;
    case 'breakout': {
      const k = latestBreakout(s.close, t, rule.lookback, rule.within);
      return k < 0 ? Number.NaN : (s.close[k]! / previousExtreme(s.close, k, rule.lookback, false) - 1) * 100;
    }
    case 'listed-sessions':
      return t + 1;
    case 'rs-rank':
      return s.rsRank?.[t] ?? Number.NaN;
  }
}

/**
 * Whether a filter holds on session t (docs/decisions/scans.md); every comparison follows the tie rule. The
 * volume ratio compares the increase in percent, `(volume / mean - 1) x 100` against `(multiple - 1) x 100`, as
 * Volume Shockers does; the range width the fraction against `percent / 100`, as Consolidating Stocks does.
 */
export function filterHolds(rule: FilterRule, s: FilterSeries, t: number): boolean {
  switch (rule.kind) {
    case 'price':
      return inBounds(s.tradedClose[t]!, rule.min, rule.max);
    case 'change-percent':
      return inBounds(changePercentAt(s, t), rule.min, rule.max);
    case 'volume-ratio': {
      const mean = previousMean(s.tradedVolume, t, rule.sessions);
      return mean > 0 && atMost((rule.multiple - 1) * 100, (s.tradedVolume[t]! / mean - 1) * 100);
    }
    case 'turnover':
      return atMost(rule.min, turnoverAt(s, t));
    case 'near-high':
      return nearHigh(s.close[t]!, previousExtreme(s.high, t, rule.sessions, false), rule.percent);
    case 'near-low':
      return nearLow(s.close[t]!, previousExtreme(s.low, t, rule.sessions, true), rule.percent);
    case 'range-width': {
      if (t < rule.sessions - 1) return false;
      const window = s.close.subarray(t - rule.sessions + 1, t + 1);
      return narrow(lowestOf(window), highestOf(window), rule.percent);
    }
    case 'breakout':
      return latestBreakout(s.close, t, rule.lookback, rule.within) >= 0;
    case 'listed-sessions':
      return t + 1 >= rule.min;
    case 'rs-rank':
      return atMost(rule.min, s.rsRank?.[t] ?? Number.NaN);
  }
}

/**
 * Where a filter holds over the whole history, 1 per session: the column a back-test's signal reads. Each session
 * makes `filterHolds`'s comparison on the same figures (a window's extreme is exact however it is found, so the
 * windows roll here, TA-Lib's tracker, instead of being searched each session; a breakout reads each session's own
 * breakout once, then looks back `within`), so that a scan of one session and a back-test can never disagree.
 */
export function filterMask(rule: FilterRule, s: FilterSeries): Uint8Array {
  const n = s.close.length;
  const out = new Uint8Array(n);
  const { close } = s;
  switch (rule.kind) {
    case 'near-high':
    case 'near-low': {
      // The extreme of the sessions before t is the window's ending at t - 1 (exact, whichever way it is found).
      const low = rule.kind === 'near-low';
      const extreme = windowColumn(low ? s.low : s.high, rule.sessions, low);
      for (let t = rule.sessions; t < n; t++) {
        const before = extreme[t - 1]!;
        out[t] = +(low
          ? nearLow(close[t]!, before, rule.percent)
          : nearHigh(close[t]!, before, rule.percent));
      }
      return out;
    }
    case 'range-width': {
      const highs = windowColumn(close, rule.sessions, false);
      const lows = windowColumn(close, rule.sessions, true);
      for (let t = rule.sessions - 1; t < n; t++) out[t] = +narrow(lows[t]!, highs[t]!, rule.percent);
      return out;
    }
    case 'breakout': {
      const highs = windowColumn(close, rule.lookback, false);
      let last = -1;
      for (let t = 0; t < n; t++) {
        if (t >= rule.lookback && exceeds(close[t]!, highs[t - 1]!)) last = t;
        out[t] = +(last >= 0 && last > t - rule.within);
      }
      return out;
    }
    default:
      for (let t = 0; t < n; t++) out[t] = +filterHolds(rule, s, t);
      return out;
  }
}
