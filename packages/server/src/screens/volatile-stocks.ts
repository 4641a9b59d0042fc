import { volatileStocks } from '@nepse/core';
import type { ScreenCompute } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** `GET /api/volatile-stocks/`: core's Volatile Stocks on the latest session, each row with its sector. */
export const volatileStocksAnswer: ScreenCompute<'volatileStocks'> = ({ market, snapshot }) =>
  volatileStocks(market).map((row) => ({ ...row, sector: sectorNameOf(snapshot, row.stockSymbol) }));
