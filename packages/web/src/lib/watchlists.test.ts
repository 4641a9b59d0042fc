import { describe, expect, it } from 'vitest';
import {
  activeList,
  EMPTY_BOOK,
  isWatched,
  parseBook,
  readBook,
  WATCHLISTS_KEY,
  type WatchlistBook,
  withActiveList,
  withNewList,
  withoutList,
  withSymbolToggled,
  writeBook,
} from './watchlists';

/** A storage of one map, as localStorage behaves. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

const TWO: WatchlistBook = {
  lists: [
    { name: 'Banks', symbols: ['NABIL', 'NICA'] },
    { name: 'Hydro', symbols: ['UPPER'] },
  ],
  active: 'Hydro',
  alerts: [],
  fired: [],
};

describe('watchlists', () => {
  it('makes "My watchlist" for the first star, and the star then takes the stock out again', () => {
    const once = withSymbolToggled(EMPTY_BOOK, 'NABIL');
    expect(once).toEqual({
      lists: [{ name: 'My watchlist', symbols: ['NABIL'] }],
      active: 'My watchlist',
      alerts: [],
      fired: [],
    });
    expect(isWatched(once, 'NABIL')).toBe(true);
    const twice = withSymbolToggled(once, 'NABIL');
    expect(twice.lists).toEqual([{ name: 'My watchlist', symbols: [] }]);
    expect(isWatched(twice, 'NABIL')).toBe(false);
  });

  it('adds to the active list only, at its end', () => {
    const book = withSymbolToggled(TWO, 'NHPC');
    expect(book.lists).toEqual([
      { name: 'Banks', symbols: ['NABIL', 'NICA'] },
      { name: 'Hydro', symbols: ['UPPER', 'NHPC'] },
    ]);
    expect(isWatched(book, 'NABIL')).toBe(false);
    expect(isWatched(withActiveList(book, 'Banks'), 'NABIL')).toBe(true);
  });

  it('falls back to the first list when the active name is gone, and moves the active one when it is removed', () => {
    expect(activeList({ ...TWO, active: 'Gone' })?.name).toBe('Banks');
    expect(withoutList(TWO, 'Hydro')).toEqual({ ...TWO, lists: [TWO.lists[0]], active: 'Banks' });
    expect(withoutList(TWO, 'Banks').active).toBe('Hydro');
    expect(withoutList(withoutList(TWO, 'Banks'), 'Hydro')).toEqual(EMPTY_BOOK);
  });

  it('refuses a new list with an empty name or one taken in any case', () => {
    expect(withNewList(TWO, '  ')).toBeUndefined();
    expect(withNewList(TWO, ' banks ')).toBeUndefined();
    expect(withNewList(TWO, ' Tech ')).toEqual({
      ...TWO,
      lists: [...TWO.lists, { name: 'Tech', symbols: [] }],
      active: 'Tech',
    });
  });

  it('keeps the book in storage and reads nothing from a text that is not a book', () => {
    const storage = memoryStorage();
    expect(readBook(storage)).toEqual(EMPTY_BOOK);
    expect(writeBook(TWO, storage)).toBe(true);
    expect(readBook(storage)).toEqual(TWO);
    storage.setItem(WATCHLISTS_KEY, '{"lists": 3}');
    expect(readBook(storage)).toEqual(EMPTY_BOOK);
    expect(parseBook('not json')).toEqual(EMPTY_BOOK);
  });

  it('says so when the browser refuses to keep the book', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeBook(TWO, full)).toBe(false);
  });
});
