import type { CandlestickPatternStock } from '@nepse/contract';
import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';
import { formatPercent, formatPrice, signClass } from '../../lib/format';

/**
 * Candlestick Patterns: the stock table's columns, all 2 decimals, the change green or red by its sign; a
 * symbol opens the back-test page with it chosen.
 */
export const PATTERN_STOCK_COLUMNS: readonly ListColumn<CandlestickPatternStock>[] = [
  symbolColumn(),
  {
    id: 'change',
    header: 'Change',
    kind: 'price',
    value: (row) => row.change,
    cell: (row) => <span className={signClass(row.change)}>{formatPrice(row.change)}</span>,
  },
  {
    id: 'changePercent',
    header: 'Change (%)',
    kind: 'percent',
    value: (row) => row.changePercent,
    cell: (row) => <span className={signClass(row.changePercent)}>{formatPercent(row.changePercent)}</span>,
  },
  { id: 'open', header: 'Open', kind: 'price', value: (row) => row.open },
  { id: 'high', header: 'High', kind: 'price', value: (row) => row.high },
  { id: 'low', header: 'Low', kind: 'price', value: (row) => row.low },
  { id: 'close', header: 'LTP (Rs)', kind: 'price', value: (row) => row.close },
];
