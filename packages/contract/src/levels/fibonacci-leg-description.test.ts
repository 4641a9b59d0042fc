import { describe, expect, it } from 'vitest';
import { fibonacciLegDescription } from './fibonacci-leg-description';

describe('fibonacciLegDescription', () => {
  it('names the swing point the current move starts from, or says why the confirmed swing is kept', () => {
    const low = { date: '2026-08-17', price: 1455, kind: 'low' } as const;
    expect(fibonacciLegDescription('current', low)).toBe('Current move since the swing low of 2026-08-17');
    expect(fibonacciLegDescription('current', { ...low, kind: 'high' })).toBe(
      'Current move since the swing high of 2026-08-17',
    );
    expect(fibonacciLegDescription('confirmed', low)).toBe(
      'Last confirmed swing: the move since is under half its size',
    );
  });
});
