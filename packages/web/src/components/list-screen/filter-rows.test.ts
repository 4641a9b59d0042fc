import { describe, expect, it } from 'vitest';
import { ROWS } from '../../../test-support/list-rows';
import { filterRows } from './filter-rows';

const symbols = (rows: { symbol: string }[]) => rows.map((r) => r.symbol);

describe('filterRows', () => {
  it('keeps symbols holding the search in any case', () => {
    expect(symbols(filterRows(ROWS, 'ab', ''))).toEqual(['NABIL']);
    expect(symbols(filterRows(ROWS, ' p ', ''))).toEqual(['AHPC', 'UPPER']);
    expect(symbols(filterRows(ROWS, '', ''))).toEqual(symbols(ROWS));
    expect(filterRows(ROWS, 'XYZ', '')).toEqual([]);
  });

  it('keeps the chosen sector only, with the search', () => {
    expect(symbols(filterRows(ROWS, '', 'Hydro Power'))).toEqual(['AHPC', 'UPPER']);
    expect(symbols(filterRows(ROWS, 'up', 'Hydro Power'))).toEqual(['UPPER']);
    expect(filterRows(ROWS, 'NABIL', 'Hydro Power')).toEqual([]);
  });
});
