import {
  API_PATHS,
  backtestResponseSchema,
  fibonacciLevelsResponseSchema,
  stockChartResponseSchema,
  supportResistanceResponseSchema,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { readSummary, SUMMARY_SHAPE } from './support/chart-summary';
import { apiAnswer } from './support/page-helpers';

const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number) => `Rs ${twoDecimals(n)}`;

describe('charts read without seeing them', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const open = async (path: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}${path}`);
    return page;
  };

  it("summarises the stock page's chart with its latest close, and tables the sessions in view", async () => {
    const answer = await apiAnswer(`${API_PATHS.stock}NABIL`, stockChartResponseSchema);
    const page = await open('/dashboard/stock/NABIL');
    const figure = page.getByRole('figure', { name: 'NABIL price chart' });
    await figure.getByTestId('chart-summary-text').filter({ hasText: 'Close: latest' }).waitFor();
    const last = answer.adjusted.close.length - 1;
    const { text, rows } = await readSummary(figure);
    expect(text).toMatch(SUMMARY_SHAPE);
    expect(text).toContain(`Close: latest ${twoDecimals(answer.adjusted.close[last] ?? 0)},`);
    // Newest first: the last session, its adjusted open, high, low and close.
    expect(rows[0]?.slice(0, 5)).toEqual([
      answer.dates[last],
      twoDecimals(answer.adjusted.open[last] ?? 0),
      twoDecimals(answer.adjusted.high[last] ?? 0),
      twoDecimals(answer.adjusted.low[last] ?? 0),
      twoDecimals(answer.adjusted.close[last] ?? 0),
    ]);
    await page.close();
  });

  it.each([
    {
      name: 'Support & Resistance',
      path: '/dashboard/support-resistance?symbol=NABIL',
      candles: async () =>
        (await apiAnswer(`${API_PATHS.supportResistance}NABIL`, supportResistanceResponseSchema)).candles,
    },
    {
      name: 'Fibonacci',
      path: '/dashboard/fibonacci-levels?symbol=NABIL',
      candles: async () =>
        (await apiAnswer(`${API_PATHS.fibonacciLevels}NABIL`, fibonacciLevelsResponseSchema)).candles,
    },
  ])("summarises the $name chart's closes, with their average", async ({ path, candles }) => {
    const { dates, close } = await candles();
    const average = close.reduce((sum, c) => sum + c, 0) / close.length;
    const page = await open(path);
    const figure = page.locator('figure').filter({ has: page.getByTestId('chart-summary') });
    await figure.first().waitFor();
    const { text, rows } = await readSummary(figure.first());
    expect(text).toMatch(SUMMARY_SHAPE);
    expect(text).toContain(`latest ${twoDecimals(close.at(-1) ?? 0)},`);
    expect(text).toContain(`(from ${twoDecimals(close[0] ?? 0)})`);
    expect(text).toContain(`its average of ${twoDecimals(average)} over the range`);
    expect(rows[0]?.[0]).toBe(dates.at(-1));
    await page.close();
  });

  it("summarises the back-test's equity against its benchmark, and its price chart", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(API_PATHS.backtest));
    await page.goto(`${baseUrl}/dashboard/backtest?symbol=NABIL&from=2022-01-01`);
    const [summary] = backtestResponseSchema.parse(await (await answered).json());
    if (!summary) throw new Error('The run has no summary');
    const equity = page.getByRole('figure', { name: 'Equity of NABIL' });
    await equity.waitFor({ timeout: 30_000 });
    const { text, rows } = await readSummary(equity);
    expect(text).toMatch(SUMMARY_SHAPE);
    const values = summary.equity_curve.values;
    expect(text).toContain(`Strategy: latest ${money(values.at(-1) ?? 0)},`);
    const benchmark = summary.benchmark;
    const benchmarkValues = summary.equity_curve.benchmark_values;
    if (benchmark && benchmarkValues) {
      const change = (ys: readonly number[]) => ((ys.at(-1) ?? 0) / (ys[0] ?? 1) - 1) * 100;
      const points = Math.abs(change(values) - change(benchmarkValues)).toFixed(2);
      expect(text).toContain(`${benchmark.name} `);
      expect(text).toContain(`${points} percentage points`);
    }
    expect(rows[0]?.[0]).toBe(summary.equity_curve.dates.at(-1));
    const price = page.getByRole('figure', { name: 'Price chart of NABIL' });
    expect((await readSummary(price)).text).toMatch(SUMMARY_SHAPE);
    await page.close();
  });

  it("summarises the list study's chart against all stocks", async () => {
    const page = await open('/dashboard/volume-shockers');
    const section = page.getByRole('region', { name: 'How this list has done' });
    await section.getByRole('button', { name: 'Show how this list has done' }).click();
    await section
      .getByRole('table', { name: 'How this list has done, by horizon' })
      .waitFor({ timeout: 30_000 });
    const { text, rows } = await readSummary(section.locator('figure'));
    expect(text).toMatch(
      /^This list: [+-]?\d+\.\d\d% over \d+ sessions, against [+-]?\d+\.\d\d% for all stocks: /,
    );
    expect(rows[0]?.[0]).toBe('1 session');
    await page.close();
  });

  it('focuses the screen\'s symbol search on "/", or opens one where the screen has none', async () => {
    const page = await open('/dashboard/backtest');
    const box = page.getByRole('combobox', { name: 'Stock symbol' });
    await box.waitFor();
    await page.keyboard.press('/');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    // Typed into a field, "/" is a letter like any other.
    await box.fill('NAB');
    await page.keyboard.press('/');
    expect(await box.inputValue()).toBe('NAB/');

    await page.goto(`${baseUrl}/dashboard/volume-shockers`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Go to a stock' });
    const search = dialog.getByRole('combobox', { name: 'Go to a stock' });
    await search.waitFor();
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('NABIL');
    await search.press('Enter');
    await page.waitForURL(/\/dashboard\/stock\/NABIL$/);
    await page.close();
  });
});
