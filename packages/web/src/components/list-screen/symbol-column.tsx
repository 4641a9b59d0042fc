import { backtestLinkFor, type LinkedStrategy } from '../../lib/backtest-link';
import { stockLinkFor } from '../../lib/stock-link';
import { AppLink } from '../app-link';
import { BacktestIcon } from '../icons';
import { WatchStar } from '../watch-star';
import type { ListRow } from './filter-rows';
import type { ListColumn } from './list-column';

/**
 * The Symbol column of a list screen: the symbol opens its stock page (issue 19) and, when the screen has a
 * strategy of its own, a back-test icon link beside it opens the back-test page with the symbol chosen and the
 * strategy filled in (issue 8's link). A star before it puts the stock on the watchlist.
 */
export function symbolColumn<Row extends ListRow>(strategy?: LinkedStrategy): ListColumn<Row> {
  return {
    id: 'symbol',
    header: 'Symbol',
    kind: 'text',
    value: (row) => row.symbol,
    cell: (row) => (
      <span className="inline-flex items-center gap-2">
        <WatchStar symbol={row.symbol} />
        <AppLink
          to={stockLinkFor(row.symbol)}
          title={`Open the ${row.symbol} stock page`}
          className="font-semibold text-primary-ink hover:underline"
        >
          {row.symbol}
        </AppLink>
        {strategy && (
          <AppLink
            to={backtestLinkFor(row.symbol, strategy)}
            aria-label={`Back-test ${row.symbol} with these rules`}
            title={`Back-test ${row.symbol} with these rules`}
            className="self-center text-primary-ink hover:text-primary-strong"
          >
            <BacktestIcon className="size-4" />
          </AppLink>
        )}
      </span>
    ),
  };
}
