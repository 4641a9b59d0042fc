import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@nepse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppWith, useTestApp } from '../../test-support/app';
import { testMarket, testStoreWith } from '../../test-support/market';
import { parseExposition, sampleValue } from '../../test-support/read-exposition';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { UNMATCHED_ROUTE } from '../metrics/app-metrics';
import { SCREENS } from '../screens/screens';
import { readDataVersion } from '../store/data-version';
import { writeMarket } from '../store/write-market';
import { METRICS_PATH } from './metrics';

const market = (endDate = '2025-06-26') =>
  testMarket(
    [
      { symbol: 'AAA', sessions: 40, price: 100 },
      { symbol: 'BBB', sessions: 40, price: 200 },
    ],
    endDate,
  );

describe('GET /metrics', () => {
  const app = useTestApp(() => testAppWith(market()));
  const scrape = async () => {
    const res = await app().inject(METRICS_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parseExposition(res.body);
  };

  it('counts and times requests by route pattern, method and status, never by the address asked', async () => {
    const route = { method: 'GET', route: `${API_PATHS.bars}:symbol` };
    const before = await scrape();
    expect((await app().inject(`${API_PATHS.bars}AAA`)).statusCode).toBe(200);
    expect((await app().inject(`${API_PATHS.bars}BBB`)).statusCode).toBe(200);
    expect((await app().inject(`${API_PATHS.bars}NOPE`)).statusCode).toBe(404);
    expect((await app().inject('/api/no-such-thing/42')).statusCode).toBe(404);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('http_requests_total', { ...route, status: '200' })).toBe(2);
    expect(moved('http_requests_total', { ...route, status: '404' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', { ...route, status: '200' })).toBe(2);
    expect(moved('http_request_duration_seconds_bucket', { ...route, status: '200', le: '+Inf' })).toBe(2);
    expect(moved('http_requests_total', { method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
    const routes = new Set(after.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route));
    expect([...routes].filter((r) => /AAA|BBB|NOPE|no-such-thing/.test(r ?? ''))).toEqual([]);
  });

  it("gives the store's data version and its age, and follows a new version", async () => {
    const nowSeconds = () => Date.now() / 1000;
    const firstVersion = await readDataVersion(app().store.db);
    const earliest = nowSeconds() - Date.parse(firstVersion.updatedAt) / 1000;
    const first = await scrape();
    const latest = nowSeconds() - Date.parse(firstVersion.updatedAt) / 1000;
    expect(sampleValue(first, 'nepse_data_version')).toBe(firstVersion.version);
    const age = sampleValue(first, 'nepse_data_version_age_seconds');
    expect(age).toBeGreaterThanOrEqual(earliest - 0.001);
    expect(age).toBeLessThanOrEqual(latest + 0.001);

    await writeMarket(app().store, market('2025-06-29'), { kind: 'imported', description: 'a later day' });
    await app().market.refresh();
    const next = await readDataVersion(app().store.db);
    expect(next.version).toBeGreaterThan(firstVersion.version);
    expect(sampleValue(await scrape(), 'nepse_data_version')).toBe(next.version);
  });

  it('gives each screen its compute time, the event-loop delay and the memory of the process', async () => {
    const samples = await scrape();
    for (const screen of SCREENS) {
      const seconds = sampleValue(samples, 'nepse_screen_compute_seconds', { screen: screen.name });
      expect(seconds, screen.name).toBeGreaterThan(0);
    }
    for (const stat of ['p50', 'p99', 'max']) {
      expect(samples.some((s) => s.name === 'nodejs_eventloop_delay_seconds' && s.labels.stat === stat)).toBe(
        true,
      );
    }
    expect(sampleValue(samples, 'process_memory_bytes', { kind: 'rss' })).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nepse_live_poll_failures_total')).toBe(0);
  });
});

describe('metrics of two apps in one process', () => {
  it('are their own: a request to one moves only its counter', async () => {
    const [one, two] = [await testAppWith(market()), await testAppWith(market())];
    try {
      await one.app.inject(API_PATHS.stockList);
      const count = async (app: typeof one.app) =>
        sampleValue(parseExposition((await app.inject(METRICS_PATH)).body), 'http_requests_total', {
          route: API_PATHS.stockList,
        });
      expect(await count(one.app)).toBe(1);
      expect(await count(two.app)).toBe(0);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('live poll failures', () => {
  let nepse: Server;
  beforeAll(async () => {
    // A NEPSE that fails every call: the live source's first poll (made before the app is built) fails.
    nepse = createServer((_request, response) => response.writeHead(500).end());
    await new Promise<void>((resolve) => nepse.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => nepse.close(() => resolve())));

  it('are counted', async () => {
    const { port } = nepse.address() as AddressInfo;
    const place = await testStoreWith(market());
    try {
      const app = await buildApp({
        ...loadConfig({
          LOG_LEVEL: 'silent',
          DATA_POLL_SECONDS: '0',
          LIVE_SOURCE: 'nepse',
          NEPSE_BASE_URL: `http://127.0.0.1:${port}`,
          LIVE_POLL_SECONDS: '3600',
        }),
        database: place.target,
      });
      try {
        const samples = parseExposition((await app.inject(METRICS_PATH)).body);
        expect(sampleValue(samples, 'nepse_live_poll_failures_total')).toBe(1);
        expect((await app.inject(API_PATHS.liveStatus)).json().lastFailure).not.toBeNull();
      } finally {
        await app.close();
      }
    } finally {
      await place.cleanup();
    }
  });
});
