import { patternKeyOf } from '@nepse/contract';
import {
  type Bars,
  breakoutStocks,
  consolidatingStocks,
  detectPatterns,
  FIFTY_TWO_WEEK_KINDS,
  fiftyTwoWeekHighLow,
  freshIndicatorSignals,
  PATTERN_KEYS,
  type ScreenMarket,
  volumeShockers,
} from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { simulateDemoMarket } from './generate-demo-market';

// The latest-day screens (each computed on the market's latest session), run on the demo market: each must
// find several stocks, as a real market would show. Screens that core defines are asked of core's own
// functions; the others are written here as plainly as possible.
const { dataset: market, shapes } = simulateDemoMarket({ seed: 20160101, endDate: '2026-11-20' });
const stocks = market.prices.filter((p) => p.bars.close.length >= 260);

function count(test: (b: Bars) => boolean): number {
  return stocks.filter((p) => test(p.bars)).length;
}

const lastOf = (b: Bars) => b.close.length - 1;

/** The demo's symbols as core's screens read them, the generated bars standing for adjusted and traded ones. */
const screenMarket: ScreenMarket = {
  latestDay: Math.max(...stocks.map(({ bars: b }) => b.date[lastOf(b)]!)),
  symbols: stocks.map(({ symbol, bars: b }) => ({ symbol, adjusted: b, traded: b })),
};

function mean(values: Float64Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return sum / (to - from);
}

/** TA-Lib's EMA: seeded with the SMA of the first `n` values; NaN before. */
function ema(values: number[], n: number): number[] {
  const out = values.map(() => Number.NaN);
  let e = values.slice(0, n).reduce((s, v) => s + v, 0) / n;
  out[n - 1] = e;
  for (let i = n; i < values.length; i++) {
    e += (2 / (n + 1)) * (values[i]! - e);
    out[i] = e;
  }
  return out;
}

/** Wilder's RSI(n). */
function rsi(close: Float64Array, n: number): number[] {
  const out = Array.from(close, () => Number.NaN);
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= n; i++) {
    const d = close[i]! - close[i - 1]!;
    gain += Math.max(d, 0) / n;
    loss += Math.max(-d, 0) / n;
  }
  out[n] = 100 - 100 / (1 + gain / loss);
  for (let i = n + 1; i < close.length; i++) {
    const d = close[i]! - close[i - 1]!;
    gain = (gain * (n - 1) + Math.max(d, 0)) / n;
    loss = (loss * (n - 1) + Math.max(-d, 0)) / n;
    out[i] = 100 - 100 / (1 + gain / loss);
  }
  return out;
}

/** A candle and TA-Lib's averages over the 10 candles before it. */
function candle(b: Bars, i: number) {
  const [o, h, l, c] = [b.open[i]!, b.high[i]!, b.low[i]!, b.close[i]!];
  let bodies = 0;
  let ranges = 0;
  for (let k = i - 10; k < i; k++) {
    bodies += Math.abs(b.close[k]! - b.open[k]!);
    ranges += b.high[k]! - b.low[k]!;
  }
  return {
    o,
    h,
    l,
    c,
    body: Math.abs(c - o),
    upper: h - Math.max(o, c),
    lower: Math.min(o, c) - l,
    white: c > o,
    black: c < o,
    avgBody: bodies / 10,
    avgRange: ranges / 10,
  };
}

const patterns: Record<string, (b: Bars) => boolean> = {
  Doji: (b) => {
    const x = candle(b, lastOf(b));
    return x.body <= 0.1 * x.avgRange;
  },
  'Bullish Marubozu': (b) => {
    const x = candle(b, lastOf(b));
    return x.white && x.body > x.avgBody && x.upper < 0.1 * x.avgRange && x.lower < 0.1 * x.avgRange;
  },
  'Bearish Marubozu': (b) => {
    const x = candle(b, lastOf(b));
    return x.black && x.body > x.avgBody && x.upper < 0.1 * x.avgRange && x.lower < 0.1 * x.avgRange;
  },
  'Bullish Engulfing': (b) => {
    const [p, x] = [candle(b, lastOf(b) - 1), candle(b, lastOf(b))];
    return p.black && x.white && x.o <= p.c && x.c >= p.o && (x.o < p.c || x.c > p.o);
  },
  'Bearish Engulfing': (b) => {
    const [p, x] = [candle(b, lastOf(b) - 1), candle(b, lastOf(b))];
    return p.white && x.black && x.o >= p.c && x.c <= p.o && (x.o > p.c || x.c < p.o);
  },
  'Bullish Harami': (b) => {
    const [p, x] = [candle(b, lastOf(b) - 1), candle(b, lastOf(b))];
    return (
      p.black &&
      p.body > p.avgBody &&
      x.body < x.avgBody &&
      Math.max(x.o, x.c) < p.o &&
      Math.min(x.o, x.c) > p.c
    );
  },
  'Bearish Harami': (b) => {
    const [p, x] = [candle(b, lastOf(b) - 1), candle(b, lastOf(b))];
    return (
      p.white &&
      p.body > p.avgBody &&
      x.body < x.avgBody &&
      Math.max(x.o, x.c) < p.c &&
      Math.min(x.o, x.c) > p.o
    );
  },
  Hammer: (b) => {
    const [p, x] = [candle(b, lastOf(b) - 1), candle(b, lastOf(b))];
    return (
      x.body < x.avgBody &&
      x.lower > x.body &&
      x.upper < 0.1 * x.avgRange &&
      Math.min(x.o, x.c) <= p.l + 0.2 * x.avgRange
    );
  },
  'Morning Star': (b) => {
    const [a, s, x] = [candle(b, lastOf(b) - 2), candle(b, lastOf(b) - 1), candle(b, lastOf(b))];
    return (
      a.black &&
      a.body > a.avgBody &&
      s.body <= s.avgBody &&
      Math.max(s.o, s.c) < a.c &&
      x.white &&
      x.body > x.avgBody &&
      x.c > a.c + 0.3 * a.body
    );
  },
  'Evening Star': (b) => {
    const [a, s, x] = [candle(b, lastOf(b) - 2), candle(b, lastOf(b) - 1), candle(b, lastOf(b))];
    return (
      a.white &&
      a.body > a.avgBody &&
      s.body <= s.avgBody &&
      Math.min(s.o, s.c) > a.c &&
      x.black &&
      x.body > x.avgBody &&
      x.c < a.c - 0.3 * a.body
    );
  },
};

describe('demo market: the latest day', () => {
  it("has volume shockers: core's screen lists at least 5 on the latest session", () => {
    expect(volumeShockers(screenMarket).length).toBeGreaterThanOrEqual(5);
  });

  it("has breakouts: core's screen lists at least 5 (a close above the previous 50 in the last 5 sessions)", () => {
    expect(breakoutStocks(screenMarket).length).toBeGreaterThanOrEqual(5);
  });

  it("has consolidating stocks: core's screen lists at least 5 (the last 20 closes within 8 %)", () => {
    expect(consolidatingStocks(screenMarket).length).toBeGreaterThanOrEqual(5);
  });

  it("has 52-week highs and lows: core's screen lists at least 3 stocks of each kind", () => {
    const rows = fiftyTwoWeekHighLow(screenMarket);
    for (const kind of FIFTY_TWO_WEEK_KINDS)
      expect(rows.filter((r) => r.kind === kind).length, kind).toBeGreaterThanOrEqual(3);
  });

  it('has volatile stocks: the top quarter by std of the last 20 daily returns stands well above the median', () => {
    const vols = stocks
      .map(({ bars: b }) => {
        const r = Array.from(
          { length: 20 },
          (_, k) => b.close[lastOf(b) - k]! / b.close[lastOf(b) - k - 1]! - 1,
        );
        const m = r.reduce((s, v) => s + v, 0) / 20;
        return Math.sqrt(r.reduce((s, v) => s + (v - m) ** 2, 0) / 20);
      })
      .sort((a, b) => b - a);
    const quarter = vols[Math.floor(vols.length / 4)]!;
    expect(quarter).toBeGreaterThan(1.2 * vols[Math.floor(vols.length / 2)]!);
    expect(quarter).toBeGreaterThan(0.015);
  });

  it('has golden and death crosses of SMA 50 and SMA 200', () => {
    const gap = (b: Bars, i: number) => mean(b.close, i - 49, i + 1) - mean(b.close, i - 199, i + 1);
    const golden = count((b) => gap(b, lastOf(b) - 1) <= 0 && gap(b, lastOf(b)) > 0);
    const death = count((b) => gap(b, lastOf(b) - 1) >= 0 && gap(b, lastOf(b)) < 0);
    expect(golden).toBeGreaterThanOrEqual(2);
    expect(death).toBeGreaterThanOrEqual(2);
  });

  it("has Fresh Indicator Signals by core's rule: golden and death crosses, and most groups listing stocks", () => {
    const sizes = new Map(freshIndicatorSignals(screenMarket).map((g) => [g.key, g.stocks.length]));
    expect(sizes.get('golden-cross')).toBeGreaterThanOrEqual(2);
    expect(sizes.get('death-cross')).toBeGreaterThanOrEqual(2);
    expect([...sizes.values()].filter((n) => n > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('has MACD lines crossing their signal lines, and RSI crossing 30 or 70', () => {
    const macdCross = (b: Bars) => {
      const close = Array.from(b.close);
      const fast = ema(close, 12);
      const slow = ema(close, 26);
      const macd = close.map((_, i) => fast[i]! - slow[i]!).slice(25);
      const signal = ema(macd, 9);
      const n = macd.length - 1;
      const before = macd[n - 1]! - signal[n - 1]!;
      const now = macd[n]! - signal[n]!;
      return (before <= 0 && now > 0) || (before >= 0 && now < 0);
    };
    expect(count(macdCross)).toBeGreaterThanOrEqual(5);
    const rsiCross = (b: Bars) => {
      const r = rsi(b.close, 14);
      const [before, now] = [r[lastOf(b) - 1]!, r[lastOf(b)]!];
      return [30, 70].some((level) => (before <= level && now > level) || (before >= level && now < level));
    };
    expect(count(rsiCross)).toBeGreaterThanOrEqual(3);
  });

  it('shows candlestick patterns: engulfing, hammer, doji, harami, marubozu, morning and evening stars', () => {
    const found = Object.fromEntries(Object.entries(patterns).map(([name, test]) => [name, count(test)]));
    for (const [name, n] of Object.entries(found)) expect(n, name).toBeGreaterThanOrEqual(1);
    const total = Object.values(found).reduce((s, n) => s + n, 0);
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it("shows every one of the spec's 26 patterns to the product's detector, each shaped symbol its own", () => {
    const found = new Set<string>();
    const shapeOf = new Map(shapes.map((s) => [s.symbol, s.shape]));
    const missed: string[] = [];
    for (const { symbol, bars } of market.prices) {
      const last = lastOf(bars);
      const masks = detectPatterns(bars, last);
      for (const key of PATTERN_KEYS) if (masks.byKey[key][last]) found.add(key);
      const key = patternKeyOf(shapeOf.get(symbol) ?? '');
      if (key && !masks.byKey[key][last]) missed.push(`${symbol} ${key}`);
    }
    expect(missed).toEqual([]);
    expect([...found].sort()).toEqual([...PATTERN_KEYS].sort());
  });
});
