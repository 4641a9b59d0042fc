import type { BacktestSummary } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { transactionsCsv, transactionsFileName } from './transactions-csv';

describe('the transactions CSV', () => {
  it('writes every trade unrounded, an open one with empty profit cells', () => {
    const summary = {
      stock_symbol: 'NABIL',
      transactions: [
        {
          buy_date: '2025-07-01',
          buy_price: 512.3,
          sell_date: '2025-08-04',
          sell_price: 540.1,
          profit: 212.123456789,
          profit_percentage: 4.1234,
          quantity: 190,
          fees: 678.9,
        },
        {
          buy_date: '2025-09-01',
          buy_price: 530,
          sell_date: 'Waiting',
          sell_price: 531.5,
          profit: null,
          profit_percentage: null,
          quantity: 180,
          fees: 320.2,
        },
      ],
    } as unknown as BacktestSummary;
    expect(transactionsCsv([summary])).toBe(
      'symbol,buy_date,buy_price,quantity,sell_date,sell_price,fees,profit,profit_percentage\r\n' +
        'NABIL,2025-07-01,512.3,190,2025-08-04,540.1,678.9,212.123456789,4.1234\r\n' +
        'NABIL,2025-09-01,530,180,Waiting,531.5,320.2,,\r\n',
    );
    expect(transactionsFileName('NABIL', '2025-06-23', '2026-03-10')).toBe(
      'backtest-NABIL-2025-06-23-to-2026-03-10.csv',
    );
  });

  it('quotes a cell that holds a comma or a quote', () => {
    const trade = { buy_date: '2025-07-01', buy_price: 1, sell_date: 'Waiting', sell_price: 1, profit: null };
    const summary = {
      stock_symbol: 'A,"B"',
      transactions: [{ ...trade, profit_percentage: null, quantity: 10, fees: 0 }],
    } as unknown as BacktestSummary;
    expect(transactionsCsv([summary]).split('\r\n')[1]).toBe('"A,""B""",2025-07-01,1,10,Waiting,1,0,,');
  });

  it("writes a run's stocks one after the other under one header", () => {
    const trade = { buy_date: '2025-07-01', buy_price: 2, sell_date: '2025-07-09', sell_price: 3, profit: 8 };
    const row = { ...trade, profit_percentage: 40, quantity: 10, fees: 2 };
    const summaries = [
      { stock_symbol: 'ADBL', transactions: [row, { ...row, buy_date: '2025-08-01' }] },
      { stock_symbol: 'NABIL', transactions: [] },
      { stock_symbol: 'UPPER', transactions: [row] },
    ] as unknown as BacktestSummary[];
    expect(
      transactionsCsv(summaries)
        .split('\r\n')
        .map((line) => line.split(',').slice(0, 2).join(' ')),
    ).toEqual(['symbol buy_date', 'ADBL 2025-07-01', 'ADBL 2025-08-01', 'UPPER 2025-07-01', '']);
  });
});
