import { API_PATHS, screenPath } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestMarket, NABIL_REQUEST } from '../test-support/backtest-market';
import { testStoreWith } from '../test-support/market';
import { type ProxiedPostgres, proxiedPostgres } from '../test-support/proxied-postgres';
import { buildApp } from './app';
import { loadConfig } from './config';

const esewa = {
  package_name: 'com.f1soft.esewa',
  display_name: 'eSewa',
  developer: null,
  store: 'google_play',
};

/** The calls that need the store (Play Store tracking) and those the market cache answers alone. */
const STORE_CALLS = [
  { method: 'POST', url: API_PATHS.playApps, payload: esewa },
  { method: 'GET', url: `${API_PATHS.playAppStats}?app=com.f1soft.esewa` },
] as const;
const MARKET_CALLS = [
  { method: 'GET', url: API_PATHS.stockList },
  { method: 'GET', url: screenPath('trendSignals') },
  { method: 'GET', url: `${API_PATHS.stock}NABIL` },
  { method: 'GET', url: API_PATHS.liveNepse },
  { method: 'POST', url: API_PATHS.backtest, payload: NABIL_REQUEST },
] as const;
type Call = (typeof STORE_CALLS)[number] | (typeof MARKET_CALLS)[number];

interface Answer {
  kind: 'store' | 'market';
  url: string;
  status: number;
  body: string;
}

describe('PostgreSQL stopped and started under a stream of requests (through a TCP proxy)', () => {
  let behind: ProxiedPostgres;
  let app: FastifyInstance;

  beforeAll(async () => {
    behind = await proxiedPostgres();
    await testStoreWith(backtestTestMarket(), 'imported', behind.place);
    // The data version is polled every 50 ms, so that the outage reaches the poll too.
    app = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_POLL_SECONDS: '0.05' }),
      database: behind.place.target,
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await behind?.place.cleanup();
  });

  const ask = async (kind: Answer['kind'], call: Call): Promise<Answer> => {
    const res = await app.inject({ ...call });
    return { kind, url: call.url, status: res.statusCode, body: res.body };
  };
  /** One round: every call at once. */
  const round = () =>
    Promise.all([...STORE_CALLS.map((c) => ask('store', c)), ...MARKET_CALLS.map((c) => ask('market', c))]);
  const ok = (a: Answer) => a.status >= 200 && a.status < 300;

  it('answers 503 for the store calls while it is down, serves the market throughout, and recovers by itself', async () => {
    const before = (await round()).flat();
    expect(before.filter((a) => !ok(a)).map((a) => `${a.url} ${a.status} ${a.body}`)).toEqual([]);

    // Stopped while a round is in flight, then a few rounds while down.
    const inFlight = round();
    await behind.proxy.stop();
    const down = [...(await inFlight)];
    for (let i = 0; i < 5; i++) down.push(...(await round()));
    const downStore = down.filter((a) => a.kind === 'store');
    const downMarket = down.filter((a) => a.kind === 'market');
    // Never a 5xx other than 503; the market answered from memory; the store calls after the stop are 503s.
    expect(down.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(downMarket.filter((a) => a.status !== 200)).toEqual([]);
    const afterStop = downStore.slice(STORE_CALLS.length);
    expect(afterStop.map((a) => a.status)).toEqual(afterStop.map(() => 503));
    for (const answer of downStore.filter((a) => a.status === 503)) {
      expect(JSON.parse(answer.body)).toEqual({
        error: 'The database is unavailable; try again in a moment.',
      });
    }

    // Back: the pool opens new connections by itself; a bounded number of rounds until the store calls pass.
    await behind.proxy.start();
    let after = await round();
    for (let i = 0; i < 50 && !after.every(ok); i++) {
      expect(after.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
      after = await round();
    }
    expect(after.filter((a) => !ok(a)).map((a) => `${a.url} ${a.status}`)).toEqual([]);
    // The data-version poll survived the outage: the market is the one loaded before it.
    expect(app.market.latestDate).toBe('2025-06-26');
  }, 120_000);
});
