import { API_PATHS, consolidatingStocksResponseSchema } from '@nepse/contract';
import { consolidatingStocks } from '@nepse/core';
import { defineScreen } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** `GET /api/consolidating-stocks`: core's Consolidating Stocks on the latest session in `stocks`, with sectors. */
export const consolidatingStocksScreen = defineScreen({
  path: API_PATHS.consolidatingStocks,
  name: 'consolidating stocks',
  schema: consolidatingStocksResponseSchema,
  compute: ({ market, snapshot }) => ({
    stocks: consolidatingStocks(market).map((row) => ({
      ...row,
      sector: sectorNameOf(snapshot, row.symbol),
    })),
  }),
});
