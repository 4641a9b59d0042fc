import {
  API_PATHS,
  type RatingRow,
  type StockListEntry,
  stockListResponseSchema,
  type TechnicalRatingsResponse,
  technicalRatingsResponseSchema,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  apiAnswer,
  errorPanel,
  expectErrorStates,
  expectLoadingState,
  symbolParam,
  tableHeaders,
  tableRows,
  unknownSymbolError,
} from './support/page-helpers';

const baseUrl = inject('baseUrl');
const SCREEN = '/dashboard/technical-ratings';
const PLACEHOLDER = 'Type stock symbol (e.g., NABIL) and press Enter...';
const PROMPT = 'Select a Stock to View Technical Ratings';
const LOADING = 'Loading technical ratings...';
const FALLBACK = 'Failed to fetch technical ratings.';
const isCall = (url: URL) => url.pathname === API_PATHS.technicalRatings;

/** Type names ascending, numbers within a name in number order. */
const MA_ORDER = [
  'Exponential Moving Average (10)',
  'Exponential Moving Average (20)',
  'Exponential Moving Average (30)',
  'Exponential Moving Average (50)',
  'Exponential Moving Average (100)',
  'Exponential Moving Average (200)',
  'Hull Moving Average (9)',
  'Ichimoku Base Line (9, 26, 52, 26)',
  'Simple Moving Average (10)',
  'Simple Moving Average (20)',
  'Simple Moving Average (30)',
  'Simple Moving Average (50)',
  'Simple Moving Average (100)',
  'Simple Moving Average (200)',
  'Volume Weighted Moving Average (20)',
];
const OSCILLATOR_ORDER = [
  'Average Directional Index (14)',
  'Awesome Oscillator',
  'Bull Bear Power',
  'Commodity Channel Index (20)',
  'MACD Level (12, 26)',
  'Momentum (10)',
  'Relative Strength Index (14)',
  'Stochastic %K (14, 3, 3)',
  'Stochastic RSI Fast (3, 3, 14, 14)',
  'Ultimate Oscillator (7, 14, 28)',
  'Williams Percent Range (14)',
];

const twoDecimals = (n: number | null) =>
  n === null ? '—' : n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A rating row as its table shows it. */
const shownRow = (r: RatingRow) => [r.name, twoDecimals(r.value), r.action ?? '—'];
/** The rows of a group in the table's order. */
const inOrder = (rows: RatingRow[], order: string[]) =>
  order.map((name) => rows.find((r) => r.name === name)).filter((r): r is RatingRow => r !== undefined);

const symbolBox = (page: Page) => page.getByPlaceholder(PLACEHOLDER);
const gauge = (page: Page, title: string) => page.getByRole('figure', { name: `${title} gauge` });
const needleAngle = (page: Page, title: string) =>
  gauge(page, title).getByTestId('gauge-needle').getAttribute('data-angle').then(Number);

const answerOf = (symbol: string) =>
  apiAnswer(`${API_PATHS.technicalRatings}?symbol=${symbol}`, technicalRatingsResponseSchema);

describe('the Technical Ratings page', () => {
  let browser: Browser;
  let nabil: TechnicalRatingsResponse;
  let stocks: StockListEntry[];

  beforeAll(async () => {
    browser = await launchBrowser();
    nabil = await answerOf('NABIL');
    const list = await fetch(`${baseUrl}${API_PATHS.stockList}`);
    stocks = stockListResponseSchema.parse(await list.json()).data;
  });
  afterAll(() => browser.close());

  /** The page as the shared loading and error checks open it, the answer's first table showing it. */
  const answerPage = () => ({
    browser,
    path: `${SCREEN}?symbol=NABIL`,
    isCall,
    answered: (page: Page) => page.getByRole('table', { name: 'Moving Averages', exact: true }),
  });

  /** A page on `path` that counts its calls to the ratings API. */
  async function open(path = SCREEN): Promise<{ page: Page; calls: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isCall(new URL(request.url()))) calls.push(request.url());
    });
    await page.goto(`${baseUrl}${path}`);
    return { page, calls };
  }

  it('asks for a stock before any call: the box, the filter, "None selected" and the prompt', async () => {
    const { page, calls } = await open();
    await page.getByText(PROMPT, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Technical Ratings');
    expect(await symbolBox(page).isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Search table data...').isVisible()).toBe(true);
    const selected = page.getByTestId('selected-stock');
    expect(await selected.getByText('Selected Stock', { exact: true }).isVisible()).toBe(true);
    expect(await selected.textContent()).toContain('Current Stock: None selected');
    expect(await page.getByRole('table').count()).toBe(0);
    expect(calls).toEqual([]);
    await page.close();
  });

  it('suggests at most 10 stocks with their full names; Enter chooses the first and keeps it in the address', async () => {
    const { page } = await open();
    await symbolBox(page).fill('bank');
    const options = page.getByRole('listbox', { name: 'Matching stocks' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBe(10);
    for (const option of await options.all()) {
      const symbol = await option.locator('span').first().textContent();
      const stock = stocks.find((s) => s.symbol === symbol);
      expect(stock, String(symbol)).toBeDefined();
      expect(await option.textContent()).toBe(`${stock?.symbol}${stock?.name}`);
    }
    const first = await options.first().locator('span').first().textContent();
    await symbolBox(page).press('Enter');
    await page.getByRole('table', { name: 'Moving Averages', exact: true }).waitFor();
    expect(symbolParam(page)).toBe(first);
    expect(await page.getByTestId('selected-stock').textContent()).toContain(`Current Stock: ${first}`);
    await page.close();
  });

  it("a click on a suggestion chooses it, and the page shows the server's ratings in the spec's tables", async () => {
    const { page } = await open();
    await symbolBox(page).fill('NABI');
    await page
      .getByRole('option')
      .filter({ hasText: /^NABIL/ })
      .first()
      .click();
    await page.getByRole('table', { name: 'Moving Averages', exact: true }).waitFor();
    expect(symbolParam(page)).toBe('NABIL');
    expect(await page.getByRole('heading', { name: `NABIL on ${nabil.date}` }).isVisible()).toBe(true);

    expect(await tableHeaders(page, 'Moving Averages')).toEqual(['Type', 'Value (Rs)', 'Action']);
    expect(await tableRows(page, 'Moving Averages')).toEqual(
      inOrder(nabil.movingAverages.averages, MA_ORDER).map(shownRow),
    );
    expect(await tableHeaders(page, 'Oscillators')).toEqual(['Type', 'Value', 'Action']);
    expect(await tableRows(page, 'Oscillators')).toEqual(
      inOrder(nabil.oscillatorRating.ratings, OSCILLATOR_ORDER).map(shownRow),
    );
    expect(await tableHeaders(page, 'Pivot Points')).toEqual([
      'Name',
      'Classic',
      'Fibonacci',
      'Camarilla',
      'Woodie',
      'DeMark',
    ]);
    const pivots = await tableRows(page, 'Pivot Points');
    expect(pivots).toEqual(
      nabil.pivotPoints.map((row) => [row.name, ...row.values.map((v) => twoDecimals(v.value))]),
    );
    // DeMark has R1, P and S1 only.
    expect(pivots.map((cells) => cells[5] === '—')).toEqual([true, true, false, false, false, true, true]);

    for (const [title, summary] of [
      ['Moving Averages', nabil.movingAverages.summary],
      ['Oscillators', nabil.oscillatorRating.summary],
    ] as const) {
      const counts = await gauge(page, title).locator('dl > div').allTextContents();
      expect(counts).toEqual([`BUY${summary.buy}`, `NEUTRAL${summary.neutral}`, `SELL${summary.sell}`]);
      expect(await needleAngle(page, title)).toBeCloseTo(-90 + (summary.buy / summary.total) * 180, 9);
    }
    const strip = page.getByRole('list', { name: 'Rating of the last sessions' }).locator('li');
    expect(await strip.count()).toBe(20);
    expect(await strip.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-band')))).toEqual(
      nabil.strip.map((s) => s.band),
    );
    await page.close();
  });

  it('filters every table on the name column', async () => {
    const { page } = await open(`${SCREEN}?symbol=NABIL`);
    await page.getByRole('table', { name: 'Moving Averages', exact: true }).waitFor();
    await page.getByPlaceholder('Search table data...').fill('exponential');
    await expect
      .poll(async () => (await tableRows(page, 'Moving Averages')).map((cells) => cells[0]))
      .toEqual(MA_ORDER.slice(0, 6));
    expect(await tableRows(page, 'Oscillators')).toEqual([['No data found.']]);
    expect(await tableRows(page, 'Pivot Points')).toEqual([['No data found.']]);
    await page.getByPlaceholder('Search table data...').fill('s1');
    await expect
      .poll(async () => (await tableRows(page, 'Pivot Points')).map((cells) => cells[0]))
      .toEqual(['S1']);
    await page.close();
  });

  it('points the needle by the buy share of a known summary: 3 of 15 at -54 degrees, Strong Sell', async () => {
    const { page } = await open();
    const known: TechnicalRatingsResponse = {
      ...nabil,
      movingAverages: { ...nabil.movingAverages, summary: { buy: 3, sell: 9, neutral: 3, total: 15 } },
      oscillatorRating: { ...nabil.oscillatorRating, summary: { buy: 6, sell: 0, neutral: 5, total: 11 } },
    };
    await page.route(isCall, (route) => route.fulfill({ json: known }));
    await symbolBox(page).fill('NABIL');
    await symbolBox(page).press('Enter');
    await page.getByRole('table', { name: 'Moving Averages', exact: true }).waitFor();
    expect(await needleAngle(page, 'Moving Averages')).toBeCloseTo(-54, 9);
    expect(await gauge(page, 'Moving Averages').getByTestId('gauge-band').textContent()).toBe('Strong Sell');
    // 6 of 11 = 54.5 %: Neutral, 8.18 degrees right of up.
    expect(await needleAngle(page, 'Oscillators')).toBeCloseTo(-90 + (6 / 11) * 180, 9);
    expect(await gauge(page, 'Oscillators').getByTestId('gauge-band').textContent()).toBe('Neutral');
    // Overall 9 of 26 = 34.6 %: Sell.
    expect(await gauge(page, 'Summary').getByTestId('gauge-band').textContent()).toBe('Sell');
    expect(await gauge(page, 'Summary').locator('svg text').allTextContents()).toEqual([
      'SS',
      'S',
      'N',
      'B',
      'SB',
    ]);
    await page.close();
  });

  it("puts TradingView's summary in words beside each gauge: 0 buy, 9 neutral, 2 sell is Strong Sell and Sell", async () => {
    const { page } = await open();
    const known: TechnicalRatingsResponse = {
      ...nabil,
      oscillatorRating: { ...nabil.oscillatorRating, summary: { buy: 0, sell: 2, neutral: 9, total: 11 } },
    };
    await page.route(isCall, (route) => route.fulfill({ json: known }));
    await symbolBox(page).fill('NABIL');
    await symbolBox(page).press('Enter');
    const oscillators = gauge(page, 'Oscillators');
    await oscillators.getByTestId('gauge-band').waitFor();
    expect(await oscillators.getByTestId('gauge-band').textContent()).toBe('Strong Sell');
    expect(await oscillators.getByTestId('gauge-reading').textContent()).toMatch(
      /^Gauge: Strong Sell \(0\.00% buy\) — the share of votes that are buy/,
    );
    // (0 - 2) / 11 = -0.18: past -0.1, short of -0.5.
    expect(await oscillators.getByTestId('tradingview-reading').textContent()).toMatch(
      /^TradingView: Sell \(-0\.18\) — buy minus sell votes over all votes/,
    );
    await page.close();
  });

  it('a blank or whitespace symbol clears the choice without a call, and Clear resets the data', async () => {
    const { page, calls } = await open(`${SCREEN}?symbol=NABIL`);
    await page.getByRole('table', { name: 'Moving Averages', exact: true }).waitFor();
    expect(calls).toHaveLength(1);
    await symbolBox(page).fill('   ');
    await symbolBox(page).press('Enter');
    await page.getByText(PROMPT, { exact: true }).waitFor();
    expect(symbolParam(page)).toBeNull();
    expect(await page.getByTestId('selected-stock').textContent()).toContain('Current Stock: None selected');
    expect(await page.getByRole('table').count()).toBe(0);

    await symbolBox(page).fill('NABIL');
    await symbolBox(page).press('Enter');
    await page.getByRole('table', { name: 'Moving Averages', exact: true }).waitFor();
    const before = calls.length;
    await page.getByTestId('selected-stock').getByRole('button', { name: 'Clear' }).click();
    await page.getByText(PROMPT, { exact: true }).waitFor();
    expect(symbolParam(page)).toBeNull();
    expect(await symbolBox(page).inputValue()).toBe('');
    expect(await page.getByRole('table').count()).toBe(0);
    expect(calls).toHaveLength(before);
    await page.close();
  });

  it("opens on the address's symbol and shows the server's 404 for an unknown one", async () => {
    const { page } = await open(`${SCREEN}?symbol=nope`);
    await errorPanel(page).waitFor();
    expect(await unknownSymbolError(page).isVisible()).toBe(true);
    expect(await page.getByTestId('selected-stock').textContent()).toContain('Current Stock: NOPE');
    await page.close();
  });

  it('shows its loading state while the answer is held back', () =>
    expectLoadingState(answerPage(), LOADING));

  it("shows the server's error, else the screen's message, and Try Again recovers", () =>
    expectErrorStates(answerPage(), FALLBACK));
});
