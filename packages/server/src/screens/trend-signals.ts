import { API_PATHS, bearishTexts, bullishTexts, trendSignalsResponseSchema } from '@nepse/contract';
import { trendSignals } from '@nepse/core';
import { defineScreen } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** `GET /api/trend-signals/`: core's trend checks on the latest session as the contract's texts, with the sector. */
export const trendSignalsScreen = defineScreen({
  path: API_PATHS.trendSignals,
  name: 'trend signals',
  schema: trendSignalsResponseSchema,
  compute: ({ market, snapshot }) =>
    trendSignals(market).map(({ symbol, positive, negative, ltp }) => ({
      symbol,
      positiveSignals: bullishTexts(positive),
      negativeSignals: bearishTexts(negative),
      ltp,
      sector: sectorNameOf(snapshot, symbol),
    })),
});
