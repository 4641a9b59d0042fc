import { API_PATHS, type LiveStockRecord, liveNepseResponseSchema, liveStatusSchema } from '@nepse/contract';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const SCREEN = '/dashboard/live-candle';
const isLiveCall = (response: Response) => new URL(response.url()).pathname === API_PATHS.liveNepse;
const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const recordsOf = async (response: Response) => liveNepseResponseSchema.parse(await response.json());

// The simulator trades every hour of every day here (LIVE_ANY_HOUR), one trade a second, so prices move at any hour.
describe('the Live Candle page', () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ LIVE_ANY_HOUR: '1', LIVE_POLL_SECONDS: '1' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The page opened on a clock of its own (time flows, timers jump on fastForward), with its first records. */
  async function open(): Promise<{ page: Page; records: LiveStockRecord[] }> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.clock.install();
    const first = page.waitForResponse(isLiveCall);
    await page.goto(`${server.baseUrl}${SCREEN}`);
    const records = await recordsOf(await first);
    await page.getByText(/^Showing \d+ of \d+ candlesticks$/).waitFor();
    return { page, records };
  }

  /** Waits until the server serves records other than `records` (its poller has ticked since). */
  async function serverMovedFrom(records: LiveStockRecord[]): Promise<void> {
    const before = JSON.stringify(records);
    for (;;) {
      const now = await (await fetch(`${server.baseUrl}${API_PATHS.liveNepse}`)).text();
      if (now !== before) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const card = (page: Page, symbol: string) => page.getByRole('article', { name: symbol, exact: true });
  const closeOf = (page: Page, symbol: string) =>
    card(page, symbol).locator('header > span > span').first().innerText();

  it('loads the simulated market as candle cards with the spec texts, the status and the bottom bar', async () => {
    const { page, records } = await open();
    expect(records.length).toBeGreaterThan(50);
    await page.getByRole('heading', { level: 1, name: 'Live Candlestick Charts' }).waitFor();
    expect(await page.getByText(`Showing 50 of ${records.length} candlesticks`).isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(50);
    expect(await page.getByRole('button', { name: 'Auto-refresh ON' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await page.getByRole('button', { name: 'Candle View' }).getAttribute('aria-pressed')).toBe('true');
    const gainers = records.filter((r) => (r.percentageChange ?? 0) > 0).length;
    const losers = records.filter((r) => (r.percentageChange ?? 0) < 0).length;
    expect(await page.getByRole('region', { name: 'Market breadth' }).innerText()).toBe(
      `Gainers: ${gainers}\tLosers: ${losers}\tTotal Stocks: ${records.length}`.replace(/\t/g, '\n'),
    );
    const latest =
      records
        .map((r) => r.lastUpdatedDateTime)
        .sort()
        .at(-1) ?? '';
    expect(await page.locator('time').first().innerText()).toBe(latest.slice(0, 19));
    const status = liveStatusSchema.parse(
      await (await fetch(`${server.baseUrl}${API_PATHS.liveStatus}`)).json(),
    );
    expect(status).toMatchObject({ phase: 'open', source: 'simulator' });
    await page.getByText('Market open').waitFor();
    expect(await page.getByText('Simulated prices').isVisible()).toBe(true);
    // The grid's four columns at 1400 px: the first four cards share a row.
    const tops = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 5).map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] ?? 0);
    const first = records[0];
    const link = card(page, first?.symbol ?? '').getByRole('link', { name: first?.symbol ?? '' });
    expect(await link.getAttribute('href')).toBe(`/dashboard/stock/${first?.symbol}`);
    // On a phone the fixed bar spans the screen's column, not the side navigation's strip (it hid "Gain").
    await page.setViewportSize({ width: 390, height: 844 });
    const leftOf = (locator: Locator) => locator.evaluate((e) => Math.round(e.getBoundingClientRect().left));
    // The navigation collapses to its 64 px strip below 768 px; the column slides over to it.
    await expect.poll(() => leftOf(page.getByTestId('dashboard-content'))).toBe(64);
    await expect.poll(() => leftOf(page.getByRole('region', { name: 'Market breadth' }))).toBe(64);
    await page.close();
  });

  it('shows new prices after an auto-refresh on the page clock, and none with auto-refresh off', async () => {
    const { page, records } = await open();
    await serverMovedFrom(records);
    const refreshed = page.waitForResponse(isLiveCall);
    await page.clock.fastForward(10_000);
    const next = await recordsOf(await refreshed);
    expect(JSON.stringify(next)).not.toBe(JSON.stringify(records));
    const moved = next.find((r, k) => r.lastTradedPrice !== records[k]?.lastTradedPrice && k < 50);
    expect(moved).toBeDefined();
    await expect
      .poll(() => closeOf(page, moved?.symbol ?? ''))
      .toBe(twoDecimals(moved?.lastTradedPrice ?? 0));

    await page.getByRole('button', { name: 'Auto-refresh ON' }).click();
    await page.getByRole('button', { name: 'Auto-refresh OFF' }).waitFor();
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.liveNepse) calls++;
    });
    await page.clock.fastForward(60_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(calls).toBe(0);
    // Turned on again, the same jump refreshes: the check above could have seen a call.
    await page.getByRole('button', { name: 'Auto-refresh OFF' }).click();
    const again = page.waitForResponse(isLiveCall);
    await page.clock.fastForward(10_000);
    await again;
    expect(calls).toBe(1);
    await page.close();
  });

  it('pauses and resumes the auto-refresh with the P key, which is a letter while typing in the search', async () => {
    const { page } = await open();
    let calls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.liveNepse) calls++;
    });
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Auto-refresh OFF' }).waitFor();
    await page.getByText('Paused: press P to resume.').waitFor();
    await page.clock.fastForward(60_000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(calls).toBe(0);
    const search = page.getByRole('searchbox', { name: 'Search symbols' });
    await search.press('p');
    expect(await search.inputValue()).toBe('p');
    expect(await page.getByRole('button', { name: 'Auto-refresh OFF' }).count()).toBe(1);
    await search.fill('');
    await search.evaluate((el) => (el as HTMLElement).blur());
    await page.keyboard.press('p');
    await page.getByRole('button', { name: 'Auto-refresh ON' }).waitFor();
    const again = page.waitForResponse(isLiveCall);
    await page.clock.fastForward(10_000);
    await again;
    expect(calls).toBe(1);
    await page.close();
  });

  it('refreshes on Refresh, disabled while the answer is on its way', async () => {
    const { page } = await open();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${API_PATHS.liveNepse}`, async (route) => {
      await held;
      await route.continue();
    });
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    await refresh.click();
    await expect.poll(() => refresh.isDisabled()).toBe(true);
    const answered = page.waitForResponse(isLiveCall);
    release();
    await answered;
    await expect.poll(() => refresh.isDisabled()).toBe(false);
    await page.close();
  });

  it('searches, shows the popup of a card, sorts the table and shows the empty states', async () => {
    const { page, records } = await open();
    await page.getByRole('button', { name: 'Auto-refresh ON' }).click();
    const data = await recordsOf(
      await Promise.all([
        page.waitForResponse(isLiveCall),
        page.getByRole('button', { name: 'Refresh', exact: true }).click(),
      ]).then(([r]) => r),
    );
    const target = data[Math.min(3, data.length - 1)] ?? records[0];
    if (!target) throw new Error('no records');
    const search = page.getByPlaceholder('Search symbols...');
    await search.fill(target.symbol.toLowerCase());
    const matching = data.filter((r) => r.symbol.includes(target.symbol));
    await page.getByText(`Showing ${matching.length} of ${matching.length} candlesticks`).waitFor();

    await card(page, target.symbol)
      .getByRole('button', { name: `Select ${target.symbol}` })
      .click();
    const openPrice = target.openPrice ?? target.previousClose ?? 0;
    const high = target.highPrice ?? target.lastTradedPrice;
    const low = target.lowPrice ?? target.lastTradedPrice;
    const popup = page.getByRole('region', { name: `${target.symbol} details` });
    expect((await popup.innerText()).split('\n')).toEqual([
      'Open',
      twoDecimals(openPrice),
      'High',
      twoDecimals(high),
      'Low',
      twoDecimals(low),
      'Close',
      twoDecimals(target.lastTradedPrice),
      'Volume',
      whole(target.totalTradeQuantity ?? 0),
      'Range %',
      `${twoDecimals(((high - low) / openPrice) * 100)}%`,
    ]);
    await card(page, target.symbol)
      .getByRole('button', { name: `Deselect ${target.symbol}` })
      .click();
    expect(await popup.count()).toBe(0);

    await search.fill('');
    await page.getByRole('button', { name: 'Table View' }).click();
    await page.getByText(`Showing ${data.length} of ${data.length} candlesticks`).waitFor();
    const symbolsShown = () =>
      page
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent ?? ''));
    const byChange = [...data]
      .sort((a, b) => (b.percentageChange ?? 0) - (a.percentageChange ?? 0))
      .map((r) => r.percentageChange ?? 0);
    const changesShown = await page
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => Number.parseFloat(r.querySelectorAll('td')[6]?.textContent ?? '')),
      );
    expect(changesShown).toEqual(byChange);
    expect(await page.getByRole('columnheader', { name: /^Change \(%\)/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await page
      .getByRole('columnheader', { name: /^Symbol/ })
      .getByRole('button')
      .click();
    expect(await symbolsShown()).toEqual(data.map((r) => r.symbol).sort((a, b) => a.localeCompare(b, 'en')));

    await search.fill('NO-SUCH-SYMBOL');
    await page.getByText('No stocks found.').waitFor();
    await page.getByRole('button', { name: 'Candle View' }).click();
    await page.getByText('No candlestick data available').waitFor();
    expect(await page.getByText('Try refreshing or adjusting your filters').isVisible()).toBe(true);
    await page.close();
  });

  it('shows a failing source in a red box over the data kept, cleared by the next success', async () => {
    const { page, records } = await open();
    await page.getByRole('button', { name: 'Auto-refresh ON' }).click();
    await page.route(`**${API_PATHS.liveNepse}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"The live source is down"}',
      }),
    );
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('The live source is down');
    expect(await alert.getAttribute('data-variant')).toBe('error');
    expect(await card(page, records[0]?.symbol ?? '').isVisible()).toBe(true);

    await page.unroute(`**${API_PATHS.liveNepse}`);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await page.getByText(/^Showing 50 of \d+ candlesticks$/).isVisible()).toBe(true);
    await page.close();
  });
});
