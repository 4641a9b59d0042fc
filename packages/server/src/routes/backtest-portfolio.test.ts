import {
  API_PATHS,
  PORTFOLIO_NEEDS_SECTOR,
  type PortfolioResponse,
  parseBacktestRequest,
  portfolioResponseSchema,
} from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';
import { requestJob, runJob, snapshotPrices } from '../backtest/backtest-job';
import { BacktestPool, poolLimits } from '../backtest/backtest-pool';
import { BACKTEST_LIMITS } from '../config';

/** Every listed equity of the test market in one portfolio of two positions. */
const PORTFOLIO = {
  ...NABIL_REQUEST,
  stockSymbol: '',
  sector: '58',
  from: '2023-01-01',
  to: '2030-12-31',
  mode: 'portfolio',
  maxPositions: 2,
};

describe('back-test API, a sector in portfolio mode', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(() => close());

  const post = (body: object, url: string) => app.inject({ method: 'POST', url, payload: body });

  it('answers one capital over the sector: trades with symbols, daily equity, contributions', async () => {
    const res = await post(PORTFOLIO, API_PATHS.backtestSector);
    expect(res.statusCode, res.body).toBe(200);
    const answer: PortfolioResponse = portfolioResponseSchema.parse(res.json());
    expect(answer).toMatchObject({ mode: 'portfolio', sector: '58', max_positions: 2, rank_by: 'return-20' });
    expect(answer.trades.length).toBeGreaterThan(0);
    expect(answer.contributions.map((c) => c.symbol)).toEqual(['BONUS', 'NABIL', 'SBL', 'UPPER']);
    const total = answer.contributions.reduce((sum, c) => sum + c.profit, 0);
    expect(total).toBeCloseTo(answer.final_capital - answer.initial_capital, 6);
    expect(answer.equity_curve.dates).toHaveLength(answer.sessions);
    expect(answer.equity_curve.values.at(-1)).toBeCloseTo(answer.final_capital, 6);
    // Never more than two positions at once: count the trades held at each buy.
    for (const trade of answer.trades) {
      const open = answer.trades.filter(
        (t) => t.buy_date <= trade.buy_date && (t.sell_date === 'Waiting' || t.sell_date > trade.buy_date),
      );
      expect(open.length).toBeLessThanOrEqual(2);
    }
    for (const c of answer.contributions) {
      expect(c.trades).toBe(answer.trades.filter((t) => t.symbol === c.symbol).length);
    }
  });

  it('measures the portfolio against its benchmark, by a plain regression of the two curves', async () => {
    const res = await post(PORTFOLIO, API_PATHS.backtestSector);
    const answer: PortfolioResponse = portfolioResponseSchema.parse(res.json());
    const { values, benchmark_values: index = [] } = answer.equity_curve;
    // The test market's index ends before 2030: the listed equities' equal-weight index stands in, named so.
    expect(answer.benchmark?.name).toMatch(/^Equal-weight index of /);
    expect(index).toHaveLength(values.length);
    expect(index[0]).toBeCloseTo(answer.initial_capital, 6);
    const held = (index.at(-1)! / index[0]! - 1) * 100;
    expect(answer.benchmark?.return_percentage).toBeCloseTo(held, 6);
    expect(answer.benchmark?.excess_return_percentage).toBeCloseTo(answer.profit_percentage - held, 6);
    const returns = (ys: readonly number[]) => ys.slice(1).map((y, i) => y / ys[i]! - 1);
    const [x, y] = [returns(index), returns(values)];
    const mean = (zs: number[]) => zs.reduce((a, b) => a + b, 0) / zs.length;
    const [mx, my] = [mean(x), mean(y)];
    const cov = mean(x.map((xi, i) => (xi - mx) * (y[i]! - my)));
    const variance = mean(x.map((xi) => (xi - mx) ** 2));
    expect(answer.benchmark?.beta).toBeCloseTo(cov / variance, 9);
  });

  it('refuses the portfolio mode for one symbol, and a bad portfolio field by its label', async () => {
    const one = await post({ ...PORTFOLIO, stockSymbol: 'NABIL', sector: '0' }, API_PATHS.backtest);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ error: PORTFOLIO_NEEDS_SECTOR });
    const bad = await post({ ...PORTFOLIO, rankBy: 'luck' }, API_PATHS.backtestSector);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Rank by (rankBy)');
  });

  it('runs a portfolio in the worker pool as one part, answering what the request thread answers', async () => {
    const parsed = parseBacktestRequest(PORTFOLIO);
    if (!parsed.ok) throw new Error(parsed.error);
    const snapshot = app.market.current;
    const job = requestJob(parsed.value, snapshot.symbolsOfSector('58'), 'brief');
    const pool = new BacktestPool(2, { limits: poolLimits(BACKTEST_LIMITS) });
    try {
      const parts: string[] = [];
      pool.events.on('chunk', (_run, label) => parts.push(label));
      const pooled = (await pool.run(snapshot, job, { client: 'a' })).toString('utf8');
      expect(pooled).toBe(runJob(job, snapshotPrices(snapshot)));
      expect(parts).toEqual(['portfolio 58']);
    } finally {
      await pool.close();
    }
  });
});
