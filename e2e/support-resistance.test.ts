import {
  API_PATHS,
  SUPPORT_RESISTANCE_LEVELS,
  type SupportResistanceResponse,
  supportResistanceResponseSchema,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  apiAnswer,
  errorPanel,
  expectErrorStates,
  expectLoadingState,
  tableHeaders,
  tableRows,
  unknownSymbolError,
} from './support/page-helpers';

const baseUrl = inject('baseUrl');
const SCREEN = '/dashboard/support-resistance';
const FALLBACK = 'Failed to fetch support & resistance data.';
const LOADING = 'Loading support & resistance data...';
const isCall = (url: URL) => url.pathname.startsWith(API_PATHS.supportResistance);

const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const symbolBox = (page: Page) => page.getByRole('combobox', { name: 'Symbol' });

/** The Charting Pivots rows the page should show: resistances from the highest, then supports from the highest. */
const chartingShown = (answer: SupportResistanceResponse) => [
  ...[...answer.pivot_chart.resistance]
    .reverse()
    .map((p) => [`Resistance (${p.name})`, twoDecimals(p.value)]),
  ...answer.pivot_chart.support.map((p) => [`Support (${p.name})`, twoDecimals(p.value)]),
];

const answerOf = (symbol: string) =>
  apiAnswer(`${API_PATHS.supportResistance}${symbol}`, supportResistanceResponseSchema);

describe('the Support & Resistance page', () => {
  let browser: Browser;
  let index: SupportResistanceResponse;

  beforeAll(async () => {
    browser = await launchBrowser();
    index = await answerOf('NEPSE');
  });
  afterAll(() => browser.close());

  /** The page as the shared loading and error checks open it, the answer's first table showing it. */
  const answerPage = () => ({
    browser,
    path: SCREEN,
    isCall,
    answered: (page: Page) => page.getByRole('table', { name: 'Pivots', exact: true }),
  });

  async function openLoaded(path = SCREEN): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('table', { name: 'Pivots', exact: true }).waitFor();
    return page;
  }

  it("shows the index's pivots by method and its charting pivots, titled with NEPSE", async () => {
    expect(index.pivot_chart.resistance.length + index.pivot_chart.support.length).toBeGreaterThan(0);
    const page = await openLoaded();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('NEPSE Support & Resistance');
    expect(await page.title()).toMatch(/^NEPSE Support & Resistance \|/);
    expect(await tableHeaders(page, 'Pivots')).toEqual([
      'Type',
      'Classic',
      'Camarilla',
      'Fibonacci',
      'Woodie',
    ]);
    expect(await tableRows(page, 'Pivots')).toEqual(
      index.pivots.map((row) => [row.name, ...row.values.map((v) => twoDecimals(v.value))]),
    );
    expect((await tableRows(page, 'Pivots')).map((cells) => cells[0])).toEqual([
      ...SUPPORT_RESISTANCE_LEVELS,
    ]);
    expect(await tableHeaders(page, 'Charting Pivots')).toEqual(['Type', 'Value (Rs)']);
    expect(await tableRows(page, 'Charting Pivots')).toEqual(chartingShown(index));
    expect(
      await page
        .getByText(`Levels in force on ${index.date}; last close ${twoDecimals(index.close)}.`)
        .isVisible(),
    ).toBe(true);
    expect(await symbolBox(page).inputValue()).toBe('NEPSE');
    await page.close();
  });

  it("draws the index's last sessions with every level as a price line", async () => {
    const page = await openLoaded();
    const chart = page.getByTestId('support-resistance-chart');
    const canvas = chart.locator('canvas').first();
    await canvas.waitFor();
    const size = await canvas.evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
    expect(size[0]).toBeGreaterThan(300);
    expect(size[1]).toBeGreaterThan(200);
    const lines = 7 + index.pivot_chart.resistance.length + index.pivot_chart.support.length;
    await expect
      .poll(() => chart.locator('[data-price-lines]').getAttribute('data-price-lines'))
      .toBe(String(lines));
    const legend = await chart
      .getByRole('list', { name: 'NEPSE chart lines' })
      .locator('li')
      .allTextContents();
    expect(legend).toEqual([
      ...SUPPORT_RESISTANCE_LEVELS,
      ...index.pivot_chart.resistance.map((p) => `Resistance ${p.name}`),
      ...index.pivot_chart.support.map((p) => `Support ${p.name}`),
    ]);
    expect(
      await chart.getByText(`NEPSE over its last ${index.candles.dates.length} sessions`).isVisible(),
    ).toBe(true);
    // The lines are painted: the chart's pixels change when another method's pivots are drawn.
    const pixels = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    const before = await pixels();
    await page.getByRole('combobox', { name: 'Pivots drawn' }).selectOption('Camarilla');
    await chart.getByText('the Camarilla pivots dashed').waitFor();
    await expect.poll(pixels).not.toBe(before);
    await page.close();
  });

  it('looks at another symbol chosen in the box, by Enter or a click, and keeps it in the address', async () => {
    const nabil = await answerOf('NABIL');
    const page = await openLoaded();
    await symbolBox(page).fill('NABIL');
    await symbolBox(page).press('Enter');
    await page.getByRole('heading', { name: 'NABIL Support & Resistance' }).waitFor();
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('NABIL');
    await page.getByRole('table', { name: 'Pivots', exact: true }).waitFor();
    expect(await tableRows(page, 'Pivots')).toEqual(
      nabil.pivots.map((row) => [row.name, ...row.values.map((v) => twoDecimals(v.value))]),
    );
    expect(await tableRows(page, 'Charting Pivots')).toEqual(chartingShown(nabil));

    await page.goBack();
    await page.getByRole('heading', { name: 'NEPSE Support & Resistance' }).waitFor();
    await symbolBox(page).fill('NABI');
    await page
      .getByRole('option')
      .filter({ hasText: /^NABIL/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'NABIL Support & Resistance' }).waitFor();
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('NABIL');
    await page.goBack();
    await page.getByRole('heading', { name: 'NEPSE Support & Resistance' }).waitFor();
    expect(await symbolBox(page).inputValue()).toBe('NEPSE');

    const again = await openLoaded(`${SCREEN}?symbol=nabil`);
    expect(await again.getByRole('heading', { level: 1 }).textContent()).toBe('NABIL Support & Resistance');
    await again.close();
    await page.close();
  });

  it('fits a phone: the tables scroll inside their frames, the page does not widen', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}${SCREEN}`);
    await page.getByRole('table', { name: 'Pivots', exact: true }).waitFor();
    await page.getByTestId('support-resistance-chart').locator('canvas').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.close();
  });

  it("shows the server's error for an unknown symbol", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${SCREEN}?symbol=NOPE`);
    await errorPanel(page).waitFor();
    expect(await unknownSymbolError(page).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('NOPE Support & Resistance');
    await page.close();
  });

  it('shows its loading state while the answer is held back', () =>
    expectLoadingState(answerPage(), LOADING));

  it("shows the server's error, else the screen's message, and Try Again recovers", () =>
    expectErrorStates(answerPage(), FALLBACK));

  it('says so when there is no charting pivot', async () => {
    const page = await browser.newPage();
    await page.route(isCall, (route) =>
      route.fulfill({ status: 200, json: { ...index, pivot_chart: { resistance: [], support: [] } } }),
    );
    await page.goto(`${baseUrl}${SCREEN}`);
    await page.getByRole('table', { name: 'Pivots', exact: true }).waitFor();
    expect(await tableRows(page, 'Charting Pivots')).toEqual([['No charting pivot data found.']]);
    expect(await tableRows(page, 'Pivots')).toHaveLength(7);
    await page.close();
  });
});
