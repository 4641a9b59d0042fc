import { API_PATHS, defaultStrategy } from '@nepse/contract';
import { epochDay } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';
import { useStalledBacktestRoutes } from '../../test-support/stalled-backtest-routes';
import { barsInRange } from '../backtest/run-cost';
import type { BacktestLimits } from '../config';

const SWEEP = {
  ...NABIL_REQUEST,
  sellStrategy: defaultStrategy('buy'),
  sweep: [{ side: 'buy', rule: 0, field: 'value', from: 10, to: 50, step: 5 }],
  statistic: 'profit_percentage',
};

describe('a sweep under the back-test limits', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(() => close());

  /** The back-test routes on the test market with `limits`, on a pool of two workers that never answer. */
  const makeRoutes = useStalledBacktestRoutes(() => app);
  const stalledRoutes = (limits: Partial<BacktestLimits>) => makeRoutes(limits).server;
  const inject = (server: FastifyInstance, body: object = SWEEP) =>
    server.inject({ method: 'POST', url: API_PATHS.backtestSweep, payload: body });

  it('costs its cells times the run, refused over the limit before it starts', async () => {
    const date = app.market.current.bars('NABIL', 'adjusted')!.date;
    const days = barsInRange(date, epochDay('2024-01-01'), epochDay('2025-06-26'));
    // Two rules over the range's sessions, nine cells.
    const cost = 2 * days * 9;
    const refused = await inject(stalledRoutes({ maxCost: cost - 1 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      `This back-test is too large: 2 rules over ${days.toLocaleString('en')} trading days of 1 stock in 9 variations is ` +
        `${cost.toLocaleString('en')} rule-days, and a run may have at most ${(cost - 1).toLocaleString('en')}. ` +
        'Use fewer rules, a shorter date range or a smaller sector.',
    );
    // At the limit it is taken, and goes to the pool: a pool that never answers gives it up at its time limit.
    const taken = await inject(stalledRoutes({ maxCost: cost, timeLimitMs: 30 }));
    expect(taken.statusCode).toBe(503);
    expect(taken.headers['retry-after']).toBe('5');
    expect(taken.json().error).toMatch(/^The back-test did not finish within the server's limit/);
  });

  it('adds the walk-forward to the cost', async () => {
    const date = app.market.current.bars('NABIL', 'adjusted')!.date;
    const days = barsInRange(date, epochDay('2024-01-01'), epochDay('2025-06-26'));
    const walk = { ...SWEEP, walkForward: { inSample: 100, outOfSample: 50 } };
    const res = await inject(stalledRoutes({ maxCost: 2 * days * 9 }), walk);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('in 9 variations');
  });
});
