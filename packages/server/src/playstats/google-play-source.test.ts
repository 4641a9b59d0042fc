import { readFileSync } from 'node:fs';
import path from 'node:path';
import nock from 'nock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptPlayStore } from '../../test-support/play-store-interception';
import { GooglePlaySource } from './google-play-source';
import { UpstreamError } from './play-source';

/** Saved pages, made by hand in the shape google-play-scraper 10.1.3 parses (see its lib/app.js, search.js, permissions.js). */
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../test-support/playstats-fixtures', name), 'utf8');
const PLAY = 'https://play.google.com';
const MINUTE = 60_000;

let nowMs = 0;
function source(throttleMs = 0): GooglePlaySource {
  return new GooglePlaySource({
    country: 'np',
    lang: 'en',
    now: () => new Date(nowMs),
    throttleMs,
    searchCacheMs: 5 * MINUTE,
    detailsExpiry: (now) => new Date(now.getTime() + 60 * MINUTE),
    firstBackoffMs: MINUTE,
    maxBackoffMs: 30 * MINUTE,
    timeoutMs: 5000,
  });
}
const detailsPage = (id: string) => nock(PLAY).get('/store/apps/details').query({ id, hl: 'en', gl: 'np' });
const permissionsCall = () =>
  nock(PLAY)
    .post('/_/PlayStoreUi/data/batchexecute')
    .query((q) => q.rpcids === 'qnKhOb' && q.gl === 'np');

interceptPlayStore();
beforeEach(() => {
  nowMs = Date.parse('2026-11-24T06:00:00Z');
});

describe('GooglePlaySource (google-play-scraper against saved pages)', () => {
  it('reads an app with its exact install counter and its permissions, asking for Nepal', async () => {
    const pages = [
      detailsPage('com.f1soft.esewa').reply(200, fixture('details-esewa.html')),
      permissionsCall().reply(200, fixture('permissions-esewa.txt')),
    ];
    const details = await source().details('com.f1soft.esewa');
    expect(pages.every((p) => p.isDone())).toBe(true);
    expect(details).toEqual({
      package_name: 'com.f1soft.esewa',
      app_info: {
        name: 'eSewa - Mobile Wallet (Nepal)',
        developer_name: 'eSewa Fonepay Pvt. Ltd.',
        category: 'Finance',
        content_rating: 'Everyone',
        icon_url: 'https://play-lh.googleusercontent.com/esewa-icon',
      },
      ratings: { average: 4.3, total_reviews: 312_456 },
      downloads: { display_text: '10,000,000+', exact_download: 12_873_456, kind: 'exact' },
      release_info: { version: '7.4.2', release_date: 'Jan 21, 2013' },
      // "take pictures and videos" appears under two groups and is listed once.
      permissions: [
        'take pictures and videos',
        'precise location (GPS and network-based)',
        'read the contents of your shared storage',
      ],
    });
  });

  it('falls back to the floor (minInstalls) when the exact counter is missing, and says so', async () => {
    detailsPage('com.hamropatro').reply(200, fixture('details-floor-only.html'));
    permissionsCall().reply(200, fixture('permissions-esewa.txt'));
    const details = await source().details('com.hamropatro');
    expect(details?.downloads).toEqual({
      display_text: '5,000,000+',
      exact_download: 5_000_000,
      kind: 'floor',
    });
  });

  it('takes a page without a title for an upstream error, never a zero', async () => {
    detailsPage('com.f1soft.esewa').reply(200, fixture('details-no-title.html'));
    await expect(source().details('com.f1soft.esewa')).rejects.toThrow(/without an app title/);
  });

  it.each([
    ['12873456]', '1e400]', 'the install count is not a finite number'],
    ['12873456]', '1e13]', 'the install count is beyond 10,000,000,000,000 (its sane bound)'],
    ['[null, 312456]', '[null, -5]', 'the number of ratings is negative'],
    ['["4.3", 4.3]', '["4.3", 43]', 'the rating is beyond 5 (its sane bound)'],
  ])(
    'takes a page whose figure is not finite or out of its sane bound (%s -> %s) for an upstream error',
    async (from, to, message) => {
      detailsPage('com.f1soft.esewa').reply(200, fixture('details-esewa.html').replace(from, to));
      permissionsCall().reply(200, fixture('permissions-esewa.txt'));
      await expect(source().details('com.f1soft.esewa')).rejects.toThrow(
        `Google Play answered something unreadable: ${message}`,
      );
    },
  );

  it('answers null for a 404 (unknown or delisted) without asking for permissions', async () => {
    const page = detailsPage('com.example.gone').reply(404, 'Not Found');
    expect(await source().details('com.example.gone')).toBeNull();
    expect(page.isDone()).toBe(true);
  });

  it('caches details until the next snapshot', async () => {
    detailsPage('com.f1soft.esewa').reply(200, fixture('details-esewa.html'));
    permissionsCall().reply(200, fixture('permissions-esewa.txt'));
    const play = source();
    await play.details('com.f1soft.esewa');
    nowMs += 59 * MINUTE;
    // No interceptor is left: a second request would fail.
    expect((await play.details('com.f1soft.esewa'))?.downloads.exact_download).toBe(12_873_456);
    nowMs += 2 * MINUTE;
    await expect(play.details('com.f1soft.esewa')).rejects.toThrow(UpstreamError);
  });

  it('searches and caches the answer for minutes', async () => {
    const page = nock(PLAY)
      .get('/store/search')
      .query({ c: 'apps', q: 'wallet', hl: 'en', gl: 'np', price: '0' })
      .reply(200, fixture('search-wallet.html'));
    const play = source();
    const expected = [
      {
        package_name: 'com.f1soft.esewa',
        name: 'eSewa - Mobile Wallet (Nepal)',
        publisher: 'eSewa Fonepay Pvt. Ltd.',
        icon_url: 'https://play-lh.googleusercontent.com/esewa-icon',
      },
      {
        package_name: 'com.khalti',
        name: 'Khalti Digital Wallet (Nepal)',
        publisher: 'Khalti Pvt. Ltd.',
        icon_url: 'https://play-lh.googleusercontent.com/khalti-icon',
      },
    ];
    expect(await play.search('wallet')).toEqual(expected);
    expect(page.isDone()).toBe(true);
    nowMs += 4 * MINUTE;
    expect(await play.search(' Wallet ')).toEqual(expected);
  });

  it('backs off after a 429: no request until the wait is over, doubled on the next 429', async () => {
    const play = source();
    detailsPage('com.khalti').reply(429, 'Too Many Requests');
    await expect(play.details('com.khalti')).rejects.toThrow(
      'Google Play answered HTTP 429; the next try is after 2026-11-24T06:01:00.000Z.',
    );
    // Within the wait no request leaves (none is intercepted): the answer says when to try again.
    nowMs += 30_000;
    const held = detailsPage('com.khalti').reply(200, fixture('details-esewa.html'));
    await expect(play.details('com.khalti')).rejects.toThrow(
      /limiting our requests; the next try is after 2026-11-24T06:01:00/,
    );
    expect(held.isDone()).toBe(false);
    nock.cleanAll();
    nowMs += 31_000;
    detailsPage('com.khalti').reply(429, 'Too Many Requests');
    await expect(play.details('com.khalti')).rejects.toThrow(
      'the next try is after 2026-11-24T06:03:01.000Z.',
    );
    nowMs += 2 * MINUTE;
    detailsPage('com.khalti').reply(200, fixture('details-esewa.html'));
    permissionsCall().reply(200, fixture('permissions-esewa.txt'));
    expect((await play.details('com.khalti'))?.app_info.name).toBe('eSewa - Mobile Wallet (Nepal)');
  });

  it('backs off after a 503 too, and makes exactly one request (its own retries are off)', async () => {
    detailsPage('com.khalti').reply(503, 'Service Unavailable');
    // Were the library to retry, its second request would find this page and succeed.
    const retry = detailsPage('com.khalti').reply(200, fixture('details-esewa.html'));
    await expect(source().details('com.khalti')).rejects.toThrow(/HTTP 503/);
    expect(retry.isDone()).toBe(false);
  });

  it('sends one request at a time, the throttle apart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      // When (on the faked clock) each search reached Google Play.
      const sent: number[] = [];
      nock(PLAY)
        .get('/store/search')
        .query(true)
        .times(2)
        .reply(() => {
          sent.push(performance.now());
          return [200, fixture('search-wallet.html')];
        });
      const play = source(1000);
      const answers = Promise.all([play.search('wallet'), play.search('khalti')]);
      // The faked clock moves 10 ms at a time, the real event loop (setImmediate) turning between steps.
      for (let step = 0; step < 300 && sent.length < 2; step++) {
        for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
        await vi.advanceTimersByTimeAsync(10);
      }
      expect((await answers).map((a) => a.length)).toEqual([2, 2]);
      const [first = 0, second = 0] = sent;
      expect(second - first).toBeGreaterThanOrEqual(1000);
      expect(second - first).toBeLessThanOrEqual(1100);
    } finally {
      vi.useRealTimers();
    }
  });
});
