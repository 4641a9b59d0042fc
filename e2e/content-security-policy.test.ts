import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseSymbol, openBacktest } from './support/backtest-page';
import { launchBrowser } from './support/browser';
import { expectClean, watchPolicy } from './support/policy-watch';
import { type RunningServer, startServer } from './support/server';

/** Waits for the page's main heading and for its calls, charts and lazy parts to settle. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const SCREENS = [
  'fresh-indicator-signals',
  'trend-signals',
  'volatile-stocks',
  'support-resistance',
  'breakout-stocks',
  'consolidating-stocks',
  'technical-ratings',
  'candlestick-patterns',
  'volume-shockers',
  'live-candle',
  'fibonacci-levels',
];

describe('the Content-Security-Policy in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('holds on the landing page, the text pages and not-found', async () => {
    const page = await browser.newPage();
    const watch = await watchPolicy(page);
    const paths = [
      '/',
      '/privacy',
      '/terms',
      '/contact',
      '/support',
      '/no-such-page',
      '/dashboard/no-such-screen',
    ];
    for (const address of paths) {
      await page.goto(`${baseUrl}${address}`);
      await settle(page);
    }
    expectClean(watch, paths.length);
    await page.close();
  });

  it('holds on the back-test page through a run with its charts', async () => {
    const page = await openBacktest(browser, baseUrl, '/dashboard');
    const watch = await watchPolicy(page);
    await page.goto(`${baseUrl}/dashboard/backtest`);
    await chooseSymbol(page, 'NABIL');
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    await page.getByRole('region', { name: 'Backtest Results' }).locator('canvas').first().waitFor();
    await page.waitForLoadState('networkidle');
    expectClean(watch, 1);
    await page.close();
  });

  it('holds on every screen, the stock page and live candle', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const watch = await watchPolicy(page);
    const paths = [...SCREENS.map((screen) => `/dashboard/${screen}`), '/dashboard/stock/NABIL'];
    for (const address of paths) {
      await page.goto(`${baseUrl}${address}`);
      await settle(page);
    }
    // The stock page's chart is drawn.
    await page.locator('canvas').first().waitFor();
    expectClean(watch, paths.length);
    await page.close();
  });

  it('holds on the Play Store search and an app page', async () => {
    const page = await browser.newPage();
    const watch = await watchPolicy(page);
    await page.goto(`${baseUrl}/dashboard/playstats`);
    await settle(page);
    await page.getByPlaceholder('Search for apps...').fill('khalti');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('app-card').first().click();
    await page.getByRole('heading', { level: 1, name: /Khalti/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expectClean(watch, 1);
    await page.close();
  });
});

/** Play Store icons and the analytics tag come from Google; these stand in for them (no network here). */
const PLAY_ICON = 'https://play-lh.googleusercontent.com/e2e-khalti-icon';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** Other origins for the stock list and the Play Store calls, answered by the server under test. */
const DATA_SERVICE = 'https://data.e2e.example';
const PLAY_BACKEND = 'https://stats.e2e.example';

describe('the Content-Security-Policy with analytics, another data service and Play Store backend', () => {
  let browser: Browser;
  let server: RunningServer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-csp-'));
    const recording = path.join(dir, 'recording.json');
    writeFileSync(
      recording,
      JSON.stringify({
        recorded_at: '2026-11-20T10:00:00Z',
        apps: [
          {
            package_name: 'com.khalti',
            app_info: {
              name: 'Khalti Digital Wallet (Nepal)',
              developer_name: 'Khalti Pvt. Ltd.',
              category: 'Finance',
              content_rating: 'Everyone',
              icon_url: PLAY_ICON,
            },
            ratings: { average: 4.5, total_reviews: 148_000 },
            downloads: { display_text: '5,000,000+', exact_download: 5_000_000, kind: 'floor' },
            release_info: { version: '6.12.0', release_date: 'Aug 3, 2017' },
            permissions: ['full network access'],
          },
        ],
      }),
    );
    [server, browser] = await Promise.all([
      startServer({
        ANALYTICS_ID: 'G-E2ECSP1',
        PLAYSTATS_SOURCE: 'recorded',
        PLAYSTATS_RECORDING: recording,
        DATA_SERVICE_URL: DATA_SERVICE,
        PLAYSTATS_URL: PLAY_BACKEND,
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A page whose Google requests and calls to the other origins are answered here; `reached` lists them. */
  async function stubbedPage(reached: string[]): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.route('https://*.googletagmanager.com/**', (route) => {
      reached.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route('https://play-lh.googleusercontent.com/**', (route) => {
      reached.push(route.request().url());
      return route.fulfill({ contentType: 'image/png', body: PNG });
    });
    await page.route(/^https:\/\/(data|stats)\.e2e\.example\//, async (route) => {
      const url = new URL(route.request().url());
      reached.push(url.origin);
      const response = await route.fetch({ url: `${server.baseUrl}${url.pathname}${url.search}` });
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'access-control-allow-origin': '*' },
      });
    });
    return page;
  }

  it('lets the tag, the other origins and the Play Store icon load without a violation', async () => {
    const reached: string[] = [];
    const page = await stubbedPage(reached);
    const watch = await watchPolicy(page);
    await page.goto(server.baseUrl);
    await settle(page);
    await page.goto(`${server.baseUrl}/dashboard/backtest`);
    await chooseSymbol(page, 'NABIL');
    await page.goto(`${server.baseUrl}/dashboard/playstats`);
    await page.getByPlaceholder('Search for apps...').fill('khalti');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('app-card').first().click();
    await page.getByRole('heading', { level: 1, name: /Khalti/ }).waitFor();
    await page.locator(`img[src="${PLAY_ICON}"]`).first().waitFor();
    await page.waitForLoadState('networkidle');
    expectClean(watch, 3);
    expect(reached).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com/gtag/js?id=G-E2ECSP1',
        DATA_SERVICE,
        PLAY_BACKEND,
        PLAY_ICON,
      ]),
    );
    await page.close();
  });
});
