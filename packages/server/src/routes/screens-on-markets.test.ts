import {
  consolidatingStocksResponseSchema,
  NEPSE_SECTOR_ID,
  SCREEN_HEADERS,
  SCREEN_MANIFEST,
  screenPath,
  trendSignalsResponseSchema,
  volatileStocksResponseSchema,
} from '@nepse/contract';
import { epochDay, isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { demoTestApp, importedTestApp, useTestApp } from '../../test-support/app';
import { checkMarketOverview } from '../../test-support/market-overview-checks';
import { trendSignalsByHand } from '../../test-support/trend-signals-by-hand';
import type { MarketSnapshot } from '../market/market-snapshot';
import { sectorNameOf } from '../screens/screen-input';

// The list screens and the market overview on whole markets, the demo one the app seeds and the real NEPSE data: each answer against the
// contract, and its rows worked out again here from the snapshot's bars, as plainly as possible.

/** A listed equity that traded on the latest session, with its adjusted and traded closes up to it. */
interface Traded {
  symbol: string;
  adjusted: Float64Array;
  traded: Float64Array;
  dates: Int32Array;
}

function tradedOnLatestDay(snapshot: MarketSnapshot): Traded[] {
  const latest = epochDay(snapshot.latestDate ?? '');
  return snapshot.symbolsOfSector(NEPSE_SECTOR_ID).flatMap((symbol) => {
    const adjusted = snapshot.bars(symbol, 'adjusted');
    const traded = snapshot.bars(symbol, 'raw');
    const n = traded?.date.length ?? 0;
    return adjusted && traded && traded.date[n - 1] === latest
      ? [{ symbol, adjusted: adjusted.close, traded: traded.close, dates: traded.date }]
      : [];
  });
}

/** Population standard deviation of the last 20 simple daily returns, in percent. */
function volatilityOf(close: Float64Array): number {
  const n = close.length;
  const returns = Array.from({ length: 20 }, (_, k) => (close[n - 20 + k]! / close[n - 21 + k]! - 1) * 100);
  const mean = returns.reduce((s, r) => s + r, 0) / 20;
  return Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / 20);
}

/** The latest of the last 5 sessions whose close tops the 50 before it, or -1: the rule read plainly. */
function breakoutIndex(close: Float64Array): number {
  const n = close.length;
  for (let k = n - 1; k >= Math.max(50, n - 5); k--) {
    if (close[k]! > Math.max(...close.subarray(k - 50, k))) return k;
  }
  return -1;
}

/** Equal within 1e-9 of the larger of the magnitudes and 1 (the project's tie rule), and "above" beyond such a tie. */
const tied = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);
const above = (a: number, b: number) => a > b && !tied(a, b);

/**
 * 52-Week High & Low read plainly: the sessions dated 365 days before the latest to the day before it make the
 * previous high and low (the latest session that made each dates it); today's high above the one is a new high, its
 * low below the other a new low, and a close within 98 % of the high or 102 % of the low (ties included) is near it
 * unless it is new. One row per kind, by symbol.
 */
function fiftyTwoWeekByHand(snapshot: MarketSnapshot) {
  const latest = epochDay(snapshot.latestDate ?? '');
  const rows: { symbol: string; kind: string; ltp: number; extreme: number; extremeDate: string }[] = [];
  for (const { symbol, traded } of tradedOnLatestDay(snapshot)) {
    const bars = snapshot.bars(symbol, 'adjusted')!;
    const today = bars.date.length - 1;
    const window: number[] = [];
    for (let i = 0; i < today; i++) if (bars.date[i]! >= latest - 365) window.push(i);
    if (window.length === 0) continue;
    const prevHigh = Math.max(...window.map((i) => bars.high[i]!));
    const prevLow = Math.min(...window.map((i) => bars.low[i]!));
    const highDay = window.filter((i) => tied(bars.high[i]!, prevHigh)).at(-1)!;
    const lowDay = window.filter((i) => tied(bars.low[i]!, prevLow)).at(-1)!;
    const [high, low, close] = [bars.high[today]!, bars.low[today]!, bars.close[today]!];
    const newHigh = above(high, prevHigh);
    const newLow = above(prevLow, low);
    const ltp = traded[traded.length - 1]!;
    const atHigh = { ltp, extreme: prevHigh, extremeDate: isoDate(bars.date[highDay]!) };
    const atLow = { ltp, extreme: prevLow, extremeDate: isoDate(bars.date[lowDay]!) };
    if (newHigh) rows.push({ symbol, kind: 'new-high', ...atHigh });
    if (!newHigh && !above(0.98 * prevHigh, close)) rows.push({ symbol, kind: 'near-high', ...atHigh });
    if (!newLow && !above(close, 1.02 * prevLow)) rows.push({ symbol, kind: 'near-low', ...atLow });
    if (newLow) rows.push({ symbol, kind: 'new-low', ...atLow });
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

function checkScreens(app: () => FastifyInstance) {
  it('Volatile Stocks: the top quarter of the listed equities by the deviation of 20 daily returns', async () => {
    const res = await app().inject(screenPath('volatileStocks'));
    expect(res.statusCode).toBe(200);
    const rows = volatileStocksResponseSchema.parse(res.json());
    const snapshot = app().market.current;
    const eligible = tradedOnLatestDay(snapshot)
      .filter((s) => s.adjusted.length >= 21)
      .map((s) => ({ ...s, volatility: volatilityOf(s.adjusted) }))
      .sort((a, b) => b.volatility - a.volatility || (a.symbol < b.symbol ? -1 : 1));
    const top = eligible.slice(0, Math.ceil(eligible.length / 4));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.stockSymbol)).toEqual(top.map((s) => s.symbol));
    rows.forEach((row, k) => {
      const expected = top[k]!;
      expect(row.volatility).toBeCloseTo(expected.volatility, 9);
      expect(row.ltp).toBe(expected.traded[expected.traded.length - 1]);
      expect(row.sector).toBe(sectorNameOf(snapshot, row.stockSymbol));
    });
  });

  it('Breakout Stocks: a close above the 50 before it on one of the last 5 sessions, dated, by symbol', async () => {
    const res = await app().inject(screenPath('breakoutStocks'));
    expect(res.statusCode).toBe(200);
    const rows = SCREEN_MANIFEST.breakoutStocks.api.schema.parse(res.json());
    const snapshot = app().market.current;
    const expected = tradedOnLatestDay(snapshot).flatMap((s) => {
      const k = breakoutIndex(s.adjusted);
      return k < 0
        ? []
        : [{ symbol: s.symbol, close: s.traded[s.traded.length - 1], date: isoDate(s.dates[k]!) }];
    });
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.map(({ sector, ...row }) => row)).toEqual(expected);
    for (const row of rows) expect(row.sector).toBe(sectorNameOf(snapshot, row.symbol));
  });

  it('Consolidating Stocks: the last 20 closes within 8 % of their lowest, in stocks, by symbol', async () => {
    const res = await app().inject(screenPath('consolidatingStocks'));
    expect(res.statusCode).toBe(200);
    const { stocks } = consolidatingStocksResponseSchema.parse(res.json());
    const snapshot = app().market.current;
    const expected = tradedOnLatestDay(snapshot).flatMap((s) => {
      if (s.adjusted.length < 20) return [];
      const window = [...s.adjusted.subarray(-20)];
      const [minClose, maxClose] = [Math.min(...window), Math.max(...window)];
      if ((maxClose - minClose) / minClose > 0.08) return [];
      return [{ symbol: s.symbol, maxClose, close: s.traded[s.traded.length - 1], minClose }];
    });
    expect(stocks.length).toBeGreaterThanOrEqual(5);
    expect(stocks.map(({ sector, ...row }) => row)).toEqual(expected);
    for (const row of stocks) expect(row.sector).toBe(sectorNameOf(snapshot, row.symbol));
  });

  it('Trend Signals: by symbol, each listed equity of the day with the checks worked out by hand', async () => {
    const res = await app().inject(screenPath('trendSignals'));
    expect(res.statusCode).toBe(200);
    const rows = trendSignalsResponseSchema.parse(res.json());
    const snapshot = app().market.current;
    const expected = tradedOnLatestDay(snapshot).flatMap(({ symbol, traded }) => {
      const { positive, negative } = trendSignalsByHand(
        snapshot.bars(symbol, 'adjusted')!,
        snapshot.bars(symbol, 'raw')!,
      );
      return positive.length + negative.length === 0
        ? []
        : [{ symbol, positiveSignals: positive, negativeSignals: negative, ltp: traded[traded.length - 1] }];
    });
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.map(({ sector, ...row }) => row)).toEqual(expected);
    for (const row of rows) expect(row.sector).toBe(sectorNameOf(snapshot, row.symbol));
    const nabil = rows.find((r) => r.symbol === 'NABIL');
    expect(nabil!.positiveSignals.length + nabil!.negativeSignals.length).toBeGreaterThanOrEqual(5);
  });

  it('52-Week High & Low: each kind that holds against the 365 days before the latest session, by symbol', async () => {
    const res = await app().inject(screenPath('fiftyTwoWeekHighLow'));
    expect(res.statusCode).toBe(200);
    const rows = SCREEN_MANIFEST.fiftyTwoWeekHighLow.api.schema.parse(res.json());
    const snapshot = app().market.current;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.map(({ sector, ...row }) => row)).toEqual(fiftyTwoWeekByHand(snapshot));
    for (const row of rows) expect(row.sector).toBe(sectorNameOf(snapshot, row.symbol));
  });

  it("Watchlist figures: every traded stock's previous 52-week high, the one the 52-week screen compares with", async () => {
    const res = await app().inject(screenPath('watchlist'));
    expect(res.statusCode).toBe(200);
    const rows = SCREEN_MANIFEST.watchlist.api.schema.parse(res.json());
    const snapshot = app().market.current;
    const latest = epochDay(snapshot.latestDate ?? '');
    const expected = tradedOnLatestDay(snapshot).flatMap(({ symbol, traded }) => {
      const bars = snapshot.bars(symbol, 'adjusted')!;
      const window: number[] = [];
      for (let i = 0; i < bars.date.length - 1; i++) if (bars.date[i]! >= latest - 365) window.push(i);
      if (window.length === 0) return [];
      const prevHigh = Math.max(...window.map((i) => bars.high[i]!));
      const highDay = window.filter((i) => tied(bars.high[i]!, prevHigh)).at(-1)!;
      return [
        { symbol, ltp: traded[traded.length - 1]!, prevHigh, prevHighDate: isoDate(bars.date[highDay]!) },
      ];
    });
    expect(rows.length).toBeGreaterThan(100);
    expect(rows).toEqual(expected);
    const highRows = fiftyTwoWeekByHand(snapshot).filter((r) => r.kind.endsWith('high'));
    for (const row of highRows) expect(rows.find((r) => r.symbol === row.symbol)?.prevHigh).toBe(row.extreme);
  });
}

const SETUP_MS = 120_000;

describe('the list screens on the demo market', () => {
  // Seeding the demo market or importing the real data takes seconds, more on a busy machine.
  const app = useTestApp(() => demoTestApp(), SETUP_MS);

  it('is the demo market', () => {
    expect(app().market.current.dataKind).toBe('demo');
  });
  checkScreens(app);
  checkMarketOverview(app);

  it.each([screenPath('volatileStocks'), screenPath('breakoutStocks'), screenPath('consolidatingStocks')])(
    '%s sends the data date and a weak ETag that If-None-Match turns into 304',
    async (path) => {
      const res = await app().inject(path);
      expect(res.headers[SCREEN_HEADERS.dataDate]).toBe(app().market.current.latestDate);
      expect(res.headers[SCREEN_HEADERS.dataKind]).toBe('demo');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await app().inject({ url: path, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );
});

describe.skipIf(!hasNepseData)(realDataTitle('the list screens on the real NEPSE data'), () => {
  const app = useTestApp(() => importedTestApp([NEPSE_DATA_DIR], { skipInvalid: true }), SETUP_MS);

  it('is the imported data', () => {
    expect(app().market.current.dataKind).toBe('imported');
  });
  checkScreens(app);
  // The real index file ends on 6 February 2025, before the prices.
  checkMarketOverview(app, '2025-02-06');
});
