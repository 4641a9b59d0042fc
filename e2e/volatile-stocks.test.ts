import { screenPath, type VolatileStock, volatileStocksResponseSchema } from '@nepse/contract';
import { describeListScreen, twoDecimals } from './support/list-screen-suite';

describeListScreen<VolatileStock>({
  title: 'Volatile Stocks',
  path: '/dashboard/volatile-stocks',
  api: screenPath('volatileStocks'),
  note: 'Stocks with high price volatility',
  headers: ['Symbol', 'LTP (Rs)', 'Volatility'],
  method: /standard deviation \(population\) of a stock's last 20 daily returns/,
  fallback: 'Failed to fetch volatile stocks.',
  empty: 'No stocks found.',
  loading: 'Loading volatile stocks...',
  csvName: 'volatile-stocks',
  rowsOf: (body) => volatileStocksResponseSchema.parse(body),
  symbol: (r) => r.stockSymbol,
  sector: (r) => r.sector,
  shown: (r) => [r.stockSymbol, twoDecimals(r.ltp), `${twoDecimals(r.volatility)}%`],
  csv: (r) => [r.stockSymbol, r.ltp.toFixed(2), r.volatility.toFixed(2)],
  defaultSort: {
    header: 'Volatility',
    direction: 'descending',
    order: (a, b) => b.volatility - a.volatility,
  },
});
