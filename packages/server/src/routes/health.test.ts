import { allocateBars } from '@nepse/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppWith, useTestApp } from '../../test-support/app';
import { testMarket } from '../../test-support/market';
import { registerZodSchemas } from '../http/zod-schemas';
import { buildSnapshot } from '../market/market-snapshot';
import { readDataVersion } from '../store/data-version';
import type { StoredMarket } from '../store/read-market';
import { HEALTH_PATHS, registerHealthRoutes } from './health';

const market = () => testMarket([{ symbol: 'AAA', sessions: 5, price: 100 }]);

describe('health routes of the app', () => {
  const app = useTestApp(() => testAppWith(market()));

  it('says the process is up without asking the store', async () => {
    const res = await app().inject(HEALTH_PATHS.live);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("is ready with the served data version, the store's, the data date and kind", async () => {
    const res = await app().inject(HEALTH_PATHS.ready);
    expect(res.statusCode).toBe(200);
    const stored = await readDataVersion(app().store.db);
    expect(stored.version).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      status: 'ready',
      store: 'reachable',
      market: 'loaded',
      dataVersion: stored.version,
      storeDataVersion: stored.version,
      dataDate: '2025-06-26',
      dataKind: 'imported',
    });
  });
});

describe('readiness of an app whose store is closed', () => {
  let started: TestApp;
  beforeAll(async () => {
    started = await testAppWith(market());
  });
  afterAll(() => started.close());

  it('answers 503 naming the store, while health and the market cache stay up', async () => {
    await started.app.store.close();
    const res = await started.app.inject(HEALTH_PATHS.ready);
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'The store is not reachable: its query failed (see the server log).',
      store: 'unreachable',
      market: 'loaded',
      storeDataVersion: null,
      dataDate: '2025-06-26',
    });
    expect((await started.app.inject(HEALTH_PATHS.live)).statusCode).toBe(200);
  });
});

describe('readiness checks', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  const serve = async (storeVersion: () => Promise<number>, snapshot = buildSnapshot(emptyStore())) => {
    app = Fastify();
    registerZodSchemas(app);
    registerHealthRoutes(app, { market: () => snapshot, storeVersion, timeoutMs: 1 });
    return app.inject(HEALTH_PATHS.ready);
  };

  it('gives up on a store that never answers after its timeout', async () => {
    const res = await serve(() => new Promise<never>(() => {}));
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/^The store did not answer within 1 ms\./);
  });

  it('is not ready while the market holds no prices, even with the store up, and says both when both fail', async () => {
    const empty = await serve(async () => 0);
    expect(empty.statusCode).toBe(503);
    expect(empty.json()).toEqual({
      error: 'The market cache holds no prices: import data (npm run import) or start on an empty store.',
      store: 'reachable',
      market: 'empty',
      dataVersion: 0,
      storeDataVersion: 0,
      dataDate: null,
      dataKind: 'empty',
    });
    await app?.close();
    const both = await serve(() => Promise.reject(new Error('select version from data_version failed')));
    expect(both.statusCode).toBe(503);
    const { error } = both.json();
    expect(error).toMatch(/^The store is not reachable.*The market cache holds no prices/);
    expect(error).not.toMatch(/select|data_version/);
  });
});

/** What an empty store holds: the data-version row only. */
function emptyStore(): StoredMarket {
  return {
    version: { version: 0, kind: 'empty', description: '', updatedAt: '2025-06-26T00:00:00.000Z' },
    securities: [],
    prices: new Map(),
    corporateActions: [],
    index: allocateBars(0),
  };
}
