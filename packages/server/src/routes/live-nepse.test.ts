import { brotliDecompressSync } from 'node:zlib';
import { API_PATHS, liveNepseResponseSchema, liveStatusSchema } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarket, testStoreWith } from '../../test-support/market';
import type { TestStoreTarget } from '../../test-support/store-targets';
import { buildApp } from '../app';
import { loadConfig } from '../config';

describe('live routes', () => {
  let app: FastifyInstance;
  let place: TestStoreTarget;

  beforeAll(async () => {
    place = await testStoreWith(
      testMarket([
        { symbol: 'AAA', sessions: 5, price: 100 },
        { symbol: 'BBB', sessions: 5, price: 200 },
        { symbol: 'FUND', sessions: 5, price: 10, sector: 'Mutual Fund', instrumentType: 'Mutual Funds' },
      ]),
    );
    app = await buildApp({
      ...loadConfig({
        LOG_LEVEL: 'silent',
        DATA_POLL_SECONDS: '0',
        LIVE_ANY_HOUR: '1',
        LIVE_POLL_SECONDS: '60',
      }),
      database: place.target,
    });
  });
  afterAll(async () => {
    await app.close();
    await place.cleanup();
  });

  it('answers the spec array of listed equities with an ETag, and 304 when it matches', async () => {
    const res = await app.inject({ url: API_PATHS.liveNepse, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const records = liveNepseResponseSchema.parse(
      JSON.parse(brotliDecompressSync(res.rawPayload).toString()),
    );
    expect(records.map((r) => r.symbol)).toEqual(['AAA', 'BBB']);
    expect(Object.keys(records[0] ?? {}).sort()).toEqual(
      [
        'symbol',
        'openPrice',
        'highPrice',
        'lowPrice',
        'lastTradedPrice',
        'previousClose',
        'totalTradeQuantity',
        'percentageChange',
        'lastUpdatedDateTime',
      ].sort(),
    );
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({ url: API_PATHS.liveNepse, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ url: API_PATHS.liveNepse, headers: { 'if-none-match': 'W/"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('reports the phase, the source and the last good poll', async () => {
    const res = await app.inject({ url: API_PATHS.liveStatus });
    const status = liveStatusSchema.parse(res.json());
    expect(status).toMatchObject({ phase: 'open', source: 'simulator', lastFailure: null, records: 2 });
    expect(status.lastGoodPollAt).not.toBeNull();
  });
});
