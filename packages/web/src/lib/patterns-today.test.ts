import { describe, expect, it } from 'vitest';
import { patternsToday } from './patterns-today';

const stock = (symbol: string) => ({
  symbol,
  change: 1,
  changePercent: 1,
  open: 1,
  high: 1,
  low: 1,
  close: 1,
  sector: null,
});

describe('patternsToday', () => {
  it('gathers each stock’s patterns across the three groups, each once', () => {
    const answer = {
      bullish: [{ pattern: 'Hammer', count: 2, stocks: [stock('NABIL'), stock('NICA')] }],
      bearish: [],
      indecision: [
        { pattern: 'Doji', count: 1, stocks: [stock('NABIL')] },
        { pattern: 'Hammer', count: 1, stocks: [stock('NABIL')] },
      ],
    };
    expect(patternsToday(answer)).toEqual(
      new Map([
        ['NABIL', ['Hammer', 'Doji']],
        ['NICA', ['Hammer']],
      ]),
    );
  });
});
