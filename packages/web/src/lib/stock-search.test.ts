import { describe, expect, it } from 'vitest';
import { matchStocks, resolveSymbol } from './stock-search';

const STOCKS = [
  { symbol: 'KDBY', name: 'Kankai Dhanabriddhi Bikas Yojana', id: 4, nepseId: 4 },
  { symbol: 'NABIL', name: 'Nabil Bank Limited', id: 1, nepseId: 1 },
  { symbol: 'SANIMA', name: 'Sanima Bank Limited', id: 2, nepseId: 2 },
  { symbol: 'UPPER', name: 'Upper Tamakoshi Hydropower', id: 3, nepseId: 3 },
  { symbol: 'NABILD87', name: 'Nabil Debenture 2087', id: 5, nepseId: 5 },
  { symbol: 'SNABIL', name: 'Some Other Fund', id: 6, nepseId: 6 },
];

const symbols = (query: string, limit?: number) => matchStocks(STOCKS, query, limit).map((s) => s.symbol);

describe('matchStocks', () => {
  it('matches a case-insensitive substring of the symbol or the name', () => {
    expect(symbols('bank')).toEqual(['NABIL', 'SANIMA']);
    expect(symbols('PER')).toEqual(['UPPER']);
    expect(symbols(' tamakoshi ')).toEqual(['UPPER']);
  });

  it('ranks an exact symbol, then symbol prefixes, symbol parts and names, list order within each', () => {
    expect(symbols('nab')).toEqual(['NABIL', 'NABILD87', 'SNABIL', 'KDBY']);
    expect(symbols('NABIL')).toEqual(['NABIL', 'NABILD87', 'SNABIL']);
    expect(symbols('nabild')).toEqual(['NABILD87']);
  });

  it('returns nothing for blank text and stops at the limit, after ranking', () => {
    expect(matchStocks(STOCKS, '   ')).toEqual([]);
    expect(symbols('nab', 2)).toEqual(['NABIL', 'NABILD87']);
  });
});

describe('resolveSymbol', () => {
  it('reads a typed text as Enter does: the first match, else the text itself, blank as no symbol', () => {
    expect(resolveSymbol(STOCKS, 'nab')).toBe('NABIL');
    expect(resolveSymbol(STOCKS, 'tamakoshi')).toBe('UPPER');
    expect(resolveSymbol(STOCKS, ' xyz ')).toBe('XYZ');
    expect(resolveSymbol(STOCKS, '  ')).toBe('');
    expect(resolveSymbol([], 'nica')).toBe('NICA');
  });
});
