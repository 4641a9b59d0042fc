import { describe, expect, it } from 'vitest';
import { backtestLinkFor } from './backtest-link';

describe('backtestLinkFor', () => {
  it('chooses the symbol', () => {
    expect(backtestLinkFor('NABIL')).toBe('/dashboard/backtest?symbol=NABIL');
  });

  it('writes one rule a side, its fields URI-encoded in brackets', () => {
    const link = backtestLinkFor('NABIL', {
      buy: { name: 'SMA CROSSOVER', fields: { sma1_length: '50', condition: '>' } },
      sell: { name: 'MACD', fields: {} },
    });
    const params = new URL(link, 'http://localhost').searchParams;
    expect(params.getAll('buy')).toEqual(['SMA CROSSOVER(sma1_length=50,condition=%3E)']);
    expect(params.getAll('sell')).toEqual(['MACD']);
  });
});
