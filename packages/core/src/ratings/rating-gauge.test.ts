import { describe, expect, it } from 'vitest';
import { buyShare, gaugeBand, needleAngle } from './rating-gauge';

describe('rating gauge', () => {
  it('puts each band edge in the lower band and just above it in the next', () => {
    expect(gaugeBand(0)).toBe('Strong Sell');
    expect(gaugeBand(20)).toBe('Strong Sell');
    expect(gaugeBand(20.001)).toBe('Sell');
    expect(gaugeBand(40)).toBe('Sell');
    expect(gaugeBand(40.001)).toBe('Neutral');
    expect(gaugeBand(60)).toBe('Neutral');
    expect(gaugeBand(60.001)).toBe('Buy');
    expect(gaugeBand(80)).toBe('Buy');
    expect(gaugeBand(80.001)).toBe('Strong Buy');
    expect(gaugeBand(100)).toBe('Strong Buy');
  });

  it('clamps the value to 0..100', () => {
    expect(gaugeBand(-5)).toBe('Strong Sell');
    expect(gaugeBand(150)).toBe('Strong Buy');
    expect(needleAngle(-5)).toBe(-90);
    expect(needleAngle(150)).toBe(90);
    expect(needleAngle(Number.NaN)).toBe(-90);
  });

  it('sweeps the needle from -90 to +90 degrees', () => {
    expect(needleAngle(0)).toBe(-90);
    expect(needleAngle(50)).toBe(0);
    expect(needleAngle(100)).toBe(90);
    expect(needleAngle(25)).toBe(-45);
  });

  it('reads the buy share from a summary, a missing one or a zero total as 0', () => {
    expect(buyShare({ buy: 3, sell: 9, neutral: 3, total: 15 })).toBe(20);
    expect(buyShare({ buy: 12, sell: 0, neutral: 3, total: 15 })).toBe(80);
    expect(buyShare(undefined)).toBe(0);
    expect(buyShare(null)).toBe(0);
    expect(buyShare({})).toBe(0);
    expect(buyShare({ buy: 0, sell: 0, neutral: 0, total: 0 })).toBe(0);
    expect(buyShare({ buy: 5, total: 4 })).toBe(100);
  });
});
