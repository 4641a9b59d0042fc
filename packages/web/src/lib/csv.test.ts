import { describe, expect, it } from 'vitest';
import { csvCell, csvLines, csvText, withBsDates } from './csv';

describe('CSV', () => {
  it('quotes text holding a comma, quote or line break, and leaves null empty', () => {
    expect(csvCell('Hotels, Tourism')).toBe('"Hotels, Tourism"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
  });

  it('ends every line with CRLF', () => {
    expect(
      csvText([
        ['Symbol', 'LTP'],
        ['NABIL', 512.3],
      ]),
    ).toBe('Symbol,LTP\r\nNABIL,512.3\r\n');
  });

  it('reads CSV text back into its cells: quoted commas, quotes and line breaks, CRLF or LF', () => {
    const lines = [
      ['Sector', 'Note', 'LTP'],
      ['Hotels, Tourism', 'say "hi"\r\nagain', '12.5'],
      ['', 'NABIL', ''],
    ];
    expect(csvLines(csvText(lines))).toEqual(lines);
    expect(csvLines('a,b\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(csvLines('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(csvLines('')).toEqual([]);
  });

  it('adds a Bikram Sambat column after each date column, leaving other cells of it as they are', () => {
    const lines = [
      ['buy_date', 'sell_date', 'profit'],
      ['2024-04-13', 'Waiting', null],
      ['2021-07-16', '2024-07-16', 12.5],
    ];
    // Baisakh 1 2081 BS is 13 April 2024; Shrawan 1 2078 and 2081 are 16 July 2021 and 2024.
    expect(withBsDates(lines, [0, 1], (h) => `${h}_bs`)).toEqual([
      ['buy_date', 'buy_date_bs', 'sell_date', 'sell_date_bs', 'profit'],
      ['2024-04-13', '2081-01-01', 'Waiting', 'Waiting', null],
      ['2021-07-16', '2078-04-01', '2024-07-16', '2081-04-01', 12.5],
    ]);
    expect(withBsDates([], [0], (h) => h)).toEqual([]);
    // A pair of dates a/b: each converted; Jestha 1 2081 BS is 14 May 2024.
    expect(withBsDates([['rows'], ['2024-04-13/2024-05-14']], [0], (h) => `${h}_bs`)).toEqual([
      ['rows', 'rows_bs'],
      ['2024-04-13/2024-05-14', '2081-01-01/2081-02-01'],
    ]);
  });
});
