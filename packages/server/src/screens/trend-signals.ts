import { bearishTexts, bullishTexts } from '@nepse/contract';
import { trendSignals } from '@nepse/core';
import type { ScreenCompute } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** `GET /api/trend-signals/`: core's trend checks on the latest session as the contract's texts, with the sector. */
export const trendSignalsAnswer: ScreenCompute<'trendSignals'> = ({ market, snapshot }) =>
  trendSignals(market).map(({ symbol, positive, negative, ltp }) => ({
    symbol,
    positiveSignals: bullishTexts(positive),
    negativeSignals: bearishTexts(negative),
    ltp,
    sector: sectorNameOf(snapshot, symbol),
  }));
