import { readFileSync } from 'node:fs';
import {
  type CandlestickPatternItem,
  type CandlestickPatternStock,
  type CandlestickPatternsResponse,
  candlestickPatternsResponseSchema,
  screenPath,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  answerStale,
  datedAnswer,
  failCalls,
  holdCalls,
  STALE_WARNING,
  staleWarning,
  watchCalls,
} from './support/page-helpers';

const baseUrl = inject('baseUrl');
const SCREEN = '/dashboard/candlestick-patterns';
const HEADERS = ['Symbol', 'Change', 'Change (%)', 'Open', 'High', 'Low', 'LTP (Rs)'];
const GROUPS = [
  ['bullish', 'Bullish Patterns', 'Bullish Pattern', 'No bullish patterns detected'],
  ['bearish', 'Bearish Patterns', 'Bearish Pattern', 'No bearish patterns detected'],
  ['indecision', 'Indecision', 'Indecision Pattern', 'No indecision patterns detected'],
] as const;
const FALLBACK = 'Failed to fetch candlestick patterns.';
const isScreenCall = (url: URL) => url.pathname === screenPath('candlestickPatterns');
const isPicture = (url: URL) => url.pathname.startsWith('/patterns/');

const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A stock as the table shows it. */
const shown = (s: CandlestickPatternStock) => [
  s.symbol,
  twoDecimals(s.change),
  `${twoDecimals(s.changePercent)}%`,
  twoDecimals(s.open),
  twoDecimals(s.high),
  twoDecimals(s.low),
  twoDecimals(s.close),
];
const bySymbol = (a: CandlestickPatternStock, b: CandlestickPatternStock) => (a.symbol < b.symbol ? -1 : 1);

const tableRows = (page: Page) =>
  page
    .locator('table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => c.textContent)),
    );
const header = (page: Page, name: string) =>
  page.getByRole('columnheader', {
    name: new RegExp(`^${name.replace(/[().]/g, '\\$&')} (not )?sorted`),
  });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Patterns' });
const patternButton = (page: Page, item: CandlestickPatternItem) =>
  sidebar(page).getByRole('button', { name: `${item.pattern} ${item.count} stocks`, exact: true });
const card = (page: Page) => page.getByRole('article');
const panel = (page: Page, title: string) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: title }) });
/** The stock area of `pattern`, named by its title. */
const stocksArea = (page: Page, pattern: string) => page.getByRole('region', { name: `${pattern} Stocks` });
const chosenParam = (page: Page) => new URL(page.url()).searchParams.get('pattern');

describe('the Candlestick Patterns page', () => {
  let browser: Browser;
  let answer: CandlestickPatternsResponse;
  let dataDate: string;
  /** The pattern most stocks show today, and its group. */
  let busiest: CandlestickPatternItem;
  let busiestGroup: (typeof GROUPS)[number];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ body: answer, dataDate } = await datedAnswer(
      screenPath('candlestickPatterns'),
      candlestickPatternsResponseSchema,
    ));
    const all = GROUPS.flatMap((group) => answer[group[0]].map((item) => ({ item, group })));
    const top = all.sort((a, b) => b.item.count - a.item.count)[0];
    if (!top) throw new Error('the demo market shows no pattern');
    busiest = top.item;
    busiestGroup = top.group;
  });
  afterAll(() => browser.close());

  async function open(path = SCREEN, options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, ...options });
    await page.goto(`${baseUrl}${path}`);
    return page;
  }
  async function openLoaded(path = SCREEN, options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> {
    const page = await open(path, options);
    await sidebar(page).getByRole('heading', { name: 'Bullish Patterns' }).waitFor();
    return page;
  }

  it("lists the server's patterns by group with their counts, and asks for a choice", async () => {
    for (const [type] of GROUPS) expect(answer[type].length, type).toBeGreaterThan(0);
    const page = await openLoaded();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Candlestick Patterns');
    expect(await page.locator('main header').getByText(`Data of ${dataDate}`).isVisible()).toBe(true);
    expect(await page.getByText('Demo data', { exact: true }).count()).toBe(1);
    for (const [type, heading] of GROUPS) {
      const group = sidebar(page).getByRole('region', { name: heading });
      expect(await group.getByRole('button').allTextContents()).toEqual(
        answer[type].map((item) => `${item.pattern}${item.count} stocks`),
      );
    }
    expect(await page.getByRole('heading', { name: 'Select a Candlestick Pattern' }).isVisible()).toBe(true);
    expect(
      await page
        .getByText('Choose a pattern from the sidebar to view matching stocks', { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Patterns', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('table').count()).toBe(0);

    await page.getByText('How this list is made').click();
    expect(await page.getByText(/by TA-Lib's candlestick rules/).isVisible()).toBe(true);
    expect(await page.getByText(/no mutual funds, debentures or promoter shares/).isVisible()).toBe(true);
    await page.close();
  });

  it('shows a chosen pattern highlighted, its picture, type and analysis, and its stocks by symbol', async () => {
    const page = await openLoaded();
    expect(await patternButton(page, busiest).getAttribute('aria-pressed')).toBe('false');
    await patternButton(page, busiest).click();
    await expect.poll(() => patternButton(page, busiest).getAttribute('aria-pressed')).toBe('true');
    expect(await sidebar(page).getByRole('button', { pressed: true }).count()).toBe(1);
    await expect.poll(() => chosenParam(page)).toBe(busiest.pattern);

    await card(page).getByRole('heading', { name: busiest.pattern, exact: true }).waitFor();
    expect(await card(page).getByText(busiestGroup[2], { exact: true }).isVisible()).toBe(true);
    expect(await card(page).getByRole('heading', { name: 'Pattern Analysis' }).isVisible()).toBe(true);
    expect(
      await card(page)
        .getByText(busiest.summary ?? '?', { exact: true })
        .isVisible(),
    ).toBe(true);
    const picture = card(page).getByRole('img', { name: `${busiest.pattern} candlestick pattern` });
    expect(await picture.getAttribute('src')).toBe(busiest.image_URL);
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    expect(await page.getByRole('heading', { name: `${busiest.pattern} Stocks` }).isVisible()).toBe(true);
    expect(
      await page.getByText(`* Stocks showing ${busiest.pattern} pattern`, { exact: true }).isVisible(),
    ).toBe(true);
    await stocksArea(page, busiest.pattern).getByText(`${busiest.count} stocks`, { exact: true }).waitFor();
    for (const name of HEADERS) expect(await header(page, name).isVisible()).toBe(true);
    expect(await header(page, 'Symbol').getAttribute('aria-sort')).toBe('ascending');
    expect(await tableRows(page)).toEqual([...busiest.stocks].sort(bySymbol).map(shown));
    const scroller = page.locator('table').locator('..');
    expect(await scroller.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('600px');
    expect(await scroller.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    await page.close();
  });

  it('searches by symbol, sorts on a header click, and keeps the choice in the address', async () => {
    const page = await openLoaded(`${SCREEN}?${new URLSearchParams({ pattern: busiest.pattern })}`);
    await page.getByRole('heading', { name: `${busiest.pattern} Stocks` }).waitFor();
    expect(await patternButton(page, busiest).getAttribute('aria-pressed')).toBe('true');

    const part = busiest.stocks[0]?.symbol.slice(0, 2) ?? '';
    await page.getByPlaceholder('Search by symbol...').fill(part.toLowerCase());
    const matching = busiest.stocks.filter((s) => s.symbol.includes(part)).sort(bySymbol);
    await expect
      .poll(async () => (await tableRows(page)).map((r) => r[0]))
      .toEqual(matching.map((s) => s.symbol));
    const area = stocksArea(page, busiest.pattern);
    await area.getByText(`${matching.length} stocks`, { exact: true }).waitFor();
    await page.getByPlaceholder('Search by symbol...').fill('ZZZZQ');
    await page.getByRole('cell', { name: 'No stocks found.' }).waitFor();
    await area.getByText('0 stocks', { exact: true }).waitFor();
    await page.getByPlaceholder('Search by symbol...').fill('');

    await header(page, 'Change (%)').getByRole('button').click();
    await header(page, 'Change (%)').getByRole('button').click();
    await expect.poll(() => header(page, 'Change (%)').getAttribute('aria-sort')).toBe('descending');
    const byChange = [...busiest.stocks].sort((a, b) => b.changePercent - a.changePercent);
    await expect
      .poll(async () => (await tableRows(page)).map((r) => r[0]))
      .toEqual(byChange.map((s) => s.symbol));
    const params = new URL(page.url()).searchParams;
    expect([params.get('pattern'), params.getAll('sort')]).toEqual([busiest.pattern, ['-changePercent']]);
    await page.close();
  });

  it('filters by sector, and downloads the rows shown as CSV, rounded as shown', async () => {
    const counts = new Map<string, number>();
    for (const s of busiest.stocks) if (s.sector) counts.set(s.sector, (counts.get(s.sector) ?? 0) + 1);
    const [sector] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const inSector = busiest.stocks.filter((s) => s.sector === sector).sort(bySymbol);
    const page = await openLoaded(`${SCREEN}?${new URLSearchParams({ pattern: busiest.pattern })}`, {
      acceptDownloads: true,
    });
    await page.getByRole('combobox', { name: 'Sector' }).selectOption(sector);
    await expect
      .poll(async () => (await tableRows(page)).map((r) => r[0]))
      .toEqual(inSector.map((s) => s.symbol));
    await stocksArea(page, busiest.pattern).getByText(`${inSector.length} stocks`, { exact: true }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('sector')).toBe(sector);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const key = busiest.image_URL?.replace(/^\/patterns\/|\.svg$/g, '');
    expect(download.suggestedFilename()).toBe(`${key}-stocks-${dataDate}.csv`);
    const lines = inSector.map((s) =>
      [s.symbol, s.change, s.changePercent, s.open, s.high, s.low, s.close]
        .map((v) => (typeof v === 'number' ? v.toFixed(2) : v))
        .join(','),
    );
    expect(readFileSync(await download.path(), 'utf8')).toBe(
      `${[HEADERS.join(','), ...lines].join('\r\n')}\r\n`,
    );
    await page.close();
  });

  it("says each group's empty text when no stock shows a pattern of it", async () => {
    const page = await browser.newPage();
    const empty = { bullish: [], bearish: [], indecision: [] };
    await page.route(isScreenCall, (route) => route.fulfill({ status: 200, json: empty }));
    await page.goto(`${baseUrl}${SCREEN}`);
    for (const [, , , text] of GROUPS) await sidebar(page).getByText(text, { exact: true }).waitFor();
    expect(await sidebar(page).getByRole('button').count()).toBe(0);
    await page.unroute(isScreenCall);

    // One empty group among full ones.
    await page.route(isScreenCall, (route) =>
      route.fulfill({ status: 200, json: { ...answer, bearish: [] } }),
    );
    await page.reload();
    await sidebar(page).getByText('No bearish patterns detected', { exact: true }).waitFor();
    expect(await sidebar(page).getByText('No bullish patterns detected').count()).toBe(0);
    await page.close();
  });

  it('shows its loading texts while the answer is held back', async () => {
    const page = await browser.newPage();
    const release = await holdCalls(page, isScreenCall);
    await page.goto(`${baseUrl}${SCREEN}?${new URLSearchParams({ pattern: busiest.pattern })}`);
    await page.getByText('Loading candlestick patterns...', { exact: true }).waitFor();
    await page.getByText('Loading stock data...', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Candlestick Pattern Stocks' }).isVisible()).toBe(true);
    release();
    await page.getByRole('heading', { name: `${busiest.pattern} Stocks` }).waitFor();
    expect(await page.getByText('Loading stock data...').count()).toBe(0);
    expect(await page.getByText('Loading candlestick patterns...').count()).toBe(0);
    await page.close();
  });

  it("shows the server's error, else the screen's message, in both panels, and Try Again recovers", async () => {
    const page = await browser.newPage();
    await failCalls(page, isScreenCall);
    await page.goto(`${baseUrl}${SCREEN}`);
    await panel(page, 'Failed to Load Patterns').getByText('Boom', { exact: true }).waitFor();
    // No pattern chosen: the stock area still asks for one.
    expect(await page.getByRole('heading', { name: 'Select a Candlestick Pattern' }).isVisible()).toBe(true);
    await page.unroute(isScreenCall);

    await failCalls(page, isScreenCall, {});
    const asked = watchCalls(page, isScreenCall);
    await page.goto(`${baseUrl}${SCREEN}?${new URLSearchParams({ pattern: busiest.pattern })}`);
    await panel(page, 'Failed to Load Patterns').getByText(FALLBACK, { exact: true }).waitFor();
    await panel(page, 'Error Loading Stocks').getByText(FALLBACK, { exact: true }).waitFor();
    expect(await panel(page, 'Error Loading Stocks').getByRole('button', { name: 'Try Again' }).count()).toBe(
      1,
    );
    expect(asked).toHaveLength(1);
    await page.unroute(isScreenCall);

    await panel(page, 'Error Loading Stocks').getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: `${busiest.pattern} Stocks` }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Try Again' }).count()).toBe(0);
    await page.close();
  });

  it('warns with both dates when the data is older than the session the calendar expects', async () => {
    const page = await browser.newPage();
    await answerStale(page, isScreenCall, answer);
    await page.goto(`${baseUrl}${SCREEN}`);
    await staleWarning(page).waitFor();
    expect(await staleWarning(page).textContent()).toBe(STALE_WARNING);
    await page.close();
  });

  it('hides a picture that fails to load, keeping the rest of the card', async () => {
    const page = await browser.newPage();
    await page.route(isPicture, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto(`${baseUrl}${SCREEN}?${new URLSearchParams({ pattern: busiest.pattern })}`);
    await card(page).getByRole('heading', { name: busiest.pattern, exact: true }).waitFor();
    await expect.poll(() => card(page).getByRole('img').count()).toBe(0);
    expect(await card(page).getByText(busiestGroup[2], { exact: true }).isVisible()).toBe(true);
    expect(await card(page).getByText('Pattern Analysis').isVisible()).toBe(true);
    await page.close();
  });

  it('puts the sidebar behind a "Patterns" toggle on a phone, closed by the overlay or a click inside', async () => {
    const page = await open(SCREEN, { viewport: { width: 390, height: 844 }, isMobile: true });
    const toggle = page.getByRole('button', { name: 'Patterns', exact: true });
    await page.locator('main header').getByText(`Data of ${dataDate}`).waitFor();
    expect(await toggle.isVisible()).toBe(true);
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await sidebar(page).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const overlay = page.getByTestId('patterns-overlay');
    expect(await overlay.isVisible()).toBe(true);
    // The overlay covers the page to the right of the sidebar.
    await overlay.click({ position: { x: 370, y: 400 } });
    await sidebar(page).waitFor({ state: 'hidden' });
    expect(await overlay.count()).toBe(0);

    await toggle.click();
    await sidebar(page).getByRole('heading', { name: 'Bearish Patterns' }).click();
    await sidebar(page).waitFor({ state: 'hidden' });

    // The opened drawer takes the focus; Escape closes it and gives the focus back to the toggle.
    await toggle.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('aside')?.getAttribute('aria-label')))
      .toBe('Patterns');
    await page.keyboard.press('Escape');
    await sidebar(page).waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    await patternButton(page, busiest).click();
    await sidebar(page).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: `${busiest.pattern} Stocks` }).waitFor();
    expect(chosenParam(page)).toBe(busiest.pattern);
    await page.close();
  });

  it("opens the symbol's stock page when the symbol is clicked", async () => {
    const page = await openLoaded(`${SCREEN}?${new URLSearchParams({ pattern: busiest.pattern })}`);
    const symbol = [...busiest.stocks].sort(bySymbol)[0]?.symbol ?? '';
    await page.getByRole('link', { name: symbol, exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard/stock/${symbol}`);
    await page.getByRole('heading', { level: 1, name: symbol, exact: true }).waitFor();
    await page.getByTestId('stock-chart').waitFor();
    await page.close();
  });
});
