import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openLessWithin, openWindow } from './open-window';

describe('openWindow', () => {
  it('counts the sessions whose opens each rule reads, worked by hand', () => {
    const sma = {
      kind: 'sma',
      direction: 'above',
      period: 20,
      source: 'close',
      averageSource: 'close',
    } as const;
    expect(openWindow(sma)).toBe(0);
    expect(openWindow({ ...sma, source: 'open' })).toBe(1);
    expect(openWindow({ ...sma, averageSource: 'open' })).toBe(20);
    // Starting reads the session before too.
    expect(openWindow({ ...sma, averageSource: 'open', trigger: 'starts' })).toBe(21);
    expect(openWindow({ ...sma, source: 'open', trigger: 'starts' })).toBe(2);
    const cross = {
      kind: 'ema-crossover',
      direction: 'above',
      period1: 9,
      source1: 'open',
      period2: 21,
      source2: 'close',
    } as const;
    // EMA 9 of the open at t and t - 1: bars t - 9 to t.
    expect(openWindow(cross)).toBe(10);
    expect(openWindow({ ...cross, source2: 'open' })).toBe(22);
    expect(openWindow({ ...cross, source1: 'close' })).toBe(0);
    const rsi = { kind: 'rsi', direction: 'above', period: 14, level: 50, source: 'open' } as const;
    // 14 changes: 15 opens.
    expect(openWindow(rsi)).toBe(15);
    const rsiCross = {
      kind: 'rsi-crossover',
      direction: 'above',
      period: 14,
      source: 'open',
      against: 'sma',
      againstPeriod: 9,
    } as const;
    // SMA 9 of RSI 14: RSI values t - 8 to t, each of 15 opens, 23 opens; at t - 1 too: 24.
    expect(openWindow(rsiCross)).toBe(24);
    // RSI 14 against RSI 30: 31 opens, 32 with the session before.
    expect(openWindow({ ...rsiCross, against: 'rsi', againstPeriod: 30 })).toBe(32);
    const macd = {
      kind: 'macd',
      direction: 'above',
      fast: 12,
      slow: 26,
      signal: 9,
      level: 0,
      source: 'open',
    } as const;
    // The signal, EMA 9 of the line, reads the line at t - 8 to t, each of 26 opens: 34.
    expect(openWindow(macd)).toBe(34);
    const bands = {
      kind: 'bollinger-bands',
      direction: 'below',
      period: 20,
      deviations: 2,
      band: 'lower',
      source: 'open',
    } as const;
    expect(openWindow(bands)).toBe(20);
    expect(
      openWindow({ kind: 'supertrend', direction: 'above', period: 10, factor: 3, source: 'open' }),
    ).toBe(1);
    expect(openWindow({ kind: 'williams-r', direction: 'above', period: 14, level: -50 })).toBe(0);
  });
});

describe('openLessWithin', () => {
  it('marks the sessions whose last n sessions hold a flagged one', () => {
    const flags = Uint8Array.from([0, 1, 0, 0, 0, 1, 0]);
    expect([...openLessWithin(flags, 3)]).toEqual([0, 1, 1, 1, 0, 1, 1]);
    expect(openLessWithin(flags, 1)).toBe(flags);
  });

  it('agrees with a plain look back over the window on random flags', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), fc.integer({ min: 1, max: 40 }), (drawn, n) => {
        const flags = Uint8Array.from(drawn, Number);
        const marked = openLessWithin(flags, n);
        for (let t = 0; t < flags.length; t++) {
          const plain = flags.subarray(Math.max(0, t - n + 1), t + 1).includes(1);
          expect(marked[t]).toBe(plain ? 1 : 0);
        }
      }),
    );
  });
});
