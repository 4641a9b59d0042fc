import {
  API_PATHS,
  type BriefSummary,
  NEPSE_SECTOR_ID,
  portfolioResponseSchema,
  SECTORS,
  scanResponseSchema,
  sweepResponseSchema,
} from '@nepse/contract';
import { isoDate } from '@nepse/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTestApp, useTestApp } from '../../test-support/app';
import { BacktestPool, poolLimits } from '../backtest/backtest-pool';
import { BACKTEST_LIMITS } from '../config';
import { registerErrorHandler } from '../http/error-handler';
import { registerZodSchemas } from '../http/zod-schemas';
import type { MarketSnapshot } from '../market/market-snapshot';
import { keptRankHistory } from '../market/rank-history';
import { registerBacktestRoutes } from './backtest';
import { registerScanRoutes } from './scan';

const SETUP_MS = 120_000;
const RANK = { name: 'rs-rank', min: 70 };
// Always true on a listed stock: a position is sold on the session after its buy, so the stock is often flat.
const NEXT_SESSION = { name: 'listed-sessions', min: 1 };

// The scan and back-test routes on the demo market, sharing one store of ranks that counts the data versions it is
// asked for; the pool has two workers and takes every sector run.
describe('a back-test reading the RS rank, on the demo market', () => {
  const app = useTestApp(() => demoTestApp(), SETUP_MS);
  let asked = 0;
  // The pool's runs' outcomes: a run that failed there would be answered from the request's thread.
  const outcomes: string[] = [];
  let server: FastifyInstance;
  beforeAll(() => {
    const kept = keptRankHistory();
    const ranksOf = (snapshot: MarketSnapshot) => {
      asked++;
      return kept(snapshot);
    };
    server = Fastify();
    server.decorate('market', app().market);
    registerErrorHandler(server);
    registerZodSchemas(server);
    registerScanRoutes(server, { ranksOf });
    const pool = new BacktestPool(2, { limits: poolLimits(BACKTEST_LIMITS) });
    pool.events.on('run-end', (_, outcome) => outcomes.push(outcome));
    registerBacktestRoutes(server, { pool, parallelMinBars: 0, ranksOf });
  });
  afterAll(() => server.close());

  const snapshot = () => app().market.current;
  // The sector with the fewest stocks among those of five or more, and its last 250 sessions (of its first stock).
  const target = () => {
    const [sector] = SECTORS.filter((s) => s.id !== NEPSE_SECTOR_ID)
      .map((s) => ({ id: s.id, symbols: snapshot().symbolsOfSector(s.id) }))
      .filter((s) => s.symbols.length >= 5)
      .sort((a, b) => a.symbols.length - b.symbols.length);
    const dates = snapshot().bars(sector!.symbols[0]!, 'adjusted')!.date;
    return { sector: sector!, sessions: [...dates.subarray(-250)].map(isoDate) };
  };
  const backtest = (url: string, body: object) =>
    server.inject({ method: 'POST', url, payload: { fill: 'close', sellStrategy: [NEXT_SESSION], ...body } });

  it('a run without the rank never computes it, in the pool or on the request thread', async () => {
    const { sector, sessions } = target();
    const range = { from: sessions[0], to: sessions.at(-1) };
    const buyStrategy = [{ name: 'price', min: 1 }];
    const one = await backtest(API_PATHS.backtest, { stockSymbol: sector.symbols[0], ...range, buyStrategy });
    expect(one.statusCode, one.body).toBe(200);
    const all = await backtest(API_PATHS.backtestSector, {
      stockSymbol: '',
      sector: sector.id,
      ...range,
      buyStrategy,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(asked).toBe(0);
    expect(outcomes).toEqual(['done']);
  });

  it('buys on exactly the sessions a scan of the same condition lists the stock', async () => {
    const { sector, sessions } = target();
    const range = { from: sessions[0], to: sessions.at(-1) };
    const res = await backtest(API_PATHS.backtestSector, {
      stockSymbol: '',
      sector: sector.id,
      ...range,
      buyStrategy: [RANK],
    });
    expect(res.statusCode, res.body).toBe(200);
    const summaries = res.json() as BriefSummary[];
    const trades = new Map(summaries.map((s) => [s.stock_symbol, s.transactions]));
    // On a session the stock is flat (no position bought before it still open), a buy is the signal itself.
    const flatOn = (symbol: string, day: string) =>
      !trades.get(symbol)!.some((t) => t.buy_date < day && (t.sell_date === 'Waiting' || day <= t.sell_date));
    let listed = 0;
    const listedOn = new Map<string, Set<string>>();
    let checked = 0;
    for (const day of sessions.filter((_, i) => i % 50 === 10)) {
      const scan = await server.inject({
        method: 'POST',
        url: API_PATHS.scan,
        payload: { conditions: [{ filter: 'rs-rank', min: RANK.min }], sector: sector.id, date: day },
      });
      expect(scan.statusCode, scan.body).toBe(200);
      const names = new Set(scanResponseSchema.parse(scan.json()).stocks.map((s) => s.symbol));
      listedOn.set(day, names);
      listed += names.size;
      for (const symbol of sector.symbols) {
        const bought = trades.get(symbol)!.some((t) => t.buy_date === day);
        if (bought) expect(names.has(symbol), `${symbol} bought on ${day}`).toBe(true);
        if (!flatOn(symbol, day)) continue;
        checked++;
        expect(bought, `${symbol} on ${day}`).toBe(names.has(symbol));
      }
    }
    expect(listed).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(10);

    // One stock on the request's thread buys as it does in the pool.
    const symbol = sector.symbols.find((s) => trades.get(s)!.length > 0)!;
    const one = await backtest(API_PATHS.backtest, { stockSymbol: symbol, ...range, buyStrategy: [RANK] });
    expect(one.statusCode, one.body).toBe(200);
    const [summary] = one.json() as BriefSummary[];
    expect(summary!.transactions.map((t) => t.buy_date)).toEqual(trades.get(symbol)!.map((t) => t.buy_date));
    expect(asked).toBeGreaterThan(0);

    // A sweep (in the pool) of a stop-loss too wide to fire within a session, as the sell comes the next: each
    // cell trades as the single run.
    const swept = await server.inject({
      method: 'POST',
      url: API_PATHS.backtestSweep,
      payload: {
        fill: 'close',
        sellStrategy: [NEXT_SESSION],
        stockSymbol: symbol,
        ...range,
        buyStrategy: [RANK],
        sweep: [{ side: 'exit', field: 'stopLossPercent', from: 50, to: 60, step: 10 }],
        statistic: 'profit_percentage',
      },
    });
    expect(swept.statusCode, swept.body).toBe(200);
    const cells = sweepResponseSchema.parse(swept.json()).cells;
    expect(cells.map((c) => c.total_trades)).toEqual([summary!.total_trades, summary!.total_trades]);

    // One capital over the sector (in the pool): it trades, and buys a stock only on a session the scan lists it.
    const portfolio = await backtest(API_PATHS.backtestSector, {
      stockSymbol: '',
      sector: sector.id,
      ...range,
      buyStrategy: [RANK],
      mode: 'portfolio',
      maxPositions: 2,
    });
    expect(portfolio.statusCode, portfolio.body).toBe(200);
    const bought = portfolioResponseSchema.parse(portfolio.json()).trades;
    expect(bought.length).toBeGreaterThan(0);
    for (const t of bought) expect(listedOn.get(t.buy_date)?.has(t.symbol) ?? true, t.buy_date).toBe(true);
    expect(outcomes).toEqual(['done', 'done', 'done', 'done']);
  }, 60_000);
});
