import { readFile } from 'node:fs/promises';
import { API_PATHS, type LiveStockRecord, SCREEN_MANIFEST, screenPath } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { errorPanel, failCalls, holdCalls } from './support/page-helpers';

const PAGE = '/dashboard/watchlist';
const isHighsCall = (url: URL) => url.pathname === screenPath('watchlist');
const isLiveCall = (url: URL) => url.pathname === API_PATHS.liveNepse;
const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The stored book of one list, as the page keeps it. */
const oneList = (name: string, symbols: string[]) =>
  JSON.stringify({ lists: [{ name, symbols }], active: name, alerts: [] });

describe('the Watchlist page', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** A page of its own (its own storage) with `book` stored before the app starts. */
  async function pageWith(book?: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    if (book !== undefined)
      await page.addInitScript((text) => localStorage.setItem('watchlists', text), book);
    return page;
  }
  const rowSymbols = (page: Page, list: string) =>
    page.getByRole('table', { name: list, exact: true }).locator('tbody tr td:first-child').allInnerTexts();

  it('builds a list with the stars of a screen and the stock page, exports it and imports it back', async () => {
    const page = await pageWith();
    await page.goto(`${baseUrl}/dashboard/volatile-stocks`);
    const stars = page.getByRole('button', { name: /^Add \S+ to watchlist$/ });
    await stars.first().waitFor();
    const names = await stars.evaluateAll((buttons) =>
      buttons.slice(0, 3).map((b) => b.getAttribute('aria-label') ?? ''),
    );
    const [a, b, c] = names.map((n) => n.split(' ')[1] ?? '');
    await page.getByRole('button', { name: `Add ${a} to watchlist` }).click();
    await page.getByRole('button', { name: `Add ${b} to watchlist` }).click();
    await page.getByRole('button', { name: `Remove ${a} from watchlist` }).waitFor();

    await page.goto(`${baseUrl}/dashboard/stock/${c}`);
    await page.getByRole('button', { name: `Add ${c} to watchlist` }).click();
    await page.getByRole('button', { name: `Remove ${c} from watchlist` }).waitFor();

    await page.getByRole('link', { name: 'Watchlist', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Watchlist' }).waitFor();
    const table = page.getByRole('table', { name: 'My watchlist', exact: true });
    await table.waitFor();
    expect(await rowSymbols(page, 'My watchlist')).toEqual([a, b, c]);
    // Each stock's rating comes from its own answer: wait for the last, then read every row's figures.
    await table
      .getByText(/^(Strong Sell|Sell|Neutral|Buy|Strong Buy)$/)
      .nth(2)
      .waitFor();
    const cells = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (td) => td.textContent ?? '')),
      );
    for (const [, ltp, , rating, fromHigh] of cells) {
      expect(ltp).toMatch(/^[\d,]+\.\d\d$/);
      expect(rating).toMatch(/^(Strong Sell|Sell|Neutral|Buy|Strong Buy)$/);
      expect(fromHigh).toMatch(/^-?[\d,]+\.\d\d%$/);
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export lists' }).click();
    const exported = await readFile(await (await download).path(), 'utf8');
    expect(JSON.parse(exported)).toEqual({
      format: 'nepse-watchlists',
      version: 1,
      lists: [{ name: 'My watchlist', symbols: [a, b, c] }],
      alerts: [],
    });

    await page.getByRole('button', { name: 'Delete list' }).click();
    await page.getByText('No stocks on this list yet.', { exact: false }).waitFor();
    const importBox = page.getByLabel('Import lists');
    await importBox.setInputFiles({
      name: 'watchlists.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await page.getByRole('status').getByText('Imported 1 list and 0 alerts.').waitFor();
    expect(await rowSymbols(page, 'My watchlist')).toEqual([a, b, c]);

    await importBox.setInputFiles({
      name: 'list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${a},${b}`),
    });
    await page
      .getByRole('alert')
      .getByText('This file is not a watchlist export: it is not JSON text.')
      .waitFor();
    expect(await rowSymbols(page, 'My watchlist')).toEqual([a, b, c]);
    await page.close();
  });

  it('fires a price alert on a live poll that crosses its level, on the page and as a notification', async () => {
    const page = await pageWith(oneList('Banks', ['NABIL']));
    // A stand-in for the browser's notifications, which records what it is asked to show.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownNotices: shown });
      class RecordedNotification {
        static permission: NotificationPermission = 'default';
        static async requestPermission() {
          RecordedNotification.permission = 'granted';
          return 'granted';
        }
        constructor(_title: string, options?: NotificationOptions) {
          shown.push(options?.body ?? '');
        }
      }
      Object.assign(window, { Notification: RecordedNotification });
    });
    let price = 480;
    await page.route(isLiveCall, (route) => {
      const record: LiveStockRecord = {
        symbol: 'NABIL',
        lastTradedPrice: price,
        percentageChange: 1.25,
        lastUpdatedDateTime: '2026-04-02 12:00:00',
      };
      return route.fulfill({ json: [record] });
    });
    await page.clock.install();
    await page.goto(`${baseUrl}${PAGE}`);
    const table = page.getByRole('table', { name: 'Banks', exact: true });
    await table.getByRole('cell', { name: twoDecimals(480), exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: '1.25%', exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Turn on browser notifications' }).click();
    await page.getByText('Browser notifications are on.').waitFor();
    await page.getByLabel('Alert', { exact: true }).selectOption({ label: 'Price crosses above' });
    await page.getByLabel('Level').fill('500');
    await page.getByRole('button', { name: 'Add alert' }).click();
    await page
      .getByRole('list', { name: 'Alerts set' })
      .getByText('NABIL: price crosses above 500.00')
      .waitFor();

    // The next poll, 10 s later on the page's clock, still under the level: nothing fires.
    price = 495;
    const below = page.waitForResponse((r) => isLiveCall(new URL(r.url())));
    await page.clock.fastForward(10_000);
    await below;
    await table.getByRole('cell', { name: twoDecimals(495), exact: true }).waitFor();
    const fired = page.getByRole('list', { name: 'Fired alerts' });
    expect(await fired.innerText()).toBe('No alert has fired yet.');

    price = 512.5;
    await page.clock.fastForward(10_000);
    await fired.getByText('NABIL crossed above 500.00: now 512.50.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { shownNotices: string[] }).shownNotices)).toEqual(
      ['NABIL crossed above 500.00: now 512.50.'],
    );
    // Shown on any page of the dashboard too, until dismissed.
    const banner = page
      .getByRole('status')
      .filter({ hasText: 'Alert: NABIL crossed above 500.00: now 512.50.' });
    await banner.getByRole('button', { name: 'Dismiss the alert' }).click();
    await banner.waitFor({ state: 'detached' });
    // The crossing is remembered: the next poll above the level does not fire again.
    price = 520;
    await page.clock.fastForward(10_000);
    await table.getByRole('cell', { name: twoDecimals(520), exact: true }).waitFor();
    expect(await fired.locator('li').count()).toBe(1);
    await page.close();
  });

  it('shows its empty, loading and error states', async () => {
    const empty = await pageWith();
    await empty.goto(`${baseUrl}${PAGE}`);
    await empty.getByText('No stocks on this list yet.', { exact: false }).waitFor();
    expect(await empty.getByRole('table').count()).toBe(0);
    await empty.close();

    const loading = await pageWith(oneList('Banks', ['NABIL']));
    const release = await holdCalls(loading, isHighsCall);
    await loading.goto(`${baseUrl}${PAGE}`);
    await loading.getByText('Loading the watchlist...').waitFor();
    expect(await loading.getByRole('table').count()).toBe(0);
    release();
    await loading.getByRole('table', { name: 'Banks', exact: true }).waitFor();
    expect(await loading.getByText('Loading the watchlist...').count()).toBe(0);
    await loading.close();

    const failing = await pageWith(oneList('Banks', ['NABIL']));
    await failCalls(failing, isHighsCall, {});
    await failing.goto(`${baseUrl}${PAGE}`);
    await errorPanel(failing)
      .getByText(SCREEN_MANIFEST.watchlist.api.failureMessage, { exact: true })
      .waitFor();
    await failing.unroute(isHighsCall);
    await errorPanel(failing).getByRole('button', { name: 'Try Again' }).click();
    await errorPanel(failing).waitFor({ state: 'detached' });
    await failing.getByRole('table', { name: 'Banks', exact: true }).waitFor();
    await failing.close();
  });
});
