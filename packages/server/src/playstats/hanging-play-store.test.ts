import { API_PATHS } from '@nepse/contract';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { testMarket, testStoreWith } from '../../test-support/market';
import { interceptPlayStore } from '../../test-support/play-store-interception';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const PLAY = 'https://play.google.com';

interceptPlayStore();

describe('Google Play that never answers (the live source)', () => {
  it('answers 502 with the timeout in words once PLAYSTATS_TIMEOUT_SECONDS has passed, and searches likewise', async () => {
    // Google Play's address answered by nock, whose reply never comes: the request hangs until the timeout.
    const held = nock(PLAY)
      .get(/.*/)
      .times(2)
      .reply(() => new Promise<never>(() => {}));
    const place = await testStoreWith(testMarket([{ symbol: 'NABIL', sessions: 5, price: 500 }]));
    const app = await buildApp({
      ...loadConfig({
        LOG_LEVEL: 'silent',
        DATA_POLL_SECONDS: '0',
        PLAYSTATS_SOURCE: 'live',
        PLAYSTATS_THROTTLE_MS: '0',
        PLAYSTATS_TIMEOUT_SECONDS: '0.3',
      }),
      database: place.target,
    });
    try {
      const stats = await app.inject(`${API_PATHS.playAppStats}?app=com.f1soft.esewa`);
      expect(stats.statusCode).toBe(502);
      expect(stats.json()).toEqual({
        error: 'The Play Store source failed: Google Play did not answer within 300 ms.',
      });
      const search = await app.inject(`${API_PATHS.playSearchApps}?q=wallet`);
      expect(search.statusCode).toBe(502);
      expect(search.json().error).toMatch(/did not answer within 300 ms/);
      expect(held.isDone()).toBe(true);
    } finally {
      await app.close();
      await place.cleanup();
    }
  });
});
