import { backtestLinkFor, type LinkedStrategy } from '../../lib/backtest-link';
import { AppLink } from '../app-link';
import type { ListRow } from './filter-rows';
import type { ListColumn } from './list-column';

/**
 * The Symbol column of a list screen: the symbol opens the back-test page with it chosen (issue 8's link) and, when
 * given, the screen's strategy filled in.
 */
export function symbolColumn<Row extends ListRow>(strategy?: LinkedStrategy): ListColumn<Row> {
  return {
    id: 'symbol',
    header: 'Symbol',
    kind: 'text',
    value: (row) => row.symbol,
    cell: (row) => (
      <AppLink
        to={backtestLinkFor(row.symbol, strategy)}
        title={`Back-test ${row.symbol}`}
        className="font-semibold text-primary-ink hover:underline"
      >
        {row.symbol}
      </AppLink>
    ),
  };
}
