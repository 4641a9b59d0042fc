import { describe, expect, it } from 'vitest';
import { COLUMNS, ROWS } from '../../../test-support/list-rows';
import type { ListColumn } from './list-column';
import { cellText } from './list-column';
import { csvFileName, rowsCsv } from './rows-csv';

describe('the list CSV', () => {
  it('writes the columns shown, in the order given, rounded as shown without separators', () => {
    expect(rowsCsv([ROWS[2]!, ROWS[0]!], COLUMNS)).toBe(
      "Symbol,Volume Increase (%),Today's Volume,LTP\r\n" +
        'UPPER,150.46,2000000,180.13\r\n' +
        'NABIL,150.46,120000,512.30\r\n',
    );
    expect(rowsCsv([], COLUMNS)).toBe("Symbol,Volume Increase (%),Today's Volume,LTP\r\n");
  });

  it('names the file after the screen and its data date', () => {
    expect(csvFileName('volume-shockers', '2026-11-23')).toBe('volume-shockers-2026-11-23.csv');
    expect(csvFileName('volume-shockers', undefined)).toBe('volume-shockers.csv');
  });

  it('shows cells with the product formatting', () => {
    const [symbol, change, volume, price] = COLUMNS;
    const row = ROWS[2]!;
    expect([symbol, change, volume, price].map((c) => cellText(c!, row))).toEqual([
      'UPPER',
      '150.46%',
      '2,000,000',
      '180.13',
    ]);
  });

  it('keeps a date column in AD and adds its Bikram Sambat date beside it in BS, as the table shows it', () => {
    type Dated = { symbol: string; date: string };
    const columns: ListColumn<Dated>[] = [
      { id: 'symbol', header: 'Symbol', kind: 'text', value: (r) => r.symbol },
      { id: 'date', header: 'Breakout Date', kind: 'date', value: (r) => r.date },
    ];
    const rows = [{ symbol: 'NABIL', date: '2021-07-16' }];
    expect(rowsCsv(rows, columns)).toBe('Symbol,Breakout Date\r\nNABIL,2021-07-16\r\n');
    // Shrawan 1 2078 BS is 16 July 2021.
    expect(rowsCsv(rows, columns, 'bs')).toBe(
      'Symbol,Breakout Date,Breakout Date (BS)\r\nNABIL,2021-07-16,2078-04-01\r\n',
    );
    expect(cellText(columns[1]!, rows[0]!, 'bs')).toBe('2078-04-01');
    expect(cellText(columns[1]!, rows[0]!)).toBe('2021-07-16');
  });
});
