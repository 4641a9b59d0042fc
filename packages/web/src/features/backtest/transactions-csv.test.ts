import type { BacktestSummary } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { transactionsCsv, transactionsFileName } from './transactions-csv';

describe('the transactions CSV', () => {
  it('writes every trade to the paisa, traded and adjusted, an open one with empty profit and reason cells', () => {
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
          // A 10 % bonus issue while held: 170 shares bought 10 % dearer, 187 whole shares sold.
          quantity: 187,
          fees: 678.9,
          exit_reason: 'stop-loss',
          buy_price_traded: 563.53,
          buy_quantity_traded: 170,
          sell_price_traded: 540.1,
          sell_quantity_traded: 187,
          buy_fill: 'open',
          sell_fill: 'level',
          waited_sessions: 0,
          rules: { commission: { buy: '2024-05-14', sell: '2024-05-14' }, tax: '2021-07-16' },
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
          exit_reason: null,
          buy_fill: 'close-without-open',
          sell_fill: null,
          waited_sessions: 1,
          rules: { commission: { buy: '2024-05-14', sell: null }, tax: null },
        },
      ],
    } as unknown as BacktestSummary;
    expect(transactionsCsv([summary])).toBe(
      'symbol,buy_date,buy_price_traded,buy_quantity_traded,buy_price_adjusted,quantity,sell_date,' +
        'sell_price_traded,sell_quantity_traded,sell_price_adjusted,fees,profit,profit_percentage,exit_reason,' +
        'commission_rows,tax_row,waited_sessions,buy_fill,sell_fill\r\n' +
        'NABIL,2025-07-01,563.53,170,512.30,187,2025-08-04,540.10,187,540.10,678.90,212.12,4.12,stop-loss,' +
        '2024-05-14,2021-07-16,0,open,level\r\n' +
        'NABIL,2025-09-01,530.00,180,530.00,180,Waiting,531.50,180,531.50,320.20,,,,2024-05-14,,1,close-without-open,\r\n',
    );
    // In BS each date is followed by its Bikram Sambat one (checked against a second converter); Waiting stays.
    const bs = transactionsCsv([summary], 'bs').split('\r\n');
    expect(bs[0]).toMatch(
      /^symbol,buy_date,buy_date_bs,buy_price_traded,.*,sell_date,sell_date_bs,sell_price_traded,/,
    );
    expect(bs[1]).toMatch(/^NABIL,2025-07-01,2082-03-17,563\.53,.*,2025-08-04,2082-04-19,540\.10,/);
    expect(bs[2]).toMatch(/^NABIL,2025-09-01,2082-05-16,530\.00,.*,Waiting,Waiting,531\.50,/);
    // The rulebook rows' dates too: 14 May 2024 is Jestha 1 2081, 16 July 2021 Shrawan 1 2078; none stays empty.
    expect(bs[0]).toMatch(/,commission_rows,commission_rows_bs,tax_row,tax_row_bs,waited_sessions,/);
    expect(bs[1]).toMatch(/,stop-loss,2024-05-14,2081-02-01,2021-07-16,2078-04-01,0,open,level$/);
    expect(bs[2]).toMatch(/,2024-05-14,2081-02-01,,,1,close-without-open,$/);
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
    expect(transactionsCsv([summary]).split('\r\n')[1]).toBe(
      '"A,""B""",2025-07-01,1.00,10,1.00,10,Waiting,1.00,10,1.00,0.00,,,,,,,,',
    );
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
