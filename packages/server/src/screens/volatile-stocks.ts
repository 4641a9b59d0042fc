import { API_PATHS, volatileStocksResponseSchema } from '@nepse/contract';
import { volatileStocks } from '@nepse/core';
import { defineScreen } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** `GET /api/volatile-stocks/`: core's Volatile Stocks on the latest session, each row with its sector. */
export const volatileStocksScreen = defineScreen({
  path: API_PATHS.volatileStocks,
  name: 'volatile stocks',
  schema: volatileStocksResponseSchema,
  compute: ({ market, snapshot }) =>
    volatileStocks(market).map((row) => ({ ...row, sector: sectorNameOf(snapshot, row.stockSymbol) })),
});
