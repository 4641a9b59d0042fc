import type { BacktestSummary, Transaction } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { hasActiveSignal, keptSelection, listedSummaries } from './results-view';

const trade = (sell_date: string): Transaction => ({
  buy_date: '2025-07-01',
  buy_price: 100,
  sell_date,
  sell_price: 110,
  profit: sell_date === 'Waiting' ? null : 90,
  profit_percentage: sell_date === 'Waiting' ? null : 9,
  quantity: 10,
  fees: 10,
});

const summary = (stock_symbol: string, sells: string[]) =>
  ({ stock_symbol, transactions: sells.map(trade) }) as unknown as BacktestSummary;

describe('the results view', () => {
  const all = [
    summary('ADBL', ['2025-08-01']),
    summary('NABIL', ['2025-08-01', 'Waiting']),
    summary('UPPER', []),
  ];

  it('lists every stock, or those with an open position', () => {
    expect(all.map(hasActiveSignal)).toEqual([false, true, false]);
    expect(listedSummaries(all, false).map((s) => s.stock_symbol)).toEqual(['ADBL', 'NABIL', 'UPPER']);
    expect(listedSummaries(all, true).map((s) => s.stock_symbol)).toEqual(['NABIL']);
  });

  it('keeps the selection while listed, else takes the first, else none', () => {
    expect(keptSelection(['ADBL', 'NABIL'], 'NABIL')).toBe('NABIL');
    expect(keptSelection(['NABIL'], 'ADBL')).toBe('NABIL');
    expect(keptSelection(['ADBL', 'NABIL'], undefined)).toBe('ADBL');
    expect(keptSelection([], 'ADBL')).toBeUndefined();
  });
});
