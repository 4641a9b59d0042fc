import type { ConsolidatingStock } from '@nepse/contract';
import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';

/** Consolidating Stocks: the table's columns; a symbol opens the back-test page with it chosen. */
export const CONSOLIDATING_STOCKS_COLUMNS: readonly ListColumn<ConsolidatingStock>[] = [
  symbolColumn(),
  { id: 'maxClose', header: 'Max Close', kind: 'price', value: (row) => row.maxClose },
  { id: 'close', header: 'Current Close', kind: 'price', value: (row) => row.close },
  { id: 'minClose', header: 'Min Close', kind: 'price', value: (row) => row.minClose },
];
