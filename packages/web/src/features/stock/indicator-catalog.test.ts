import { allocateBars } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { clampParam, defaultParams, ICHIMOKU_DISPLACEMENT, OSCILLATORS, OVERLAYS } from './indicator-catalog';

const bars = (closes: number[]) => {
  const b = allocateBars(closes.length);
  closes.forEach((c, i) => {
    b.open[i] = b.high[i] = b.low[i] = b.close[i] = c;
    b.volume[i] = 1;
  });
  return b;
};

describe('indicator catalogue', () => {
  it('draws SMA 3 of 1..5 as 2, 3, 4 after two warm-up bars, named with its period', () => {
    const [line] = OVERLAYS[0].lines(bars([1, 2, 3, 4, 5]), { period: 3 });
    expect(line?.name).toBe('SMA 3');
    expect(Array.from(line?.values ?? [])).toEqual([Number.NaN, Number.NaN, 2, 3, 4]);
  });

  it("draws Ichimoku's spans 25 bars ahead and its two lines in place", () => {
    const ichimoku = OVERLAYS.find((o) => o.id === 'ichimoku')!;
    const lines = ichimoku.lines(bars(Array.from({ length: 60 }, (_, i) => i)), defaultParams(ichimoku));
    expect(lines.map((l) => [l.name, l.shift])).toEqual([
      ['Conversion', 0],
      ['Base', 0],
      ['Span A', ICHIMOKU_DISPLACEMENT - 1],
      ['Span B', ICHIMOKU_DISPLACEMENT - 1],
    ]);
  });

  it("gives MACD's histogram as a histogram and RSI its 30 and 70 guides", () => {
    const macd = OSCILLATORS.find((o) => o.id === 'macd')!;
    const lines = macd.lines(bars(Array.from({ length: 40 }, (_, i) => i)), defaultParams(macd));
    expect(lines.map((l) => [l.name, l.style])).toEqual([
      ['Histogram', 'histogram'],
      ['MACD', 'line'],
      ['Signal', 'line'],
    ]);
    expect(OSCILLATORS[0].guides).toEqual([30, 70]);
  });

  it('keeps a typed setting inside its bounds, on its step, and the default for what is no number', () => {
    const period = OVERLAYS[0].params[0];
    expect(clampParam(period, 0)).toBe(1);
    expect(clampParam(period, 14.4)).toBe(14);
    expect(clampParam(period, 9999)).toBe(500);
    expect(clampParam(period, Number.NaN)).toBe(20);
    const deviations = OVERLAYS[2].params[1];
    expect(clampParam(deviations, 2.3)).toBe(2.5);
  });
});
