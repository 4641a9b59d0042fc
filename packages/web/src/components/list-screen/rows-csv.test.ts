import { describe, expect, it } from 'vitest';
import { COLUMNS, ROWS } from '../../../test-support/list-rows';
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
});
