import { type ConsolidatingStock, consolidatingStocksResponseSchema, screenPath } from '@nepse/contract';
import { describeListScreen, twoDecimals } from './support/list-screen-suite';

describeListScreen<ConsolidatingStock>({
  title: 'Consolidating Stocks',
  path: '/dashboard/consolidating-stocks',
  api: screenPath('consolidatingStocks'),
  note: 'Stocks in consolidation phase',
  headers: ['Symbol', 'Max Close', 'Current Close', 'Min Close'],
  method: /closes of the last 20 sessions, today's included, stay within 8 % of their lowest/,
  fallback: 'Failed to fetch consolidating stocks.',
  empty: 'No consolidating stocks found.',
  loading: 'Loading consolidating stocks...',
  loadingReplacesPage: true,
  csvName: 'consolidating-stocks',
  rowsOf: (body) => consolidatingStocksResponseSchema.parse(body).stocks,
  symbol: (r) => r.symbol,
  sector: (r) => r.sector,
  shown: (r) => [r.symbol, twoDecimals(r.maxClose), twoDecimals(r.close), twoDecimals(r.minClose)],
  csv: (r) => [r.symbol, r.maxClose.toFixed(2), r.close.toFixed(2), r.minClose.toFixed(2)],
  defaultSort: {
    header: 'Symbol',
    direction: 'ascending',
    order: (a, b) => a.symbol.localeCompare(b.symbol, 'en'),
  },
});
