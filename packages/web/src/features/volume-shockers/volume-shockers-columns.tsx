import type { VolumeShocker } from '@nepse/contract';
import { AppLink } from '../../components/app-link';
import type { ListColumn } from '../../components/list-screen/list-column';
import { backtestLinkFor } from '../../lib/backtest-link';

/** Spec section 2, Volume Shockers: the table's columns; a symbol opens the back-test page with it chosen. */
export const VOLUME_SHOCKERS_COLUMNS: readonly ListColumn<VolumeShocker>[] = [
  {
    id: 'symbol',
    header: 'Symbol',
    kind: 'text',
    value: (row) => row.symbol,
    cell: (row) => (
      <AppLink
        to={backtestLinkFor(row.symbol)}
        title={`Back-test ${row.symbol}`}
        className="font-semibold text-primary-ink hover:underline"
      >
        {row.symbol}
      </AppLink>
    ),
  },
  {
    id: 'volDiffPercent',
    header: 'Volume Increase (%)',
    kind: 'percent',
    value: (row) => row.volDiffPercent,
  },
  { id: 'volume', header: "Today's Volume", kind: 'count', value: (row) => row.volume },
  { id: 'averageVolume', header: '7d Avg. Volume', kind: 'count', value: (row) => row.averageVolume },
  { id: 'closePrice', header: 'LTP', kind: 'price', value: (row) => row.closePrice },
  { id: 'averageClose', header: '7D. Avg. LTP', kind: 'price', value: (row) => row.averageClose },
];
