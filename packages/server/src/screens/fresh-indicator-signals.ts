import { freshIndicatorSignals } from '@nepse/core';
import type { ScreenCompute } from './screen-definition';
import { sectorNameOf } from './screen-input';

/**
 * `GET /api/fresh-indicator-signals/`: core's groups of the latest session's events with the session's date, each
 * stock under the spec's field names and with its sector.
 */
export const freshIndicatorSignalsAnswer: ScreenCompute<'freshIndicatorSignals'> = ({
  market,
  snapshot,
}) => ({
  date: snapshot.latestDate,
  signals: freshIndicatorSignals(market).map(({ key, name, stocks }) => ({
    key,
    name,
    stocks: stocks.map(({ symbol, ltp, change, changePercent }) => ({
      stockSymbol: symbol,
      ltp,
      change,
      changePercent,
      sector: sectorNameOf(snapshot, symbol),
    })),
  })),
});
