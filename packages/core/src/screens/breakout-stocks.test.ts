import { describe, expect, it } from 'vitest';
import { breakoutSession } from './breakout-stocks';

/** 50 closes of 100, then the given ones. */
const series = (...tail: number[]) => Float64Array.from([...Array.from({ length: 50 }, () => 100), ...tail]);

describe('breakoutSession', () => {
  it('finds a close above the highest of the 50 sessions before it, on one of the last 5', () => {
    const close = series(99, 101, 99, 99, 99);
    expect(breakoutSession(close, close.length - 1)).toBe(51);
  });

  it('takes the latest breakout when there are several', () => {
    const close = series(101, 102, 99);
    expect(breakoutSession(close, close.length - 1)).toBe(51);
  });

  it('needs a close strictly above the high, within the last 5 sessions', () => {
    expect(breakoutSession(series(100, 100), 51)).toBe(-1);
    const old = series(101, 99, 99, 99, 99, 99);
    expect(breakoutSession(old, old.length - 1)).toBe(-1);
  });

  it('needs 50 earlier sessions', () => {
    expect(breakoutSession(Float64Array.from([1, 2, 3]), 2)).toBe(-1);
  });
});
