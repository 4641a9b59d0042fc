import type { FilterRule } from '../src/backtest/filter-rule';
import type { TradedBars } from '../src/backtest/traded-bars';

/**
 * The scan filters of docs/decisions/scans.md read session by session, as plainly as possible, for tests to hold
 * the engine's filter columns against: windows taken with `subarray` and `Math.max`, figures written out.
 */

/** Ties are ties: values within 1e-9 of each other, relative to the larger of their magnitudes and 1, are equal. */
const tied = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);
/** a >= b, a tie counting as equal; false for NaN. */
const atLeast = (a: number, b: number) => a >= b || tied(a, b);

/** The session's traded columns: as the bars carry them, else read back through each bar's factor. */
export function tradedColumns(bars: TradedBars): { close: Float64Array; volume: Float64Array } {
  const close = bars.tradedClose ?? bars.close;
  // A bar whose closes are not both positive (a bad print of 0) has no factor to read: its volume stands as it is.
  const factor = (t: number) => (close[t]! > 0 && bars.close[t]! > 0 ? close[t]! / bars.close[t]! : 1);
  const volume = bars.tradedVolume ?? Float64Array.from(bars.volume, (v, t) => v / factor(t));
  return { close, volume };
}

/** Whether filter `rule` holds on session t of `bars`, from the definitions alone. */
export function referenceFilter(bars: TradedBars, rule: FilterRule): (t: number) => boolean {
  const { close, high, low } = bars;
  const traded = tradedColumns(bars);
  const inBounds = (x: number, min?: number, max?: number) =>
    !Number.isNaN(x) && (min === undefined || atLeast(x, min)) && (max === undefined || atLeast(max, x));
  switch (rule.kind) {
    case 'price':
      return (t) => inBounds(traded.close[t]!, rule.min, rule.max);
    case 'change-percent':
      return (t) => t > 0 && inBounds((close[t]! / close[t - 1]! - 1) * 100, rule.min, rule.max);
    case 'volume-ratio':
      return (t) => {
        if (t < rule.sessions) return false;
        const before = Array.from(traded.volume.subarray(t - rule.sessions, t));
        const mean = before.reduce((s, v) => s + v, 0) / rule.sessions;
        return mean > 0 && atLeast(traded.volume[t]! / mean, rule.multiple);
      };
    case 'turnover':
      return (t) => {
        const stored = bars.turnover?.[t];
        const value =
          stored !== undefined && Number.isFinite(stored) ? stored : traded.volume[t]! * traded.close[t]!;
        return atLeast(value, rule.min);
      };
    case 'near-high':
      return (t) =>
        t >= rule.sessions &&
        atLeast(close[t]!, Math.max(...high.subarray(t - rule.sessions, t)) * (1 - rule.percent / 100));
    case 'near-low':
      return (t) =>
        t >= rule.sessions &&
        atLeast(Math.min(...low.subarray(t - rule.sessions, t)) * (1 + rule.percent / 100), close[t]!);
    case 'range-width':
      return (t) => {
        if (t + 1 < rule.sessions) return false;
        const window = close.subarray(t + 1 - rule.sessions, t + 1);
        const lowest = Math.min(...window);
        return atLeast(rule.percent / 100, (Math.max(...window) - lowest) / lowest);
      };
    case 'breakout':
      return (t) => {
        for (let k = t; k > t - rule.within; k--) {
          if (k < rule.lookback) break;
          const highest = Math.max(...close.subarray(k - rule.lookback, k));
          if (close[k]! > highest && !tied(close[k]!, highest)) return true;
        }
        return false;
      };
    case 'listed-sessions':
      return (t) => t + 1 >= rule.min;
    case 'rs-rank':
      return (t) => atLeast(bars.rsRank?.[t] ?? Number.NaN, rule.min);
  }
}

/**
 * The figure filter `rule` compares on session t, from its definition alone (NaN where it is not known): the traded
 * close, the change in %, the volume over the earlier mean, the turnover, the close's distance below the earlier
 * high (above the earlier low) in %, the range's width in %, the latest breakout's close above its earlier high in %,
 * the count of sessions.
 */
export function referenceFilterValue(bars: TradedBars, rule: FilterRule, t: number): number {
  const { close, high, low } = bars;
  const traded = tradedColumns(bars);
  switch (rule.kind) {
    case 'price':
      return traded.close[t]!;
    case 'change-percent':
      return t > 0 ? (close[t]! / close[t - 1]! - 1) * 100 : Number.NaN;
    case 'volume-ratio': {
      if (t < rule.sessions) return Number.NaN;
      const before = Array.from(traded.volume.subarray(t - rule.sessions, t));
      const mean = before.reduce((s, v) => s + v, 0) / rule.sessions;
      return mean > 0 ? traded.volume[t]! / mean : Number.NaN;
    }
    case 'turnover': {
      const stored = bars.turnover?.[t];
      return stored !== undefined && Number.isFinite(stored) ? stored : traded.volume[t]! * traded.close[t]!;
    }
    case 'near-high': {
      if (t < rule.sessions) return Number.NaN;
      const highest = Math.max(...high.subarray(t - rule.sessions, t));
      return (1 - close[t]! / highest) * 100;
    }
    case 'near-low': {
      if (t < rule.sessions) return Number.NaN;
      const lowest = Math.min(...low.subarray(t - rule.sessions, t));
      return (close[t]! / lowest - 1) * 100;
    }
    case 'range-width': {
      if (t + 1 < rule.sessions) return Number.NaN;
      const window = close.subarray(t + 1 - rule.sessions, t + 1);
      return (Math.max(...window) / Math.min(...window) - 1) * 100;
    }
    case 'breakout': {
      for (let k = t; k > t - rule.within && k >= rule.lookback; k--) {
        const highest = Math.max(...close.subarray(k - rule.lookback, k));
        if (close[k]! > highest && !tied(close[k]!, highest)) return (close[k]! / highest - 1) * 100;
      }
      return Number.NaN;
    }
    case 'listed-sessions':
      return t + 1;
    case 'rs-rank':
      return bars.rsRank?.[t] ?? Number.NaN;
  }
}
