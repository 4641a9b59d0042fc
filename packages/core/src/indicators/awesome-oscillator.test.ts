import { describe, expect, it } from 'vitest';
import { awesomeOscillator } from './awesome-oscillator';

describe('awesomeOscillator', () => {
  it('is SMA(fast) - SMA(slow) of (high + low) / 2, hand-computed', () => {
    // Medians 9, 10, 12, 14. SMA 2: -, 9.5, 11, 13. SMA 3: -, -, 31/3, 12. AO: bar 2 11 - 31/3 = 2/3, bar 3 1.
    const out = awesomeOscillator(
      Float64Array.from([10, 12, 14, 16]),
      Float64Array.from([8, 8, 10, 12]),
      2,
      3,
    );
    expect(Number.isNaN(out[0]) && Number.isNaN(out[1])).toBe(true);
    expect(out[2]).toBeCloseTo(2 / 3, 12);
    expect(out[3]).toBeCloseTo(1, 12);
  });
});
