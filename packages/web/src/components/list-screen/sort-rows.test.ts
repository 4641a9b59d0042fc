import { describe, expect, it } from 'vitest';
import { COLUMNS, ROWS } from '../../../test-support/list-rows';
import { sortRows } from './sort-rows';

const symbols = (rows: { symbol: string }[]) => rows.map((r) => r.symbol);

describe('sortRows', () => {
  it('sorts by one key up or down, numbers as numbers', () => {
    expect(symbols(sortRows(ROWS, [{ id: 'volume', desc: false }], COLUMNS))).toEqual([
      'AHPC',
      'SANIMA',
      'NABIL',
      'UPPER',
    ]);
    expect(symbols(sortRows(ROWS, [{ id: 'symbol', desc: true }], COLUMNS))).toEqual([
      'UPPER',
      'SANIMA',
      'NABIL',
      'AHPC',
    ]);
  });

  it('breaks ties with the next key, and keeps the given order without keys or with unknown ones', () => {
    const sorting = [
      { id: 'change', desc: true },
      { id: 'symbol', desc: true },
    ];
    expect(symbols(sortRows(ROWS, sorting, COLUMNS))).toEqual(['AHPC', 'UPPER', 'NABIL', 'SANIMA']);
    expect(symbols(sortRows(ROWS, [], COLUMNS))).toEqual(symbols(ROWS));
    expect(symbols(sortRows(ROWS, [{ id: 'nope', desc: true }], COLUMNS))).toEqual(symbols(ROWS));
  });
});
