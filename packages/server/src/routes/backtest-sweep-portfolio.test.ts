import {
  API_PATHS,
  type BacktestRequest,
  defaultStrategy,
  parseSweepRequest,
  portfolioResponseSchema,
  SWEEP_STATISTIC_FIELDS,
  type SweepRequest,
  sweepCellRequests,
  sweepResponseSchema,
} from '@nepse/contract';
import type { SweepStatistic } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';
import { requestJob, runJob, snapshotPrices } from '../backtest/backtest-job';
import { BacktestPool, poolLimits } from '../backtest/backtest-pool';
import type { RobustnessTask } from '../backtest/robustness-job';
import { BACKTEST_LIMITS } from '../config';
import { WALK_FORWARD_ONE_STOCK } from './backtest-sweep';

/** Every listed equity of the test market in one portfolio of two positions, with rules that trade often. */
const PORTFOLIO: BacktestRequest = {
  ...NABIL_REQUEST,
  sellStrategy: defaultStrategy('buy'),
  stockSymbol: '',
  sector: '58',
  from: '2023-01-01',
  to: '2030-12-31',
  mode: 'portfolio',
  maxPositions: 2,
};
const PERIOD = { side: 'buy' as const, rule: 0, field: 'value', from: 5, to: 25, step: 10 };
const STOP = { side: 'exit' as const, field: 'stopLossPercent', from: 2, to: 4, step: 2 };

describe('back-test sweep API, a sector as one portfolio', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(() => close());

  const post = (body: object, url: string) => app.inject({ method: 'POST', url, payload: body });
  /** The single portfolio run of an SMA period and a stop-loss. */
  const single = async (period: number, stop: number) => {
    const body = {
      ...PORTFOLIO,
      buyStrategy: [{ ...defaultStrategy('buy')[0]!, value: String(period) }],
      stopLossPercent: stop,
    };
    const res = await post(body, API_PATHS.backtestSector);
    expect(res.statusCode, res.body).toBe(200);
    return portfolioResponseSchema.parse(res.json());
  };

  it.each(['profit_percentage', 'sharpe_ratio'] as const)(
    'gives each cell of a 3 x 2 grid the figures of its single portfolio run (%s)',
    async (statistic) => {
      const res = await post({ ...PORTFOLIO, sweep: [PERIOD, STOP], statistic }, API_PATHS.backtestSweep);
      expect(res.statusCode, res.body).toBe(200);
      const answer = sweepResponseSchema.parse(res.json());
      expect(answer.target).toBe('portfolio');
      expect(answer.cells.map((c) => c.values)).toEqual([
        [5, 2],
        [5, 4],
        [15, 2],
        [15, 4],
        [25, 2],
        [25, 4],
      ]);
      for (const cell of answer.cells) {
        const [period, stop] = cell.values as [number, number];
        const run = await single(period, stop);
        expect(run.total_trades).toBeGreaterThan(0);
        expect(cell.statistic).toBe(run[statistic]);
        expect(cell.profit_percentage).toBe(run.profit_percentage);
        expect(cell.max_drawdown_percentage).toBe(run.max_drawdown_percentage);
        expect(cell.sharpe_ratio).toBe(run.sharpe_ratio);
        expect(cell.total_trades).toBe(run.total_trades);
        // One portfolio, not a count of stocks.
        expect(cell.stocks).toBe(1);
      }
      // The portfolio's cells are not the per-stock medians: the same grid per stock answers otherwise.
      const perStock = await post(
        { ...PORTFOLIO, mode: 'per-stock', sweep: [PERIOD, STOP], statistic },
        API_PATHS.backtestSweep,
      );
      const medians = sweepResponseSchema.parse(perStock.json()).cells.map((c) => c.total_trades);
      expect(medians).not.toEqual(answer.cells.map((c) => c.total_trades));
      expect(new Set(answer.cells.map((c) => c.profit_percentage)).size).toBeGreaterThan(1);
    },
  );

  it('keeps the walk-forward for one stock: a portfolio sweep with one is refused', async () => {
    const res = await post(
      {
        ...PORTFOLIO,
        sweep: [PERIOD],
        statistic: 'profit_percentage',
        walkForward: { inSample: 50, outOfSample: 20 },
      },
      API_PATHS.backtestSweep,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: WALK_FORWARD_ONE_STOCK });
  });

  it('runs a portfolio sweep in the worker pool as one part, answering what the request thread answers', async () => {
    const body: SweepRequest = { ...PORTFOLIO, sweep: [PERIOD, STOP], statistic: 'total_trades' };
    const parsed = parseSweepRequest(body);
    if (!parsed.ok) throw new Error(parsed.error);
    const snapshot = app.market.current;
    const symbols = snapshot.symbolsOfSector('58');
    const statistic: SweepStatistic = SWEEP_STATISTIC_FIELDS.total_trades.core;
    const cells = sweepCellRequests(parsed.value).map((cell) => {
      const { strategy, options } = requestJob(cell, symbols, 'brief');
      return { strategy, options };
    });
    const robustness: RobustnessTask = { kind: 'sweep', cells, statistic };
    const job = { ...requestJob(parsed.value.request, symbols, 'brief'), robustness };
    const pool = new BacktestPool(2, { limits: poolLimits(BACKTEST_LIMITS) });
    try {
      const parts: string[] = [];
      pool.events.on('chunk', (_run, label) => parts.push(label));
      const pooled = (await pool.run(snapshot, job, { client: 'a' })).toString('utf8');
      const thread = runJob(job, snapshotPrices(snapshot));
      expect(pooled).toBe(thread);
      expect(parts).toEqual(['portfolio 58']);
      const figures = JSON.parse(thread) as unknown[][];
      expect(figures).toHaveLength(6);
      expect(figures.every((f) => f[0] === f[4] && typeof f[0] === 'number')).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
