import { z } from 'zod';
import { firedAlertSchema, watchAlertSchema } from './watch-alert';

/** Local-storage key of the watchlists, their alerts and the list the stars add to. */
export const WATCHLISTS_KEY = 'watchlists';
/** Told to the open page when this tab changes the lists (another tab's change comes as a `storage` event). */
export const WATCHLISTS_EVENT = 'watchlists-change';
/** The list a first star creates. */
export const FIRST_LIST_NAME = 'My watchlist';

/** A named list of symbols, in the order added. */
export const watchlistSchema = z.object({
  name: z.string().trim().min(1),
  symbols: z.array(z.string().trim().min(1)),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

/**
 * Everything the browser keeps: the lists, the one the stars add to (by name), the alerts, and the latest firings
 * (kept with them so that a firing in any tab shows on the Watchlist page; not exported).
 */
export const watchlistBookSchema = z.object({
  lists: z.array(watchlistSchema),
  active: z.string(),
  alerts: z.array(watchAlertSchema),
  fired: z.array(firedAlertSchema).default([]),
});
export type WatchlistBook = z.infer<typeof watchlistBookSchema>;

export const EMPTY_BOOK: WatchlistBook = { lists: [], active: '', alerts: [], fired: [] };

/** The book a stored text holds; an empty one when there is none or it is not a book. */
export function parseBook(text: string | null): WatchlistBook {
  if (text === null) return EMPTY_BOOK;
  try {
    const parsed = watchlistBookSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY_BOOK;
  } catch {
    return EMPTY_BOOK;
  }
}

/** The list the stars add to: the active one, else the first; undefined before any list exists. */
export function activeList(book: WatchlistBook): Watchlist | undefined {
  return book.lists.find((l) => l.name === book.active) ?? book.lists[0];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the active list holds `symbol`. */
export function isWatched(book: WatchlistBook, symbol: string): boolean {
  return activeList(book)?.symbols.includes(symbol) ?? false;
}

/** The book with `symbol` added to the active list (created as "My watchlist" when none), or taken out of it. */
export function withSymbolToggled(book: WatchlistBook, symbol: string): WatchlistBook {
  const list = activeList(book);
  if (list === undefined) {
    return { ...book, lists: [{ name: FIRST_LIST_NAME, symbols: [symbol] }], active: FIRST_LIST_NAME };
  }
  const symbols = list.symbols.includes(symbol)
    ? list.symbols.filter((s) => s !== symbol)
    : [...list.symbols, symbol];
  return { ...book, active: list.name, lists: book.lists.map((l) => (l === list ? { ...l, symbols } : l)) };
}

/** The book with a new empty list `name` made active; unchanged (undefined) when the name is empty or taken. */
export function withNewList(book: WatchlistBook, name: string): WatchlistBook | undefined {
  const trimmed = name.trim();
  if (trimmed === '' || book.lists.some((l) => sameName(l.name, trimmed))) return undefined;
  return { ...book, lists: [...book.lists, { name: trimmed, symbols: [] }], active: trimmed };
}

/** The book without list `name`; the first remaining list becomes active when it was. */
export function withoutList(book: WatchlistBook, name: string): WatchlistBook {
  const lists = book.lists.filter((l) => l.name !== name);
  return { ...book, lists, active: book.active === name ? (lists[0]?.name ?? '') : book.active };
}

/** The book with list `name` active. */
export const withActiveList = (book: WatchlistBook, name: string): WatchlistBook => ({
  ...book,
  active: name,
});

/** Reads the stored book; an empty one when storage is off or holds something else. */
export function readBook(storage: Pick<Storage, 'getItem'> = localStorage): WatchlistBook {
  try {
    return parseBook(storage.getItem(WATCHLISTS_KEY));
  } catch {
    return EMPTY_BOOK;
  }
}

/** Keeps the book and tells this tab's page; false when the browser refuses (storage off or full). */
export function writeBook(book: WatchlistBook, storage: Pick<Storage, 'setItem'> = localStorage): boolean {
  try {
    storage.setItem(WATCHLISTS_KEY, JSON.stringify(book));
  } catch {
    return false;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(WATCHLISTS_EVENT));
  return true;
}
