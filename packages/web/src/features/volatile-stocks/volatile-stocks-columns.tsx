import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';
import type { VolatileStockRow } from './api/volatile-stocks-query';

/** Volatile Stocks: the table's columns; a symbol opens the back-test page with it chosen. */
export const VOLATILE_STOCKS_COLUMNS: readonly ListColumn<VolatileStockRow>[] = [
  symbolColumn(),
  { id: 'ltp', header: 'LTP (Rs)', kind: 'price', value: (row) => row.ltp },
  { id: 'volatility', header: 'Volatility', kind: 'percent', value: (row) => row.volatility },
];
