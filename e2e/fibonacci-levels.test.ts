import { API_PATHS, type FibonacciLevelsResponse, fibonacciLevelsResponseSchema } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  apiAnswer,
  errorPanel,
  expectLoadingState,
  symbolParam,
  tableRows,
  unknownSymbolError,
} from './support/page-helpers';

const baseUrl = inject('baseUrl');
const SCREEN = '/dashboard/fibonacci-levels';
const EMPTY = 'Select a Stock to View Fibonacci Levels';
const LOADING = 'Loading Fibonacci levels...';
const FALLBACK = 'Failed to fetch Fibonacci levels.';
const LEVEL_NAMES = [
  'Retracement 0%',
  'Retracement 23.6%',
  'Retracement 38.2%',
  'Retracement 50%',
  'Retracement 61.8%',
  'Retracement 78.6%',
  'Retracement 100%',
  'Extension 127.2%',
  'Extension 161.8%',
];
const isCall = (url: URL) => url.pathname.startsWith(API_PATHS.fibonacciLevels);

const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (n: number, suffix = '') => `${n > 0 ? '+' : ''}${twoDecimals(n)}${suffix}`;

const levelRows = (page: Page) => tableRows(page, 'Fibonacci levels');
const symbolBox = (page: Page) => page.getByRole('combobox', { name: 'Stock symbol' });

const answerOf = (symbol: string) =>
  apiAnswer(`${API_PATHS.fibonacciLevels}${symbol}`, fibonacciLevelsResponseSchema);

describe('the Fibonacci Levels page', () => {
  let browser: Browser;
  let nabil: FibonacciLevelsResponse;

  beforeAll(async () => {
    browser = await launchBrowser();
    nabil = await answerOf('NABIL');
  });
  afterAll(() => browser.close());

  /** The page as the shared loading and error checks open it, the answer's first table showing it. */
  const answerPage = () => ({
    browser,
    path: `${SCREEN}?symbol=NABIL`,
    isCall,
    answered: (page: Page) => page.getByRole('table', { name: 'Fibonacci levels' }),
  });

  async function open(path = SCREEN): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}${path}`);
    return page;
  }

  it('asks for a stock before one is chosen, without a call', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (isCall(new URL(request.url()))) asked.push(request.url());
    });
    await page.goto(`${baseUrl}${SCREEN}`);
    await page.getByText(EMPTY, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Fibonacci Levels');
    expect(await page.title()).toMatch(/^Fibonacci Levels \|/);
    expect(await symbolBox(page).getAttribute('placeholder')).toBe(
      'Type stock symbol (e.g., NABIL) and press Enter...',
    );
    expect(await page.getByRole('table').count()).toBe(0);
    expect(asked).toEqual([]);
    await page.close();
  });

  it("shows the last major swing, every level with its distance from the close, and the chart's lines", async () => {
    const { swing } = nabil;
    if (!swing) throw new Error('NABIL has a major swing on the demo market');
    const page = await open(`${SCREEN}?symbol=NABIL`);
    await page.getByRole('table', { name: 'Fibonacci levels' }).waitFor();
    expect(await symbolBox(page).inputValue()).toBe('NABIL');
    const direction = swing.direction === 'up' ? 'Up' : 'Down';
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      `NABIL · ${direction} swing from ${swing.start.date} to ${swing.end.date}`,
    );
    expect(await page.getByTestId('fibonacci-leg').textContent()).toBe(swing.description);
    const card = (term: string) => page.locator('dl > div').filter({ hasText: term }).locator('dd');
    expect(await card('Swing start').textContent()).toBe(
      `${twoDecimals(swing.start.price)} (${swing.start.kind} of ${swing.start.date})`,
    );
    expect(await card('Swing end').textContent()).toBe(
      `${twoDecimals(swing.end.price)} (${swing.end.kind} of ${swing.end.date})`,
    );
    expect(await card('Last close').textContent()).toBe(`${twoDecimals(nabil.close)} (${nabil.date})`);
    expect(await levelRows(page)).toEqual(
      nabil.levels.map((l, k) => [
        LEVEL_NAMES[k],
        twoDecimals(l.price),
        signed(l.distance),
        signed(l.distancePercent, '%'),
      ]),
    );

    const chart = page.getByTestId('fibonacci-chart');
    const canvas = chart.locator('canvas').first();
    await canvas.waitFor();
    const [width, height] = await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
    expect(width).toBeGreaterThan(300);
    expect(height).toBeGreaterThan(200);
    await expect.poll(() => chart.locator('[data-price-lines]').getAttribute('data-price-lines')).toBe('9');
    expect(
      await chart.getByRole('list', { name: 'NABIL Fibonacci chart lines' }).locator('li').allTextContents(),
    ).toEqual(LEVEL_NAMES);
    expect(
      await chart
        .getByText(`NABIL from ${nabil.candles.dates[0]} to ${nabil.date}, adjusted prices`)
        .isVisible(),
    ).toBe(true);
    expect(nabil.candles.dates[0]! <= swing.start.date).toBe(true);
    await page.close();
  });

  it("draws NABIL's levels on the leg the rule picks, which brackets the last close", async () => {
    // On the demo market NABIL rose from a swing low to a new 52-week high and eased back. Until that high is
    // confirmed (ten sessions after it) the move since the low is the current leg; once it is, the dip since is
    // under half the confirmed rise, which the page then keeps. Either way the levels span the close.
    const { swing } = nabil;
    if (!swing) throw new Error('NABIL has a major swing on the demo market');
    expect(swing.start.kind).toBe('low');
    expect(swing.description).toBe(
      swing.leg === 'current'
        ? `Current move since the swing low of ${swing.start.date}`
        : 'Last confirmed swing: the move since is under half its size',
    );
    const page = await open(`${SCREEN}?symbol=NABIL`);
    await page.getByRole('table', { name: 'Fibonacci levels' }).waitFor();
    expect(await page.getByTestId('fibonacci-leg').textContent()).toBe(swing.description);
    const shown = (await levelRows(page)).map((cells) => Number(cells[1]?.replaceAll(',', '')));
    const close = Number(twoDecimals(nabil.close).replaceAll(',', ''));
    expect(shown.some((price) => price > close)).toBe(true);
    expect(shown.some((price) => price < close)).toBe(true);
    // The close lies between two neighbouring retracements of the move (0 % at its high, 100 % at its low).
    const retracements = shown.slice(0, 7);
    expect(retracements[0]).toBeGreaterThan(close);
    expect(retracements[6]).toBeLessThan(close);
    await page.close();
  });

  it('looks at the stock chosen by Enter or a click and keeps it in the address', async () => {
    const page = await open();
    await symbolBox(page).fill('NABIL');
    await symbolBox(page).press('Enter');
    await page.getByRole('table', { name: 'Fibonacci levels' }).waitFor();
    expect(symbolParam(page)).toBe('NABIL');
    expect((await levelRows(page)).map((cells) => cells[1])).toEqual(
      nabil.levels.map((l) => twoDecimals(l.price)),
    );

    // A click on a match chooses it (NICA has a major swing on the demo market too).
    await symbolBox(page).fill('NICA');
    await page.getByRole('option').filter({ hasText: /^NICA/ }).first().click();
    await page.waitForURL((url) => url.searchParams.get('symbol') === 'NICA');
    const nica = await answerOf('NICA');
    expect(nica.levels).toHaveLength(9);
    await page.getByRole('heading', { level: 2, name: /^NICA/ }).waitFor();
    expect((await levelRows(page)).map((cells) => cells[1])).toEqual(
      nica.levels.map((l) => twoDecimals(l.price)),
    );
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: /^NABIL/ }).waitFor();
    expect(await symbolBox(page).inputValue()).toBe('NABIL');
    await page.close();
  });

  it("shows the server's error for an unknown symbol, else the screen's message, and Try Again recovers", async () => {
    const page = await open(`${SCREEN}?symbol=NOPE`);
    await unknownSymbolError(page).waitFor();
    await page.close();

    const failing = await browser.newPage();
    await failing.route(isCall, (route) => route.fulfill({ status: 500, json: {} }));
    await failing.goto(`${baseUrl}${SCREEN}?symbol=NABIL`);
    await errorPanel(failing).getByText(FALLBACK, { exact: true }).waitFor();
    await failing.unroute(isCall);
    await errorPanel(failing).getByRole('button', { name: 'Try Again' }).click();
    await failing.getByRole('table', { name: 'Fibonacci levels' }).waitFor();
    expect(await errorPanel(failing).count()).toBe(0);
    await failing.close();
  });

  it('shows its loading state while the answer is held back', () =>
    expectLoadingState(answerPage(), LOADING));

  it('says so when the stock has no major swing yet, and still draws its candles', async () => {
    const page = await browser.newPage();
    await page.route(isCall, (route) =>
      route.fulfill({ status: 200, json: { ...nabil, swing: null, levels: [] } }),
    );
    await page.goto(`${baseUrl}${SCREEN}?symbol=NABIL`);
    await page
      .getByText(
        'No major swing found for NABIL: no turn yet stands out from the 10 sessions on each side.',
        { exact: true },
      )
      .waitFor();
    // The levels table, by its caption: the chart lays itself out in a table of its own once its code loads.
    expect(await page.getByRole('table', { name: 'Fibonacci levels' }).count()).toBe(0);
    await page.getByTestId('fibonacci-chart').locator('canvas').first().waitFor();
    await page.close();
  });
});
