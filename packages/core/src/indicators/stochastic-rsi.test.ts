import { describe, expect, it } from 'vitest';
import { stochasticRsi } from './stochastic-rsi';

describe('stochasticRsi', () => {
  it('is the stochastic of the RSI, hand-computed', () => {
    // RSI 2 of 10, 11, 10.5, 11.5, 11, 12 (changes +1, -0.5, +1, -0.5, +1): averages gain / loss 0.5 / 0.25,
    // 0.75 / 0.125, 0.375 / 0.3125, 0.6875 / 0.15625, so RSI = 200/3, 600/7, 600/11, 2200/27 on bars 2 to 5.
    // Stochastic over 3 RSI values: bar 4 sits on its low (0); bar 5 (2200/27 - 600/11) / (600/7 - 600/11) =
    // 70/81 of the range. %K smoothing 1, %D 2: bar 5 %K 7000/81, %D 3500/81.
    const out = stochasticRsi(Float64Array.from([10, 11, 10.5, 11.5, 11, 12]), 2, 3, 1, 2);
    for (let i = 0; i < 5; i++) expect(Number.isNaN(out.k[i]) && Number.isNaN(out.d[i])).toBe(true);
    expect(out.k[5]).toBeCloseTo(7000 / 81, 10);
    expect(out.d[5]).toBeCloseTo(3500 / 81, 10);
  });

  it('is 0 on a flat RSI window, as TA-Lib has it (Pine has na there)', () => {
    const rising = Float64Array.from({ length: 12 }, (_, i) => 100 + i);
    const out = stochasticRsi(rising, 2, 3, 2, 2);
    expect(Array.from(out.k.subarray(7))).toEqual([0, 0, 0, 0, 0]);
  });
});
