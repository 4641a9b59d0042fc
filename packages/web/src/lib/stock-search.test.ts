import type { StockListEntry } from '@nepse/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchStocks, resolveSymbol } from './stock-search';

/** Latest-session turnovers in Rs: NABBC trades less than NABIL, as on the day `nab` + Enter opened NABBC. */
const STOCKS: StockListEntry[] = [
  { symbol: 'KDBY', name: 'Kankai Dhanabriddhi Bikas Yojana', id: 4, nepseId: 4, turnover: 9e6 },
  { symbol: 'NABBC', name: 'Narayani Development Bank', id: 7, nepseId: 7, turnover: 2.5e6 },
  { symbol: 'NABIL', name: 'Nabil Bank Limited', id: 1, nepseId: 1, turnover: 41e6 },
  { symbol: 'NABILD87', name: 'Nabil Debenture 2087', id: 5, nepseId: 5, turnover: 0 },
  { symbol: 'NABILP', name: 'Nabil Bank Promoter', id: 8, nepseId: 8, turnover: 0 },
  { symbol: 'SANIMA', name: 'Sanima Bank Limited', id: 2, nepseId: 2, turnover: 12e6 },
  { symbol: 'SNABIL', name: 'Some Other Fund', id: 6, nepseId: 6, turnover: 99e6 },
  { symbol: 'UPPER', name: 'Upper Tamakoshi Hydropower', id: 3, nepseId: 3, turnover: 30e6 },
];

const symbols = (query: string, limit?: number) => matchStocks(STOCKS, query, limit).map((s) => s.symbol);

/** The ranking as written, plainly: four groups in turn, each filtered from the whole list. */
function reference(stocks: readonly StockListEntry[], query: string): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const sym = (s: StockListEntry) => s.symbol.toLowerCase();
  const exact = stocks.filter((s) => sym(s) === q);
  const prefixes = stocks
    .filter((s) => sym(s) !== q && sym(s).startsWith(q))
    .sort((a, b) => (a.turnover !== b.turnover ? b.turnover - a.turnover : a.symbol.localeCompare(b.symbol)));
  const parts = stocks.filter((s) => !sym(s).startsWith(q) && sym(s).includes(q));
  const names = stocks.filter((s) => !sym(s).includes(q) && s.name.toLowerCase().includes(q));
  return [...exact, ...prefixes, ...parts, ...names].map((s) => s.symbol);
}

describe('matchStocks', () => {
  it('matches a case-insensitive substring of the symbol or the name', () => {
    expect(symbols('bank')).toEqual(['NABBC', 'NABIL', 'NABILP', 'SANIMA']);
    expect(symbols('PER')).toEqual(['UPPER']);
    expect(symbols(' tamakoshi ')).toEqual(['UPPER']);
  });

  it("ranks an exact symbol, then symbol prefixes by the latest session's turnover, symbol parts and names", () => {
    // NABIL (Rs 41 M) before NABBC (Rs 2.5 M); NABILD87 and NABILP tie at 0, by symbol; SNABIL holds "nab".
    expect(symbols('nab')).toEqual(['NABIL', 'NABBC', 'NABILD87', 'NABILP', 'SNABIL', 'KDBY']);
    expect(symbols('  NAB ')).toEqual(symbols('nab'));
    // The exact symbol first, whatever the turnover of the longer ones.
    expect(symbols('NABIL')).toEqual(['NABIL', 'NABILD87', 'NABILP', 'SNABIL']);
    expect(symbols('nabild')).toEqual(['NABILD87']);
  });

  it('agrees with the rule written plainly on any list and query', () => {
    const letters = fc.constantFrom('A', 'B', 'N');
    const entry = fc.record({
      symbol: fc.string({ unit: letters, minLength: 1, maxLength: 4 }),
      name: fc.string({ unit: fc.constantFrom('a', 'b', 'n', ' '), maxLength: 6 }),
      turnover: fc.constantFrom(0, 1e6, 2e6),
    });
    const list = fc
      .uniqueArray(entry, { selector: (e) => e.symbol, maxLength: 12 })
      .map((entries) => entries.map((e, i) => ({ ...e, id: i, nepseId: i })));
    const query = fc.string({ unit: fc.constantFrom('a', 'B', 'n', ' '), minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(list, query, (stocks, q) => {
        expect(matchStocks(stocks, q, 100).map((s) => s.symbol)).toEqual(reference(stocks, q));
      }),
    );
  });

  it('returns nothing for blank text and stops at the limit, after ranking', () => {
    expect(matchStocks(STOCKS, '   ')).toEqual([]);
    expect(symbols('nab', 2)).toEqual(['NABIL', 'NABBC']);
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
