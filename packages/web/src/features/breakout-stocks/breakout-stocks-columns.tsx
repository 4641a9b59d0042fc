import type { ScreenRowOf } from '@nepse/contract';
import type { ListColumn } from '../../components/list-screen/list-column';
import { symbolColumn } from '../../components/list-screen/symbol-column';

type BreakoutStock = ScreenRowOf<'breakoutStocks'>;

/**
 * Breakout Stocks: the table's columns; a symbol opens the back-test page with it chosen. The date is ISO
 * (`YYYY-MM-DD`), so it sorts as text.
 */
export const BREAKOUT_STOCKS_COLUMNS: readonly ListColumn<BreakoutStock>[] = [
  symbolColumn(),
  { id: 'close', header: 'LTP (Rs)', kind: 'price', value: (row) => row.close },
  { id: 'date', header: 'Breakout Date', kind: 'date', value: (row) => row.date },
];
