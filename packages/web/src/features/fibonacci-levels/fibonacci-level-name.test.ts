import { describe, expect, it } from 'vitest';
import { fibonacciLevelName } from './fibonacci-level-name';

describe('fibonacciLevelName', () => {
  it('names a level by its kind and its ratio in percent, one decimal at most', () => {
    expect(fibonacciLevelName({ kind: 'retracement', ratio: 0 })).toBe('Retracement 0%');
    expect(fibonacciLevelName({ kind: 'retracement', ratio: 0.236 })).toBe('Retracement 23.6%');
    expect(fibonacciLevelName({ kind: 'retracement', ratio: 0.5 })).toBe('Retracement 50%');
    expect(fibonacciLevelName({ kind: 'retracement', ratio: 1 })).toBe('Retracement 100%');
    expect(fibonacciLevelName({ kind: 'extension', ratio: 1.618 })).toBe('Extension 161.8%');
  });
});
