import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  appRecordResponseSchema,
  appSearchResponseSchema,
  appStatsResponseSchema,
  nepalToday,
} from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarket, testStoreWith } from '../../test-support/market';
import { interceptPlayStore } from '../../test-support/play-store-interception';
import type { TestStoreTarget } from '../../test-support/store-targets';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { countSnapshots, isTracked, readSnapshots, trackedApps, writeSnapshot } from '../store/play-tracking';

const esewa = {
  package_name: 'com.f1soft.esewa',
  display_name: 'eSewa',
  developer: 'eSewa Fonepay Pvt. Ltd.',
  store: 'google_play',
};

async function appWith(
  env: Record<string, string>,
): Promise<{ app: FastifyInstance; place: TestStoreTarget }> {
  const place = await testStoreWith(testMarket([{ symbol: 'NABIL', sessions: 30, price: 500 }]));
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_POLL_SECONDS: '0', ...env }),
    database: place.target,
  });
  return { app, place };
}

describe('Play Store calls on the demo catalogue (the default)', () => {
  let app: FastifyInstance;
  let place: TestStoreTarget;

  beforeAll(async () => {
    ({ app, place } = await appWith({}));
  });
  afterAll(async () => {
    await app.close();
    await place.cleanup();
  });

  it('searches the catalogue, the access key accepted, and says the answer is demo', async () => {
    const res = await app.inject('/playstats/search-apps/?q=%20Wallet%20&accesskey=any');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = appSearchResponseSchema.parse(res.json());
    expect(body.provenance).toBe('demo');
    expect(body.extracted_elements.map((a) => a.package_name)).toEqual([
      'com.f1soft.esewa',
      'com.khalti',
      'com.mypay.wallet',
    ]);
    expect(body.extracted_elements[0]).toEqual({
      package_name: 'com.f1soft.esewa',
      name: 'eSewa - Mobile Wallet (Nepal)',
      publisher: 'eSewa Fonepay Pvt. Ltd.',
      icon_url: null,
    });
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await app.inject('/playstats/search-apps/?q=zzzqqq');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ extracted_elements: [], provenance: 'demo' });
  });

  it.each([
    ['no query', '/playstats/search-apps/'],
    ['an empty query', '/playstats/search-apps/?q='],
    ['a whitespace query', '/playstats/search-apps/?q=%20%20%09'],
  ])('refuses %s with 400', async (_label, url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a search query' });
  });

  it('refuses a repeated query with 400', async () => {
    const res = await app.inject('/playstats/search-apps/?q=a&q=b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'One search query is expected (?q=).' });
  });

  it("answers an app's stats with the demo's own 30 daily intervals, up to today in Nepal", async () => {
    const before = nepalToday();
    const res = await app.inject('/playstats/app-stats/?app=com.f1soft.esewa&accesskey=any');
    // Either side of a Nepal midnight falling during the call.
    const days = [before, nepalToday()];
    expect(res.statusCode).toBe(200);
    const body = appStatsResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      package_name: 'com.f1soft.esewa',
      app_info: {
        name: 'eSewa - Mobile Wallet (Nepal)',
        developer_name: 'eSewa Fonepay Pvt. Ltd.',
        category: 'Finance',
      },
      ratings: { average: 4.3, total_reviews: 312_000 },
      release_info: { version: '7.4.2', release_date: 'Jan 21, 2013' },
      provenance: 'demo',
      tracked: false,
    });
    expect(body.daily_downloads).toHaveLength(30);
    expect(body.daily_downloads.every((d) => d.days === 1 && d.downloads > 0)).toBe(true);
    expect(days).toContain(body.daily_downloads.at(-1)?.date);
    // The counter is the catalogue's 12,430,000 plus the 30 days shown.
    const sum = body.daily_downloads.reduce((s, d) => s + d.downloads, 0);
    expect(body.downloads).toEqual({
      display_text: '10,000,000+',
      exact_download: 12_430_000 + sum,
      kind: 'exact',
    });
  });

  it.each([
    ['no app', '/playstats/app-stats/', 400, 'An app package name is required (?app=).'],
    ['a blank app', '/playstats/app-stats/?app=%20', 400, 'An app package name is required (?app=).'],
    [
      'two apps',
      '/playstats/app-stats/?app=com.khalti&app=com.hamropatro',
      400,
      'An app package name is required (?app=).',
    ],
    [
      'a malformed app',
      '/playstats/app-stats/?app=not%20a%20package',
      400,
      '"not a package" is not a Play Store package name.',
    ],
    [
      'an unknown app',
      '/playstats/app-stats/?app=com.example.nothing',
      404,
      'Google Play has no app "com.example.nothing".',
    ],
  ])('answers %s with %d', async (_label, url, status, error) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });

  it('registers an app (201, then 200), with the access key in the body, and reports it tracked', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/playstats/apps/',
      payload: { ...esewa, accesskey: 'any' },
    });
    expect(first.statusCode).toBe(201);
    expect(appRecordResponseSchema.parse(first.json())).toMatchObject({ ...esewa, created: true });
    const again = await app.inject({ method: 'POST', url: '/playstats/apps/?accesskey=any', payload: esewa });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false });
    const stats = await app.inject('/playstats/app-stats/?app=com.f1soft.esewa');
    expect(stats.json()).toMatchObject({ tracked: true, provenance: 'demo' });
  });

  it('answers the preflight of a registration from another origin', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: '/playstats/apps/' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
  });

  it.each([
    [
      'another store',
      { ...esewa, store: 'app_store' },
      'Invalid app record: store: Invalid input: expected "google_play"',
    ],
    [
      'no package name',
      { display_name: 'eSewa', developer: null, store: 'google_play' },
      'Invalid app record: package_name: Invalid input: expected string, received undefined',
    ],
    [
      'a malformed package name',
      { ...esewa, package_name: 'esewa' },
      'Invalid app record: package_name: not a Play Store package name',
    ],
    ['no body', undefined, 'Invalid app record: body: Invalid input: expected object, received undefined'],
  ])('refuses a registration with %s (400)', async (_label, payload, error) => {
    const res = await app.inject({
      method: 'POST',
      url: '/playstats/apps/',
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses a body that is not JSON with a 4xx error body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/playstats/apps/',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it('never writes demo figures into the snapshot store', async () => {
    await app.inject({
      method: 'POST',
      url: '/playstats/apps/',
      payload: { ...esewa, package_name: 'com.khalti' },
    });
    await app.inject('/playstats/app-stats/?app=com.khalti');
    expect(await countSnapshots(app.store.db)).toBe(0);
  });
});

describe('Play Store calls on the real store (google-play-scraper against saved pages)', () => {
  const PLAY = 'https://play.google.com';
  const fixture = (name: string) =>
    readFileSync(path.join(import.meta.dirname, '../../test-support/playstats-fixtures', name), 'utf8');
  const detailsPage = (id: string) => nock(PLAY).get('/store/apps/details').query({ id, hl: 'en', gl: 'np' });
  const permissionsCall = () => nock(PLAY).post('/_/PlayStoreUi/data/batchexecute').query(true);
  let app: FastifyInstance;
  let place: TestStoreTarget;

  interceptPlayStore();
  beforeAll(async () => {
    ({ app, place } = await appWith({ PLAYSTATS_SOURCE: 'live', PLAYSTATS_THROTTLE_MS: '0' }));
  });
  afterAll(async () => {
    await app.close();
    await place.cleanup();
  });

  it('answers 502 with a clear error when the store fails', async () => {
    nock(PLAY).get('/store/search').query(true).reply(500, 'Server Error');
    const res = await app.inject('/playstats/search-apps/?q=esewa');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatch(
      /^The Play Store source failed: Google Play failed: Error requesting Google Play:/,
    );
  });

  it('answers 502 when the page has no app title', async () => {
    detailsPage('com.hamropatro').reply(200, fixture('details-no-title.html'));
    const res = await app.inject('/playstats/app-stats/?app=com.hamropatro');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error:
        'The Play Store source failed: Google Play answered something unreadable: Google Play answered a page without an app title',
    });
  });

  it('answers 502 when the page holds an install count that is not finite, storing nothing', async () => {
    const broken = 'com.example.broken';
    const page = () => {
      detailsPage(broken).reply(200, fixture('details-esewa.html').replace('12873456]', '1e400]'));
      permissionsCall().reply(200, fixture('permissions-esewa.txt'));
    };
    page();
    const res = await app.inject(`/playstats/app-stats/?app=${broken}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error:
        'The Play Store source failed: Google Play answered something unreadable: the install count is not a finite number',
    });
    // Registering it checks the app first, which fails the same way: nothing tracked, no figure stored.
    page();
    const registered = await app.inject({
      method: 'POST',
      url: '/playstats/apps/',
      payload: { ...esewa, package_name: broken },
    });
    expect(registered.statusCode).toBe(502);
    expect(await isTracked(app.store.db, broken)).toBe(false);
    expect(await readSnapshots(app.store.db, broken, 5)).toEqual([]);
  });

  it('answers 404 for an app the store does not have (delisted)', async () => {
    detailsPage('com.example.gone').reply(404, 'Not Found');
    const res = await app.inject('/playstats/app-stats/?app=com.example.gone');
    expect(res.statusCode).toBe(404);
  });

  it('refuses to track an app Google Play does not have (404), storing nothing', async () => {
    const page = detailsPage('com.example.madeup').reply(404, 'Not Found');
    const res = await app.inject({
      method: 'POST',
      url: '/playstats/apps/',
      payload: { ...esewa, package_name: 'com.example.madeup' },
    });
    expect(page.isDone()).toBe(true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Google Play has no app "com.example.madeup".' });
    expect(await isTracked(app.store.db, 'com.example.madeup')).toBe(false);
  });

  it('checks an app on Google Play before tracking it, and takes its first snapshot from that answer', async () => {
    const pages = [
      detailsPage('com.hamropatro').reply(200, fixture('details-floor-only.html')),
      permissionsCall().reply(200, fixture('permissions-esewa.txt')),
    ];
    const res = await app.inject({
      method: 'POST',
      url: '/playstats/apps/',
      payload: { ...esewa, package_name: 'com.hamropatro', display_name: 'Hamro Patro' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // One reading of Google Play for both the check and the snapshot (nock answers each page once).
    expect(pages.every((p) => p.isDone())).toBe(true);
    expect(await readSnapshots(app.store.db, 'com.hamropatro', 5)).toMatchObject([
      { installs: 5_000_000, kind: 'floor' },
    ]);
  });

  it('registers an app with its first snapshot, then serves daily downloads from the stored snapshots', async () => {
    detailsPage('com.f1soft.esewa').reply(200, fixture('details-esewa.html'));
    permissionsCall().reply(200, fixture('permissions-esewa.txt'));
    const stats = await app.inject('/playstats/app-stats/?app=com.f1soft.esewa');
    expect(stats.json()).toMatchObject({ provenance: 'live', tracked: false, daily_downloads: [] });
    // The registration reads the cached details: no second request.
    const registered = await app.inject({ method: 'POST', url: '/playstats/apps/', payload: esewa });
    expect(registered.statusCode).toBe(201);
    const [first] = await readSnapshots(app.store.db, 'com.f1soft.esewa', 5);
    expect(first).toMatchObject({ installs: 12_873_456, kind: 'exact', rating: 4.3 });
    const today = first?.day as number;
    const earlier = {
      packageName: 'com.f1soft.esewa',
      kind: 'exact' as const,
      rating: 4.3,
      takenAt: 'earlier',
    };
    await writeSnapshot(app.store.db, { ...earlier, day: today - 4, installs: 12_860_000 });
    await writeSnapshot(app.store.db, { ...earlier, day: today - 1, installs: 12_873_500 });
    const body = appStatsResponseSchema.parse(
      (await app.inject('/playstats/app-stats/?app=com.f1soft.esewa')).json(),
    );
    expect(body.tracked).toBe(true);
    expect(body.daily_downloads.map((d) => [d.downloads, d.days])).toEqual([
      [13_500, 3],
      [-44, 1],
    ]);
  });
});

describe('limits on app registrations (the demo catalogue)', () => {
  const register = (app: FastifyInstance, n: number, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/playstats/apps/',
      remoteAddress,
      payload: { ...esewa, package_name: `com.example.app${n}` },
    });

  it('refuses a new app once the configured number are tracked (409), and still renames a tracked one', async () => {
    const { app, place } = await appWith({ PLAYSTATS_MAX_TRACKED_APPS: '2' });
    try {
      expect((await register(app, 1)).statusCode).toBe(201);
      expect((await register(app, 2)).statusCode).toBe(201);
      const refused = await register(app, 3);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'At most 2 apps can be tracked, and that many are: "com.example.app3" was not added.',
      });
      expect((await register(app, 1)).statusCode).toBe(200);
      expect((await trackedApps(app.store.db)).map((a) => a.package_name)).toEqual([
        'com.example.app1',
        'com.example.app2',
      ]);
    } finally {
      await app.close();
      await place.cleanup();
    }
  });

  it('limits registrations per client more strictly than reads, counted apart from them', async () => {
    const { app, place } = await appWith({ PLAYSTATS_WRITES_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '20' });
    try {
      const first = await Promise.all([1, 2, 3].map((n) => register(app, n)));
      expect(first.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const over = await register(app, 4);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({
        error: expect.stringMatching(/^Too many requests: at most 3 a minute from one address; try again in/),
      });
      expect(over.headers['retry-after']).toBeDefined();
      // Another client registers; this one still reads, on the reads' own count.
      expect((await register(app, 5, '10.0.0.2')).statusCode).toBe(201);
      for (let i = 0; i < 10; i++) {
        expect((await app.inject('/playstats/app-stats/?app=com.f1soft.esewa')).statusCode).toBe(200);
      }
      expect((await trackedApps(app.store.db)).map((a) => a.package_name)).toEqual([
        'com.example.app1',
        'com.example.app2',
        'com.example.app3',
        'com.example.app5',
      ]);
    } finally {
      await app.close();
      await place.cleanup();
    }
  });
});
