import { API_PATHS } from '@nepse/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../test-support/app';
import { backtestTestMarket } from '../test-support/backtest-market';
import { testStoreWith } from '../test-support/market';
import { type ProxiedPostgres, proxiedPostgres } from '../test-support/proxied-postgres';
import { CLIENT_GRACE_MS } from './store/postgres-pool';

const TIMEOUT_MS = 400;
/** When a frozen server's query is given up: the statement timeout and the client's grace after it. */
const GIVEN_UP_MS = TIMEOUT_MS + CLIENT_GRACE_MS;
/** Past that, what an answer may take on a busy machine (two cores shared by parallel test files). */
const SLACK_MS = 1_000;

const esewa = {
  package_name: 'com.f1soft.esewa',
  display_name: 'eSewa',
  developer: null,
  store: 'google_play',
};

describe('PostgreSQL frozen (a TCP proxy holding every packet) with a short statement timeout', () => {
  let behind: ProxiedPostgres;
  let started: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    behind = await proxiedPostgres();
    await testStoreWith(backtestTestMarket(), 'imported', behind.place);
    started = await testAppOn(behind.place, { STORE_STATEMENT_TIMEOUT_SECONDS: String(TIMEOUT_MS / 1000) });
    app = started.app;
  }, 60_000);
  afterAll(() => started?.close());

  const timed = async (call: InjectOptions) => {
    const start = performance.now();
    const res = await app.inject(call);
    return { res, ms: performance.now() - start };
  };
  const stats = { method: 'GET', url: `${API_PATHS.playAppStats}?app=com.f1soft.esewa` } as const;
  const register = { method: 'POST', url: API_PATHS.playApps, payload: esewa } as const;

  it('answers the Play Store calls 503 within the timeout, serves the market meanwhile, and recovers on thaw', async () => {
    // Warm: the pool holds open connections, which the freeze then holds.
    expect((await app.inject(stats)).statusCode).toBe(200);
    expect((await app.inject(register)).statusCode).toBe(201);

    behind.proxy.freeze();
    // Alone, the registration takes the pool's idle connection, now frozen, and gives up on it.
    const alone = await timed(register);
    expect(alone.res.statusCode, alone.res.body).toBe(503);
    expect(alone.ms).toBeLessThan(GIVEN_UP_MS + SLACK_MS);
    // Each call at once, so that some wait for a pooled connection and some for a new one.
    const answers = await Promise.all([register, stats, register, stats, stats, stats].map(timed));
    for (const { res, ms } of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ error: 'The database is unavailable; try again in a moment.' });
      expect(ms).toBeLessThan(GIVEN_UP_MS + SLACK_MS);
    }
    const single = await timed(stats);
    expect(single.res.statusCode).toBe(503);
    expect(single.ms).toBeLessThan(GIVEN_UP_MS + SLACK_MS);
    const market = await app.inject(API_PATHS.stockList);
    expect(market.statusCode).toBe(200);

    behind.proxy.thaw();
    let after = await app.inject(stats);
    for (let i = 0; i < 50 && after.statusCode === 503; i++) after = await app.inject(stats);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ tracked: true });
  }, 60_000);
});
