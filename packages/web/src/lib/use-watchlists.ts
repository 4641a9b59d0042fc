import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseBook, WATCHLISTS_EVENT, WATCHLISTS_KEY, type WatchlistBook, writeBook } from './watchlists';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === WATCHLISTS_KEY) onChange();
  };
  window.addEventListener(WATCHLISTS_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(WATCHLISTS_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored text: a string compares by value, so an unchanged store renders nothing again. */
function storedText(): string | null {
  try {
    return localStorage.getItem(WATCHLISTS_KEY);
  } catch {
    return null;
  }
}

/** The prerendered page has no storage: no lists. */
const serverText = () => null;

/**
 * The watchlists kept in this browser, followed across every star of the page and every tab, and `update`, which
 * writes a changed book (false when the browser refuses to keep it).
 */
export function useWatchlists(): {
  book: WatchlistBook;
  update: (change: (book: WatchlistBook) => WatchlistBook | undefined) => boolean;
} {
  const text = useSyncExternalStore(subscribe, storedText, serverText);
  const book = useMemo(() => parseBook(text), [text]);
  const update = useCallback((change: (book: WatchlistBook) => WatchlistBook | undefined) => {
    // Read again rather than from the render: two changes in one event must both land.
    const next = change(parseBook(storedText()));
    return next === undefined ? false : writeBook(next);
  }, []);
  return { book, update };
}
