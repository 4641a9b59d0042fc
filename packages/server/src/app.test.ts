import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stockListResponseSchema } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarket, testStoreWith } from '../test-support/market';
import { type TestStoreTarget, testStoreTarget } from '../test-support/store-targets';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openStore } from './store/open-store';
import { writeMarket } from './store/write-market';

describe('buildApp', () => {
  let app: FastifyInstance;
  let place: TestStoreTarget;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nepse-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    place = await testStoreWith(
      testMarket([
        { symbol: 'UPPER', sessions: 5, price: 200, sector: 'Hydro Power', nepseId: 9150 },
        { symbol: 'ADBL', sessions: 5, price: 300, nepseId: 397 },
        { symbol: 'C30MF', sessions: 5, price: 10, sector: 'Mutual Fund', instrumentType: 'Mutual Funds' },
        { symbol: 'BNL', sessions: 0, price: 0, nepseId: 195 },
      ]),
      'demo',
    );
    app = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', ANALYTICS_ID: 'G-TEST1', DATA_POLL_SECONDS: '0' }),
      database: place.target,
      webDist: dist,
    });
  });
  afterAll(async () => {
    await app.close();
    await place.cleanup();
  });

  it('answers the sector list with NEPSE given its own id', async () => {
    const res = await app.inject('/api/sectors');
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ data: { id: string; name: string }[] }>().data.map((s) => s.id);
    expect(ids).toContain('58');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers the stock list from the market cache: symbols with prices, sorted, NEPSE id 0 when unknown', async () => {
    const res = await app.inject('/data/api/v1/security/all/mini');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { data } = stockListResponseSchema.parse(res.json());
    expect(data.map((e) => [e.symbol, e.nepseId])).toEqual([
      ['ADBL', 397],
      ['C30MF', 0],
      ['UPPER', 9150],
    ]);
    expect(data.every((e) => e.id === app.market.security(e.symbol)?.id)).toBe(true);
    expect(data[0]?.name).toBe('ADBL Limited');
    // Each symbol's traded value on the latest session: the stored turnover, else volume x close.
    const latest = app.market.latestDate;
    for (const entry of data) {
      const raw = app.market.bars(entry.symbol, 'raw')!;
      const last = raw.date.length - 1;
      const stored = app.market.turnover(entry.symbol)![last]!;
      const expected =
        isoDate(raw.date[last]!) !== latest
          ? 0
          : Number.isNaN(stored)
            ? raw.volume[last]! * raw.close[last]!
            : stored;
      expect(entry.turnover, entry.symbol).toBe(expected);
    }
    expect(data.some((e) => e.turnover > 0)).toBe(true);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found: GET /api/nothing-here' });
  });

  it('serves index.html with the runtime config for client routes, saying whether the data is the demo', async () => {
    const res = await app.inject('/dashboard/trend-signals');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '<script id="app-config" type="application/json">{"dataServiceUrl":"","playstatsUrl":"","analyticsId":"G-TEST1","demoData":true}</script>',
    );
  });

  it('serves hashed assets with a long cache and 404s missing ones', async () => {
    const asset = await app.inject('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('follows an import: new symbols in the stock list and demoData false once the data version moves', async () => {
    const store = await openStore(place.target);
    await writeMarket(store, testMarket([{ symbol: 'NABIL', sessions: 5, price: 500, nepseId: 131 }]), {
      kind: 'imported',
      description: 'import',
    });
    await store.close();
    await app.market.refresh();
    const { data } = stockListResponseSchema.parse(
      (await app.inject('/data/api/v1/security/all/mini')).json(),
    );
    expect(data.map((e) => e.symbol)).toEqual(['NABIL']);
    expect((await app.inject('/')).body).toContain('"demoData":false');
  });
});

describe('buildApp on an empty store', () => {
  it('generates and saves the demo market on the first start, and closes the store with the app', async () => {
    const place = testStoreTarget('sqlite');
    const app = await buildApp({ ...loadConfig({ LOG_LEVEL: 'silent' }), database: place.target });
    try {
      expect(app.market.dataKind).toBe('demo');
      expect(app.market.version).toBe(1);
      expect(app.market.symbols().length).toBeGreaterThan(250);
      expect(app.market.symbolsOfSector('58').length).toBeGreaterThan(200);
    } finally {
      await app.close();
      await place.cleanup();
    }
    await expect(app.store.db.selectFrom('data_version').selectAll().execute()).rejects.toThrow();
  });
});
