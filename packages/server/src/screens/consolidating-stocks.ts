import { consolidatingStocks } from '@nepse/core';
import type { ScreenCompute } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** `GET /api/consolidating-stocks`: core's Consolidating Stocks on the latest session in `stocks`, with sectors. */
export const consolidatingStocksAnswer: ScreenCompute<'consolidatingStocks'> = ({ market, snapshot }) => ({
  stocks: consolidatingStocks(market).map((row) => ({
    ...row,
    sector: sectorNameOf(snapshot, row.symbol),
  })),
});
