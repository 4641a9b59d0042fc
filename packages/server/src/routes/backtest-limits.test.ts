import { once } from 'node:events';
import { request } from 'node:http';
import { API_PATHS, defaultIndicatorRule, RULE_TABLE } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTestApp, useTestApp } from '../../test-support/app';
import { backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';
import { largestPageStrategy } from '../../test-support/largest-strategy';
import { useStalledBacktestRoutes } from '../../test-support/stalled-backtest-routes';
import { BACKTEST_LIMITS, type BacktestLimits } from '../config';

const SETUP_MS = 120_000;

const sma = (side: 'buy' | 'sell') => defaultIndicatorRule({ name: 'SMA', ...RULE_TABLE.SMA }, side);

describe('the cost budget on the demo market', () => {
  const app = useTestApp(() => demoTestApp(), SETUP_MS);
  const today = new Date().toISOString().slice(0, 10);
  const nepse = (buyStrategy: unknown[], sellStrategy: unknown[]) => ({
    stockSymbol: '',
    sector: '58',
    from: '2016-01-01',
    to: today,
    buyStrategy,
    sellStrategy,
  });
  const post = (body: object) =>
    app().inject({ method: 'POST', url: API_PATHS.backtestSector, payload: body });

  it("runs the page's largest strategy over every listed equity from 2016 to today", async () => {
    const buy = largestPageStrategy('buy');
    const sell = largestPageStrategy('sell');
    const res = await post(nepse(buy, sell));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().length).toBe(app().market.current.symbolsOfSector('58').length);
  }, 60_000);

  it('refuses 300 rules over every listed equity with a 400 naming the limit', async () => {
    const res = await post(nepse(Array(150).fill(sma('buy')), Array(150).fill(sma('sell'))));
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error).toMatch(
      new RegExp(
        `^This back-test is too large: 300 rules over [\\d,]+ trading days of \\d+ stocks is [\\d,]+ rule-days, and a run may have at most ${BACKTEST_LIMITS.maxCost.toLocaleString('en')}\\. Use fewer rules, a shorter date range or a smaller sector\\.$`,
      ),
    );
  });
});

describe('the worker pool behind the routes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(() => close());

  /** The back-test routes on the test market, every sector run on a pool of two workers that never answer. */
  const makeRoutes = useStalledBacktestRoutes(() => app);
  const stalledRoutes = (limits: Partial<BacktestLimits>) => makeRoutes(limits, { parallelMinBars: 0 });

  const NEPSE = { ...NABIL_REQUEST, stockSymbol: '', sector: '58' };
  const inject = (server: FastifyInstance, remoteAddress = '127.0.0.1') =>
    server.inject({ method: 'POST', url: API_PATHS.backtestSector, payload: NEPSE, remoteAddress });

  it('refuses a run with 503 and Retry-After when the queue is full', async () => {
    const { server, pool } = stalledRoutes({ queueSize: 1, timeLimitMs: 60_000 });
    const started = once(pool.events, 'chunk');
    const held = inject(server, '10.0.0.1');
    await started;
    const res = await inject(server, '10.0.0.2');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      error: 'The server is running as many back-tests as it can; try again in 5 seconds.',
    });
    await server.close();
    expect((await held).json()).toEqual({ error: 'The server is shutting down; try again in a moment.' });
  });

  it('answers 503 with Retry-After past the time limit', async () => {
    const { server } = stalledRoutes({ timeLimitMs: 30 });
    const res = await inject(server);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error).toMatch(/^The back-test did not finish within the server's limit of 0.03 s/);
  });

  it('stops a run the moment its client disconnects, its worker freed', async () => {
    const { server, pool } = stalledRoutes({ timeLimitMs: 60_000 });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const started = once(pool.events, 'chunk');
    const ended = once(pool.events, 'run-end');
    const stopped = once(pool.events, 'worker-stopped');
    const body = JSON.stringify(NEPSE);
    const client = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: API_PATHS.backtestSector,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    client.on('error', () => {});
    client.end(body);
    await started;
    expect(pool.state()).toMatchObject({ served: 1, busyWorkers: 2 });
    client.destroy();
    expect((await ended)[1]).toBe('cancelled');
    expect(pool.state()).toMatchObject({ served: 0, waiting: 0, busyWorkers: 0 });
    await stopped;
  });

  it("queues a client's run past its limit instead of refusing it", async () => {
    const { server, pool } = stalledRoutes({ runsPerClient: 1, timeLimitMs: 60_000 });
    const admissions: string[] = [];
    const held = new Promise<void>((resolve) =>
      pool.events.on('run-start', (_run, admission) => {
        if (admissions.push(admission) === 3) resolve();
      }),
    );
    const first = inject(server, '10.0.0.1');
    await once(pool.events, 'run-start');
    const second = inject(server, '10.0.0.1');
    await once(pool.events, 'run-start');
    const other = inject(server, '10.0.0.2');
    await held;
    expect(admissions).toEqual(['served', 'waiting', 'served']);
    expect(pool.state()).toMatchObject({ served: 2, waiting: 1 });
    await server.close();
    for (const res of await Promise.all([first, second, other])) expect(res.statusCode).toBe(503);
  });
});
