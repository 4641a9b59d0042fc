import { describe, expect, it } from 'vitest';
import type { WatchAlert } from './watch-alert';
import { parseWatchlistFile, watchlistFileText, withImported } from './watchlist-file';
import type { WatchlistBook } from './watchlists';

const ALERT: WatchAlert = { id: 'a1', symbol: 'NABIL', kind: 'price', direction: 'above', level: 600 };
const BOOK: WatchlistBook = {
  lists: [
    { name: 'Banks', symbols: ['NABIL', 'NICA'] },
    { name: 'Hydro', symbols: ['UPPER'] },
  ],
  active: 'Banks',
  alerts: [ALERT],
  fired: [{ id: 1, at: '12:00:00', text: 'NABIL crossed above 500.00: now 505.00.' }],
};

describe('the watchlist file', () => {
  it('reads back what it wrote', () => {
    const text = watchlistFileText(BOOK);
    expect(JSON.parse(text)).toMatchObject({ format: 'nepse-watchlists', version: 1 });
    expect(JSON.parse(text)).not.toHaveProperty('fired');
    expect(parseWatchlistFile(text)).toEqual({ file: { lists: BOOK.lists, alerts: BOOK.alerts } });
  });

  it.each([
    ['NABIL,NICA', 'This file is not a watchlist export: it is not JSON text.'],
    ['{"lists": []}', 'This file is not a watchlist export: it lacks "format": "nepse-watchlists".'],
    ['[1, 2]', 'This file is not a watchlist export: it lacks "format": "nepse-watchlists".'],
    [
      '{"format": "nepse-watchlists", "version": 1, "lists": [{"name": "Banks", "symbols": ["NABIL", 7]}]}',
      'This watchlist file cannot be imported: lists[0].symbols[1]: Invalid input: expected string, received number.',
    ],
    [
      '{"format": "nepse-watchlists", "version": 1, "lists": [{"name": "A", "symbols": []}, {"name": "a", "symbols": []}]}',
      'This watchlist file cannot be imported: it names the list "a" twice.',
    ],
    [
      '{"format": "nepse-watchlists", "version": 2, "lists": []}',
      'This watchlist file cannot be imported: version: Invalid input: expected 1.',
    ],
  ])('refuses %s with a message saying why', (text, error) => {
    expect(parseWatchlistFile(text)).toEqual({ error });
  });

  it('adds the imported lists, replacing a list of the same name and an alert of the same id', () => {
    const moved: WatchAlert = { ...ALERT, level: 700 };
    const file = {
      lists: [
        { name: 'banks', symbols: ['SBI'] },
        { name: 'Tech', symbols: ['NTC'] },
      ],
      alerts: [moved],
    };
    expect(withImported(BOOK, file)).toEqual({
      lists: [
        { name: 'Hydro', symbols: ['UPPER'] },
        { name: 'banks', symbols: ['SBI'] },
        { name: 'Tech', symbols: ['NTC'] },
      ],
      // "Banks" was replaced by "banks": the file's first list is the one the stars add to.
      active: 'banks',
      alerts: [moved],
      // What fired here stays: a file holds no firings.
      fired: BOOK.fired,
    });
  });
});
