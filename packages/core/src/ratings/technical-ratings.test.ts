import { describe, expect, it } from 'vitest';
import { allocateBars, type Bars } from '../series';
import { technicalRatings } from './technical-ratings';

/** `n` sessions on consecutive days whose close moves by `step` a day from 1000, high / low 1 away, volume 1000. */
function linearBars(n: number, step: number): Bars {
  const bars = allocateBars(n);
  for (let i = 0; i < n; i++) {
    const close = 1000 + step * i;
    bars.date[i] = 20000 + i;
    bars.open[i] = close;
    bars.close[i] = close;
    bars.high[i] = close + 1;
    bars.low[i] = close - 1;
    bars.volume[i] = 1000;
  }
  return bars;
}

/** The row of `name` in a group. */
function rowNamed<T extends { name: string }>(rows: readonly T[], name: string): T {
  const found = rows.find((r) => r.name === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

describe('technicalRatings', () => {
  it('names the 15 moving averages and 11 oscillators as TradingView does', () => {
    const ratings = technicalRatings(linearBars(300, 1));
    expect(ratings?.movingAverages.map((r) => r.name)).toEqual([
      'Simple Moving Average (10)',
      'Simple Moving Average (20)',
      'Simple Moving Average (30)',
      'Simple Moving Average (50)',
      'Simple Moving Average (100)',
      'Simple Moving Average (200)',
      'Exponential Moving Average (10)',
      'Exponential Moving Average (20)',
      'Exponential Moving Average (30)',
      'Exponential Moving Average (50)',
      'Exponential Moving Average (100)',
      'Exponential Moving Average (200)',
      'Ichimoku Base Line (9, 26, 52, 26)',
      'Volume Weighted Moving Average (20)',
      'Hull Moving Average (9)',
    ]);
    expect(ratings?.oscillators.map((r) => r.name)).toEqual([
      'Relative Strength Index (14)',
      'Stochastic %K (14, 3, 3)',
      'Commodity Channel Index (20)',
      'Average Directional Index (14)',
      'Awesome Oscillator',
      'Momentum (10)',
      'MACD Level (12, 26)',
      'Stochastic RSI Fast (3, 3, 14, 14)',
      'Williams Percent Range (14)',
      'Bull Bear Power',
      'Ultimate Oscillator (7, 14, 28)',
    ]);
  });

  it('on a steady rise every lagging average is below the close: BUY, Ichimoku in bullish order too', () => {
    // Close 1299 on the last of 300 sessions: SMA 10 = 1299 - 4.5; Ichimoku base = midpoint of 26 = 1299 - 12.5.
    const ratings = technicalRatings(linearBars(300, 1));
    const mas = ratings?.movingAverages ?? [];
    expect(rowNamed(mas, 'Simple Moving Average (10)')).toEqual({
      name: 'Simple Moving Average (10)',
      value: 1294.5,
      action: 'BUY',
    });
    expect(rowNamed(mas, 'Simple Moving Average (200)').value).toBe(1299 - 99.5);
    expect(rowNamed(mas, 'Ichimoku Base Line (9, 26, 52, 26)')).toEqual({
      name: 'Ichimoku Base Line (9, 26, 52, 26)',
      value: 1286.5,
      action: 'BUY',
    });
    // The Hull MA has no lag on a straight line: its value is the close itself.
    expect(rowNamed(mas, 'Hull Moving Average (9)').value).toBeCloseTo(1299, 9);
    const others = mas.filter((r) => r.name !== 'Hull Moving Average (9)');
    expect(others.every((r) => r.action === 'BUY')).toBe(true);
  });

  it('on a steady fall the averages are above the close: SELL', () => {
    const ratings = technicalRatings(linearBars(300, -1));
    const mas = (ratings?.movingAverages ?? []).filter((r) => r.name !== 'Hull Moving Average (9)');
    expect(mas.every((r) => r.action === 'SELL')).toBe(true);
    expect(ratings?.movingAverageSummary.sell).toBeGreaterThanOrEqual(14);
  });

  it('rates flat oscillators NEUTRAL with their exact values', () => {
    const oscillators = technicalRatings(linearBars(300, 1))?.oscillators ?? [];
    // Momentum 10 of a line rising 1 a day is 10 each day: not rising, not falling.
    expect(rowNamed(oscillators, 'Momentum (10)')).toEqual({
      name: 'Momentum (10)',
      value: 10,
      action: 'NEUTRAL',
    });
    // Buying pressure 1 over a true range 2 on every period: UO = 50.
    expect(rowNamed(oscillators, 'Ultimate Oscillator (7, 14, 28)')).toEqual({
      name: 'Ultimate Oscillator (7, 14, 28)',
      value: 50,
      action: 'NEUTRAL',
    });
    // Highest high close + 1, lowest low close - 14: %R = -100 / 15, above -20 but not falling.
    const wr = rowNamed(oscillators, 'Williams Percent Range (14)');
    expect(wr.value).toBeCloseTo(-100 / 15, 12);
    expect(wr.action).toBe('NEUTRAL');
  });

  it('does not cast the votes of indicators still warming up, and leaves them out of the summary', () => {
    const ratings = technicalRatings(linearBars(40, 1));
    const mas = ratings?.movingAverages ?? [];
    expect(rowNamed(mas, 'Simple Moving Average (50)')).toEqual({
      name: 'Simple Moving Average (50)',
      value: null,
      action: null,
    });
    // Cast on 40 sessions: SMA and EMA 10, 20, 30, VWMA 20 and HMA 9; Ichimoku needs 52 + 26 sessions.
    expect(rowNamed(mas, 'Ichimoku Base Line (9, 26, 52, 26)').action).toBeNull();
    expect(ratings?.movingAverageSummary.total).toBe(8);
    const summary = ratings?.movingAverageSummary;
    expect((summary?.buy ?? 0) + (summary?.sell ?? 0) + (summary?.neutral ?? 0)).toBe(8);
  });

  it('rates each of the last 20 sessions, the latest one as the two groups together', () => {
    const bars = linearBars(300, 1);
    const ratings = technicalRatings(bars);
    const strip = ratings?.strip ?? [];
    expect(strip.map((s) => s.date)).toEqual(Array.from(bars.date.subarray(280)));
    const latest = strip[strip.length - 1];
    const ma = ratings?.movingAverageSummary;
    const osc = ratings?.oscillatorSummary;
    expect(latest?.summary).toEqual({
      buy: (ma?.buy ?? 0) + (osc?.buy ?? 0),
      sell: (ma?.sell ?? 0) + (osc?.sell ?? 0),
      neutral: (ma?.neutral ?? 0) + (osc?.neutral ?? 0),
      total: 26,
    });
    expect(technicalRatings(linearBars(5, 1))?.strip).toHaveLength(5);
  });

  it('answers undefined for no bars', () => {
    expect(technicalRatings(allocateBars(0))).toBeUndefined();
  });
});
