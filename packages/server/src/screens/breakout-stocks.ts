import { API_PATHS, breakoutStocksResponseSchema } from '@nepse/contract';
import { breakoutStocks } from '@nepse/core';
import { defineScreen } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** `GET /api/breakout-stocks/`: core's Breakout Stocks on the latest session, each row with its sector. */
export const breakoutStocksScreen = defineScreen({
  path: API_PATHS.breakoutStocks,
  name: 'breakout stocks',
  schema: breakoutStocksResponseSchema,
  compute: ({ market, snapshot }) =>
    breakoutStocks(market).map((row) => ({ ...row, sector: sectorNameOf(snapshot, row.symbol) })),
});
