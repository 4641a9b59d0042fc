import { describe, expect, it } from 'vitest';
import { matchStocks } from './stock-search';

const STOCKS = [
  { symbol: 'NABIL', name: 'Nabil Bank Limited', id: 1, nepseId: 1 },
  { symbol: 'SANIMA', name: 'Sanima Bank Limited', id: 2, nepseId: 2 },
  { symbol: 'UPPER', name: 'Upper Tamakoshi Hydropower', id: 3, nepseId: 3 },
];

describe('matchStocks', () => {
  it('matches a case-insensitive substring of the symbol or the name, in list order', () => {
    expect(matchStocks(STOCKS, 'bank').map((s) => s.symbol)).toEqual(['NABIL', 'SANIMA']);
    expect(matchStocks(STOCKS, 'PER').map((s) => s.symbol)).toEqual(['UPPER']);
    expect(matchStocks(STOCKS, ' tamakoshi ').map((s) => s.symbol)).toEqual(['UPPER']);
  });

  it('returns nothing for blank text and stops at the limit', () => {
    expect(matchStocks(STOCKS, '   ')).toEqual([]);
    expect(matchStocks(STOCKS, 'a', 2).map((s) => s.symbol)).toEqual(['NABIL', 'SANIMA']);
  });
});
