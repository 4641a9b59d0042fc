import { screenPath, type TrendSignal, trendSignalsResponseSchema } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  answerStale,
  datedAnswer,
  errorPanel,
  failCalls,
  holdCalls,
  STALE_WARNING,
  staleWarning,
  watchCalls,
} from './support/page-helpers';

const baseUrl = inject('baseUrl');
const SCREEN = '/dashboard/trend-signals';
const PLACEHOLDER = 'Search stocks (e.g., NABIL, SANIMA)...';
const NOTE = 'Bullish and bearish signals for every stock';
const FALLBACK = 'Failed to fetch level alerts.';
const EMPTY = 'No signals found for the selected filter';
const LOADING = 'Loading trend signals...';
const isScreenCall = (url: URL) => url.pathname === screenPath('trendSignals');

const symbolsOf = (records: TrendSignal[]) => records.map((r) => r.symbol);
/** The cards' symbols, in the order shown. */
const cardSymbols = (page: Page) => page.locator('article h2').allInnerTexts();
const card = (page: Page, symbol: string) => page.getByRole('article', { name: symbol, exact: true });
const section = (page: Page, symbol: string, name: 'Bullish' | 'Bearish') =>
  card(page, symbol).getByRole('region', { name });
const searchBox = (page: Page) => page.getByPlaceholder(PLACEHOLDER);
const filterButton = (page: Page, name: 'All' | 'Positive' | 'Negative') =>
  page.getByRole('button', { name, exact: true });
const params = (page: Page) => new URL(page.url()).searchParams;

describe('the Trend Signals page', () => {
  let browser: Browser;
  let records: TrendSignal[];
  let dataDate: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ body: records, dataDate } = await datedAnswer(screenPath('trendSignals'), trendSignalsResponseSchema));
  });
  afterAll(() => browser.close());

  async function openLoaded(path = SCREEN): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}${path}`);
    await page.locator('article').first().waitFor();
    return page;
  }

  it("shows a card per stock of the server's answer, by symbol, with its badge and sections, the date and Demo data", async () => {
    expect(records.length).toBeGreaterThan(100);
    expect(dataDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await openLoaded();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Trend Signals');
    expect(await page.getByText(NOTE, { exact: true }).isVisible()).toBe(true);
    expect(await searchBox(page).isVisible()).toBe(true);
    expect(await page.locator('main header').getByText(`Data of ${dataDate}`).isVisible()).toBe(true);
    expect(await page.getByText('Demo data', { exact: true }).count()).toBe(1);
    await page.getByText(`${records.length} stocks`, { exact: true }).waitFor();
    expect(await cardSymbols(page)).toEqual(symbolsOf(records));
    for (const name of ['All', 'Positive', 'Negative'] as const)
      expect(await filterButton(page, name).isVisible()).toBe(true);
    expect(await filterButton(page, 'All').getAttribute('aria-pressed')).toBe('true');

    // A stock with both kinds of signal, as the server sent them.
    const both = records.find((r) => r.positiveSignals.length > 0 && r.negativeSignals.length > 0)!;
    const total = both.positiveSignals.length + both.negativeSignals.length;
    expect(await card(page, both.symbol).getByText(`${total} signals`, { exact: true }).isVisible()).toBe(
      true,
    );
    const bullish = section(page, both.symbol, 'Bullish');
    expect(await bullish.getByRole('heading').innerText()).toMatch(
      new RegExp(`^Bullish\\s*${both.positiveSignals.length}$`),
    );
    expect(await bullish.getByRole('listitem').allInnerTexts()).toEqual(both.positiveSignals);
    const bearish = section(page, both.symbol, 'Bearish');
    expect(await bearish.getByRole('heading').innerText()).toMatch(
      new RegExp(`^Bearish\\s*${both.negativeSignals.length}$`),
    );
    expect(await bearish.getByRole('listitem').allInnerTexts()).toEqual(both.negativeSignals);

    await page.getByText('How this list is made').click();
    expect(await page.getByText(/RSI 14 at or below 30 \(oversold, bullish\)/).isVisible()).toBe(true);
    expect(await page.getByText(/365 calendar days/).isVisible()).toBe(true);
    expect(await page.getByText(/no mutual funds, debentures or promoter shares/).isVisible()).toBe(true);
    expect(await page.getByText(/Stale data/).count()).toBe(0);
    await page.close();
  });

  it('Positive keeps the stocks with a positive signal and shows only Bullish, Negative the mirror, All both', async () => {
    const page = await openLoaded();
    const positive = records.filter((r) => r.positiveSignals.length > 0);
    const negative = records.filter((r) => r.negativeSignals.length > 0);
    // On a whole market some stocks have signals of one kind only, so each filter leaves some out.
    expect(positive.length).toBeLessThan(records.length);
    expect(negative.length).toBeLessThan(records.length);

    await filterButton(page, 'Positive').click();
    await expect.poll(() => cardSymbols(page)).toEqual(symbolsOf(positive));
    await page.getByText(`${positive.length} stocks`, { exact: true }).waitFor();
    expect(await filterButton(page, 'Positive').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('region', { name: 'Bearish' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Bullish' }).count()).toBe(positive.length);
    expect(params(page).get('filter')).toBe('positive');
    // The badge still counts both kinds.
    const first = positive[0]!;
    const total = first.positiveSignals.length + first.negativeSignals.length;
    expect(await card(page, first.symbol).getByText(`${total} signals`, { exact: true }).isVisible()).toBe(
      true,
    );

    await filterButton(page, 'Negative').click();
    await expect.poll(() => cardSymbols(page)).toEqual(symbolsOf(negative));
    expect(await page.getByRole('region', { name: 'Bullish' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Bearish' }).count()).toBe(negative.length);
    expect(params(page).get('filter')).toBe('negative');

    await filterButton(page, 'All').click();
    await expect.poll(() => cardSymbols(page)).toEqual(symbolsOf(records));
    expect(await page.getByRole('region', { name: 'Bullish' }).count()).toBe(records.length);
    expect(await page.getByRole('region', { name: 'Bearish' }).count()).toBe(records.length);
    expect(params(page).has('filter')).toBe(false);
    await page.close();
  });

  it('searches by symbol in any case, clears with its button, and says so when nothing matches', async () => {
    const page = await openLoaded();
    const part = records[0]!.symbol.slice(1, 3);
    await searchBox(page).fill(part.toLowerCase());
    const matching = records.filter((r) => r.symbol.includes(part));
    await expect.poll(() => cardSymbols(page)).toEqual(symbolsOf(matching));
    await page.getByText(`${matching.length} stocks`, { exact: true }).waitFor();
    await expect.poll(() => params(page).get('q')).toBe(part.toLowerCase());

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => searchBox(page).inputValue()).toBe('');
    await expect.poll(() => cardSymbols(page)).toEqual(symbolsOf(records));
    expect(params(page).has('q')).toBe(false);

    await searchBox(page).fill('ZZZZQ');
    await page.getByText(EMPTY, { exact: true }).waitFor();
    expect(await page.locator('article').count()).toBe(0);
    await page.close();
  });

  it('opens the view an address holds: its search and filter', async () => {
    const withBoth = records.filter((r) => r.negativeSignals.length > 0);
    const part = withBoth[0]!.symbol.slice(0, 2);
    const page = await openLoaded(`${SCREEN}?${new URLSearchParams({ q: part, filter: 'negative' })}`);
    expect(await searchBox(page).inputValue()).toBe(part);
    expect(await filterButton(page, 'Negative').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => cardSymbols(page))
      .toEqual(symbolsOf(withBoth.filter((r) => r.symbol.includes(part))));
    await page.close();
  });

  it('shows a spinner while the answer is held back', async () => {
    const page = await browser.newPage();
    const release = await holdCalls(page, isScreenCall);
    await page.goto(`${baseUrl}${SCREEN}`);
    await page.getByText(LOADING).waitFor();
    expect(await page.locator('.animate-spin').isVisible()).toBe(true);
    expect(await page.locator('article').count()).toBe(0);
    release();
    await page.locator('article').first().waitFor();
    expect(await page.getByText(LOADING).count()).toBe(0);
    await page.close();
  });

  it("shows the server's error, else the screen's message, and Try Again recovers", async () => {
    const page = await browser.newPage();
    await failCalls(page, isScreenCall);
    await page.goto(`${baseUrl}${SCREEN}`);
    await errorPanel(page).waitFor();
    expect(await errorPanel(page).getByText('Boom', { exact: true }).isVisible()).toBe(true);
    await page.unroute(isScreenCall);

    await failCalls(page, isScreenCall, {});
    const asked = watchCalls(page, isScreenCall);
    await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
    await errorPanel(page).getByText(FALLBACK, { exact: true }).waitFor();
    expect(asked).toHaveLength(1);
    await page.unroute(isScreenCall);

    await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
    await page.locator('article').first().waitFor();
    await page.getByText(`${records.length} stocks`, { exact: true }).waitFor();
    expect(await errorPanel(page).count()).toBe(0);
    await page.close();
  });

  it('warns with both dates when the data is older than the session the calendar expects', async () => {
    const page = await browser.newPage();
    await answerStale(page, isScreenCall, records);
    await page.goto(`${baseUrl}${SCREEN}`);
    await page.locator('article').first().waitFor();
    expect(await staleWarning(page).textContent()).toBe(STALE_WARNING);
    await page.close();
  });

  it("opens the stock's page when a card's symbol is clicked", async () => {
    const page = await openLoaded();
    const symbol = records[0]!.symbol;
    await card(page, symbol).getByRole('link', { name: symbol, exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard/stock/${symbol}`);
    await page.getByRole('heading', { level: 1, name: symbol, exact: true }).waitFor();
    await page.getByTestId('stock-chart').waitFor();
    await page.close();
  });
});
