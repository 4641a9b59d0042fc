import { type BacktestRequest, defaultStrategy } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import type { MarketDataset } from '../src/ingest/market-dataset';
import { type TestApp, testAppWith } from './app';
import { testMarket } from './market';

/**
 * A valid one-symbol request on the test market: NABIL with the default rules, from what a browser in Nepal
 * sends for 1 January 2024 to what it sends for 26 June 2025.
 */
export const NABIL_REQUEST: BacktestRequest = {
  stockSymbol: 'NABIL',
  sector: '0',
  from: '2023-12-31T18:15:00.000Z',
  to: '2025-06-25T18:15:00.000Z',
  buyStrategy: defaultStrategy('buy'),
  sellStrategy: defaultStrategy('sell'),
};

/** The day the test market's BONUS symbol goes ex a 10 % bonus issue: its 21st session. */
export const BONUS_EX_INDEX = 20;

/**
 * A small market for back-test tests: two commercial banks, a hydropower company, a listed symbol without
 * prices, a delisted one, and BONUS, whose adjusted closes rise by 1 a session (100, 101, ...) while its raw
 * closes drop 10 % on the ex-date of a 10 % bonus issue.
 */
export function backtestTestMarket(): MarketDataset {
  const market = testMarket([
    { symbol: 'NABIL', sessions: 400, price: 500 },
    { symbol: 'SBL', sessions: 300, price: 300 },
    { symbol: 'UPPER', sessions: 350, price: 200, sector: 'Hydro Power' },
    { symbol: 'NOPRICE', sessions: 0, price: 100 },
    { symbol: 'OLDCO', sessions: 100, price: 100, status: 'D' },
    { symbol: 'BONUS', sessions: 40, price: 100, sector: 'Hydro Power' },
  ]);
  const bonus = market.prices.find((p) => p.symbol === 'BONUS')!.bars;
  for (let i = 0; i < bonus.date.length; i++) {
    const adjusted = 100 + i;
    const raw = i < BONUS_EX_INDEX ? adjusted * 1.1 : adjusted;
    bonus.open[i] = raw;
    bonus.high[i] = raw * 1.01;
    bonus.low[i] = raw * 0.99;
    bonus.close[i] = raw;
  }
  market.corporateActions.push({
    symbol: 'BONUS',
    bookClosureDate: isoDate(bonus.date[BONUS_EX_INDEX]!),
    bonusPercent: 10,
    rightPercent: 0,
    rightPrice: 100,
    cashDividendPercent: 0,
    fiscalYear: null,
  });
  return market;
}

/** The app on a store holding the back-test test market, and how to close both. */
export function backtestTestApp(): Promise<TestApp> {
  return testAppWith(backtestTestMarket());
}
