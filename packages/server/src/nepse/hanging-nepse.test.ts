import { API_PATHS, liveStatusSchema } from '@nepse/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { HangingServer } from '../../test-support/hanging-server';
import { testMarket, testStoreWith } from '../../test-support/market';
import { useTestStore } from '../../test-support/use-store';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { NepseClient } from './nepse-client';
import { topUpFromNepse } from './nepse-top-up';

const quiet = { info: () => {} };

describe('NEPSE that accepts connections and never answers', () => {
  let nepse: HangingServer;
  afterEach(() => nepse.stop());
  const testStore = useTestStore('sqlite');

  it('stops a top-up at its request timeout, the report saying NEPSE did not answer', async () => {
    nepse = new HangingServer();
    const baseUrl = await nepse.start();
    const report = await topUpFromNepse(
      testStore.store,
      new NepseClient({ baseUrl, log: quiet, requestTimeoutMs: 300 }),
      { now: new Date('2026-04-03T12:00:00Z'), since: '2026-03-22', priceListDays: 7, skipInvalid: false },
    );
    expect(nepse.accepted).toBeGreaterThan(0);
    expect(report.failure).toMatch(/^NEPSE did not answer http:\/\/127\.0\.0\.1:\d+\/\S+ within 300 ms$/);
    expect(report.interrupted).toBe(true);
    expect(report.days.written).toBe(0);
  });

  it('leaves the live market unavailable (503) and reports the failed poll, without holding the server', async () => {
    nepse = new HangingServer();
    const baseUrl = await nepse.start();
    const place = await testStoreWith(testMarket([{ symbol: 'NABIL', sessions: 5, price: 500 }]));
    // Built once its first poll has ended: the hanging source cost it the timeout, no more.
    const app = await buildApp({
      ...loadConfig({
        LOG_LEVEL: 'silent',
        DATA_POLL_SECONDS: '0',
        LIVE_SOURCE: 'nepse',
        NEPSE_BASE_URL: baseUrl,
        LIVE_TIMEOUT_SECONDS: '0.3',
      }),
      database: place.target,
    }).catch(async (err: unknown) => {
      await place.cleanup();
      throw err;
    });
    try {
      expect(nepse.accepted).toBeGreaterThan(0);
      const live = await app.inject(API_PATHS.liveNepse);
      expect(live.statusCode).toBe(503);
      expect(live.json()).toEqual({
        error: 'Live market data is not available yet; please try again shortly.',
      });
      const status = liveStatusSchema.parse((await app.inject(API_PATHS.liveStatus)).json());
      expect(status.lastFailure?.message).toMatch(/did not answer .*within 300 ms/);
    } finally {
      await app.close();
      await place.cleanup();
    }
  });
});
