import { engineRuleOf, parseScanCondition, type ScanCondition } from '@nepse/contract';
import {
  type BacktestRule,
  breakoutStocks,
  consolidatingStocks,
  epochDay,
  isoDate,
  type ScreenMarket,
  scan,
  volumeShockers,
} from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { marketCutAt } from '../../../core/test-support/cut-market';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { demoTestApp, importedTestApp, useTestApp } from '../../test-support/app';
import { screenInput } from '../screens/screen-input';
import { scanSymbols } from './scan-universe';

// The fixed screens are scans with their thresholds filled in: Volume Shockers is volume-ratio 2, 7, Breakout Stocks
// breakout 50, 5, Consolidating Stocks range-width 8, 20. On whole markets, the demo one and the real NEPSE data,
// each screen computed on the market cut at a session lists the stocks the scan of that session lists.

/** The filter as the page sends it, read and mapped by the contract as the route does. */
function engineRule(condition: ScanCondition): BacktestRule {
  const read = parseScanCondition(condition, 0);
  if (!read.ok) throw new Error(read.error);
  return engineRuleOf(read.value, 'buy');
}

const SCREENS: readonly [string, (market: ScreenMarket) => { symbol: string }[], ScanCondition][] = [
  ['Volume Shockers', volumeShockers, { filter: 'volume-ratio', multiple: '2', sessions: '7' }],
  ['Breakout Stocks', breakoutStocks, { filter: 'breakout', lookback: 50, within: 5 }],
  ['Consolidating Stocks', consolidatingStocks, { filter: 'range-width', percent: 8, sessions: 20 }],
];

/** The latest session and sessions before it: every one of the last 40, then every 37th back to the first. */
function sessionsToCheck(app: () => FastifyInstance): number[] {
  const latest = epochDay(app().market.current.latestDate ?? '');
  const { market } = screenInput(app().market.current);
  const days = new Set<number>();
  for (const s of market.symbols) for (const d of s.traded.date) days.add(d);
  const sessions = [...days].filter((d) => d <= latest).sort((a, b) => b - a);
  return sessions.filter((_, i) => i < 40 || i % 37 === 0);
}

function checkScreens(app: () => FastifyInstance) {
  it.each(SCREENS)(
    '%s equals its scan on the latest session and on past sessions',
    (_, screen, condition) => {
      const snapshot = app().market.current;
      const { market } = screenInput(snapshot);
      const symbols = scanSymbols(
        snapshot,
        market.symbols.map((s) => s.symbol),
      );
      const conditions = [engineRule(condition)];
      let listed = 0;
      for (const day of sessionsToCheck(app)) {
        const screened = screen(marketCutAt(market.symbols, day))
          .map((row) => row.symbol)
          .sort();
        const scanned = scan(symbols, { day, conditions, match: 'all' }).map((row) => row.symbol);
        expect(scanned, isoDate(day)).toEqual(screened);
        listed += scanned.length;
      }
      // The comparison is of lists with stocks in them, not of empty ones.
      expect(listed).toBeGreaterThan(0);
    },
  );
}

const SETUP_MS = 120_000;

describe('the fixed screens as scans on the demo market', () => {
  const app = useTestApp(() => demoTestApp(), SETUP_MS);
  checkScreens(app);
});

describe.skipIf(!hasNepseData)(realDataTitle('the fixed screens as scans on the real NEPSE data'), () => {
  const app = useTestApp(() => importedTestApp([NEPSE_DATA_DIR], { skipInvalid: true }), SETUP_MS);
  checkScreens(app);
});
