import { useWatchlists } from '../lib/use-watchlists';
import { activeList, isWatched, withSymbolToggled } from '../lib/watchlists';
import { classNames } from './class-names';
import { StarIcon } from './icons';

export interface WatchStarProps {
  symbol: string;
  /** The star's size class; a table row's is small. */
  className?: string;
}

/**
 * A star that adds `symbol` to the watchlist the stars add to (the one chosen on the Watchlist page; "My watchlist"
 * when there is none yet) or takes it out, filled while the stock is on it. Kept in this browser only.
 */
export function WatchStar({ symbol, className = 'size-4' }: WatchStarProps) {
  const { book, update } = useWatchlists();
  const watched = isWatched(book, symbol);
  const listName = activeList(book)?.name ?? 'watchlist';
  const label = watched ? `Remove ${symbol} from watchlist` : `Add ${symbol} to watchlist`;
  return (
    <button
      type="button"
      aria-label={label}
      title={`${label} (${listName})`}
      onClick={() => update((b) => withSymbolToggled(b, symbol))}
      className={classNames(
        'rounded p-0.5 focus-visible:outline-2 focus-visible:outline-primary',
        watched ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500 dark:text-slate-500',
      )}
    >
      <StarIcon className={classNames(className, watched && 'fill-current')} />
    </button>
  );
}
