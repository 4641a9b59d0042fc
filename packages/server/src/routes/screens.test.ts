import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SCREEN_HEADERS, SCREEN_MANIFEST } from '@nepse/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAppWith, useTestApp } from '../../test-support/app';
import { testMarket } from '../../test-support/market';
import { registerZodSchemas } from '../http/zod-schemas';
import type { MarketDataset } from '../ingest/market-dataset';
import type { MarketLog } from '../market/market-cache';
import { ScreenAnswers } from '../screens/screen-answers';
import { SCREENS } from '../screens/screens';
import { writeMarket } from '../store/write-market';
import { registerScreenRoutes } from './screens';

const quiet: MarketLog = { info: () => {}, warn: () => {}, error: () => {} };
const PATH = '/api/volume-shockers';

/**
 * 30 listed banks of 12 sessions ending Thursday 2025-06-26 (volumes 1000 + 10 i); the last volume of the first
 * `shockers` is multiplied by 3 + k / 10, a mutual fund shocks too (not in the universe), and one symbol stopped
 * trading the day before.
 */
function market(shockers: number): MarketDataset {
  const symbols = Array.from({ length: 30 }, (_, k) => `B${String(k).padStart(2, '0')}`);
  const m = testMarket([
    ...symbols.map((symbol, k) => ({ symbol, sessions: 12, price: 100 + k })),
    { symbol: 'FUND', sessions: 12, price: 10, sector: 'Mutual Fund', instrumentType: 'Mutual Funds' },
  ]);
  m.prices.forEach((p, k) => {
    const last = p.bars.volume.length - 1;
    if (k < shockers || p.symbol === 'FUND') p.bars.volume[last] = (p.bars.volume[last] ?? 0) * (3 + k / 10);
  });
  const stale = testMarket([{ symbol: 'OLD', sessions: 12, price: 50 }], '2025-06-25');
  stale.prices.forEach((p) => {
    p.bars.volume[p.bars.volume.length - 1] = 1e6;
  });
  return {
    ...m,
    securities: [...m.securities, ...stale.securities],
    prices: [...m.prices, ...stale.prices],
  };
}

describe('screen routes: GET /api/volume-shockers', () => {
  const app = useTestApp(() => testAppWith(market(20)));

  it("answers the contract's list, largest increase first, listed equities that traded on the latest day", async () => {
    const res = await app().inject(PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = SCREEN_MANIFEST.volumeShockers.api.schema.parse(res.json());
    expect(rows.map((r) => r.symbol)).toEqual(
      Array.from({ length: 20 }, (_, k) => `B${String(19 - k).padStart(2, '0')}`),
    );
    // B19: session 11's volume 1110 x 4.9 = 5439 against the mean of sessions 4-10, (1040 + ... + 1100) / 7 = 1070.
    expect(rows[0]).toEqual({
      symbol: 'B19',
      volDiffPercent: (5439 / 1070 - 1) * 100,
      volume: 5439,
      averageVolume: 1070,
      closePrice: expect.any(Number),
      averageClose: expect.any(Number),
      sector: 'Commercial Bank',
    });
  });

  it('carries the data date and kind in headers, and a weak ETag that a matching If-None-Match turns into 304', async () => {
    const res = await app().inject(PATH);
    expect(res.headers[SCREEN_HEADERS.dataDate]).toBe('2025-06-26');
    expect(res.headers[SCREEN_HEADERS.dataKind]).toBe('imported');
    expect(res.headers[SCREEN_HEADERS.expectedDate]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app().inject({ url: PATH, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await app().inject({ url: PATH, headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('sends the Brotli or gzip bytes the client accepts, the same JSON', async () => {
    const plain = await app().inject({ url: PATH, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app().inject({ url: PATH, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app().inject({ url: PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('is computed again when an import moves the data version, with a new ETag', async () => {
    const before = await app().inject(PATH);
    await writeMarket(app().store, market(3), { kind: 'imported', description: 'fewer shockers' });
    await app().market.refresh();
    const after = await app().inject(PATH);
    expect(SCREEN_MANIFEST.volumeShockers.api.schema.parse(after.json()).map((r) => r.symbol)).toEqual([
      'B02',
      'B01',
      'B00',
    ]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await app().inject({
      url: PATH,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('says which session the trading calendar expects by now, from the clock it is given', async () => {
    const answers = new ScreenAnswers(SCREENS, quiet);
    await answers.prepare(app().market.current);
    const bare = Fastify();
    registerZodSchemas(bare);
    // Friday 2025-06-27 at 17:00 Nepal time: NEPSE traded Sunday to Thursday then, so Thursday 26 is expected.
    registerScreenRoutes(bare, SCREENS, answers, { now: () => new Date('2025-06-27T11:15:00Z') });
    const res = await bare.inject(PATH);
    expect(res.headers[SCREEN_HEADERS.expectedDate]).toBe('2025-06-26');
    expect(res.headers[SCREEN_HEADERS.dataDate]).toBe('2025-06-26');
    await bare.close();
  });
});
