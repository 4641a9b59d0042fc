import { describe, expect, it } from 'vitest';
import type { Bars } from '../series';
import type { ScreenSymbol } from './screen-market';
import {
  BEARISH_TREND_SIGNALS,
  BULLISH_TREND_SIGNALS,
  rsiSignal,
  trendSignals,
  trendSignalsAt,
} from './trend-signals';

const DAY = 20_000;

/** Bars on consecutive calendar days ending on `lastDay`: high 1 % above the close, low 1 % below, open = close. */
function bars(closes: number[], volumes: number[] = closes.map(() => 100), lastDay = DAY): Bars {
  const n = closes.length;
  return {
    date: Int32Array.from(closes, (_, i) => lastDay - (n - 1) + i),
    open: Float64Array.from(closes),
    high: Float64Array.from(closes, (c) => c * 1.01),
    low: Float64Array.from(closes, (c) => c * 0.99),
    close: Float64Array.from(closes),
    volume: Float64Array.from(volumes),
  };
}

function stock(symbol: string, closes: number[], volumes?: number[], lastDay = DAY): ScreenSymbol {
  const b = bars(closes, volumes, lastDay);
  return { symbol, adjusted: b, traded: b };
}

const signalsOf = (closes: number[], volumes?: number[]) => {
  const b = bars(closes, volumes);
  return trendSignalsAt(b, b, closes.length - 1);
};

// 400 daily closes rising 1 % a day (each day's change larger than the one before), and 400 falling faster each
// day, 1000 - 1.01^i: the averages lag behind the close, MACD runs away from its signal, every range is a
// new high (a new low), so only +DM (-DM) counts and ADX is 100; RSI is 100 (0): no day goes the other way.
const RISING = Array.from({ length: 400 }, (_, i) => 100 * 1.01 ** i);
const FALLING = Array.from({ length: 400 }, (_, i) => 1000 - 1.01 ** i);

describe('trendSignalsAt', () => {
  it('on a steady rise: every bullish trend check, and RSI 100 overbought', () => {
    expect(signalsOf(RISING)).toEqual({
      positive: [
        'close-above-sma-20',
        'close-above-sma-50',
        'close-above-sma-200',
        'sma-50-above-sma-200',
        'macd-above-signal',
        'plus-di-above-minus-di',
        'supertrend-up',
        'near-365-day-high',
      ],
      negative: ['rsi-overbought'],
    });
  });

  it('on a steady fall: every bearish trend check, and RSI 0 oversold', () => {
    expect(signalsOf(FALLING)).toEqual({
      positive: ['rsi-oversold'],
      negative: [
        'close-below-sma-20',
        'close-below-sma-50',
        'close-below-sma-200',
        'sma-50-below-sma-200',
        'macd-below-signal',
        'minus-di-above-plus-di',
        'supertrend-down',
        'near-365-day-low',
      ],
    });
  });

  it('holds no check whose indicator is still warming up', () => {
    // 5 sessions: no SMA 20, no RSI 14 (15 closes), no Supertrend 10, no year of history.
    expect(signalsOf([10, 11, 12, 13, 14])).toEqual({ positive: [], negative: [] });
    // 60 sessions: SMA 20 and 50, MACD, RSI, ADX and Supertrend are there; SMA 200 and the year are not.
    const { positive, negative } = signalsOf(RISING.slice(0, 60));
    expect(positive).toEqual([
      'close-above-sma-20',
      'close-above-sma-50',
      'macd-above-signal',
      'plus-di-above-minus-di',
      'supertrend-up',
    ]);
    expect(negative).toEqual(['rsi-overbought']);
  });

  it("flags volume above 1.5 x the mean of the 20 sessions before today, on the side of the day's change", () => {
    // The 20 sessions before today trade 100 each (the mean is 100 exactly); the session before them, 10,000,
    // is not in the mean. 151 is above 150; with today in the mean, (1,900 + 151) / 20 x 1.5 = 153.8 would not be.
    const volumes = (today: number) => [
      ...RISING.slice(0, 378).map(() => 100),
      10_000,
      ...Array(20).fill(100),
      today,
    ];
    const up = RISING.slice(0, 400);
    const down = [...RISING.slice(0, 399), RISING[397] as number];
    const flat = [...RISING.slice(0, 399), RISING[398] as number];
    expect(signalsOf(up, volumes(151)).positive).toContain('high-volume-up-day');
    expect(signalsOf(up, volumes(150)).positive).not.toContain('high-volume-up-day');
    expect(signalsOf(down, volumes(151)).negative).toContain('high-volume-down-day');
    expect(signalsOf(down, volumes(151)).positive).not.toContain('high-volume-up-day');
    const still = signalsOf(flat, volumes(1_000));
    expect([...still.positive, ...still.negative]).not.toContain('high-volume-up-day');
    expect(still.negative).not.toContain('high-volume-down-day');
  });

  it('reads the 365-day high and low over the calendar days ending today, from a year of history', () => {
    // 399 days at 100 (high 101, low 99), today 96.5 (low 95.535): 96.5 >= 0.95 x 101 = 95.95, <= 1.05 x 95.535.
    const flat = [...Array(399).fill(100), 96.5];
    expect(signalsOf(flat).positive).toContain('near-365-day-high');
    expect(signalsOf(flat).negative).toContain('near-365-day-low');
    // A close of 110 (high 111.1) 364 days before today is in the window: 96.5 < 0.95 x 111.1 = 105.545.
    const inside = [...flat];
    inside[399 - 364] = 110;
    expect(signalsOf(inside).positive).not.toContain('near-365-day-high');
    // 365 days before today it is not.
    const outside = [...flat];
    outside[399 - 365] = 110;
    expect(signalsOf(outside).positive).toContain('near-365-day-high');
    // A listing of 364 days has no 365-day range.
    const young = signalsOf(flat.slice(-364));
    expect(young.positive).not.toContain('near-365-day-high');
    expect(young.negative).not.toContain('near-365-day-low');
  });
});

describe('rsiSignal', () => {
  it('puts each edge in one band: 30 oversold, 50 from 50 to 70, 70 overbought', () => {
    expect(rsiSignal(0)).toBe('rsi-oversold');
    expect(rsiSignal(30)).toBe('rsi-oversold');
    expect(rsiSignal(30.01)).toBe('rsi-30-to-50');
    expect(rsiSignal(49.99)).toBe('rsi-30-to-50');
    expect(rsiSignal(50)).toBe('rsi-50-to-70');
    expect(rsiSignal(69.99)).toBe('rsi-50-to-70');
    expect(rsiSignal(70)).toBe('rsi-overbought');
    expect(rsiSignal(100)).toBe('rsi-overbought');
    expect(rsiSignal(Number.NaN)).toBeUndefined();
  });
});

describe('trendSignals', () => {
  it('lists by symbol the symbols that traded on the latest session and show a check, with their LTP', () => {
    const rows = trendSignals({
      latestDay: DAY,
      symbols: [
        stock('UP', RISING),
        stock('DOWN', FALLING),
        stock('OLD', RISING, undefined, DAY - 1),
        stock('NEW', [10, 11, 12, 13, 14]),
      ],
    });
    expect(rows.map((r) => r.symbol)).toEqual(['DOWN', 'UP']);
    expect(rows[1]?.ltp).toBe(RISING[399]);
    expect(rows[0]?.negative).toContain('supertrend-down');
  });

  it('names each bullish check with its bearish mirror, the same number of each', () => {
    expect(BULLISH_TREND_SIGNALS).toHaveLength(11);
    expect(BEARISH_TREND_SIGNALS).toHaveLength(11);
    expect(new Set([...BULLISH_TREND_SIGNALS, ...BEARISH_TREND_SIGNALS]).size).toBe(22);
  });
});
