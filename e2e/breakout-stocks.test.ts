import { SCREEN_MANIFEST, type ScreenRowOf, screenPath } from '@nepse/contract';
import { describeListScreen, twoDecimals } from './support/list-screen-suite';

type BreakoutStock = ScreenRowOf<'breakoutStocks'>;

describeListScreen<BreakoutStock>({
  title: 'Breakout Stocks',
  path: '/dashboard/breakout-stocks',
  api: screenPath('breakoutStocks'),
  note: 'Stocks breaking out of key levels',
  headers: ['Symbol', 'LTP (Rs)', 'Breakout Date'],
  method: /closes above the highest close of the 50 sessions before/,
  fallback: 'Failed to fetch breakout stocks.',
  empty: 'No stocks found.',
  loading: 'Loading breakout stocks...',
  csvName: 'breakout-stocks',
  rowsOf: (body) => SCREEN_MANIFEST.breakoutStocks.api.schema.parse(body),
  symbol: (r) => r.symbol,
  sector: (r) => r.sector,
  shown: (r) => [r.symbol, twoDecimals(r.close), r.date],
  csv: (r) => [r.symbol, r.close.toFixed(2), r.date],
  defaultSort: {
    header: 'Symbol',
    direction: 'ascending',
    order: (a, b) => a.symbol.localeCompare(b.symbol, 'en'),
  },
});
