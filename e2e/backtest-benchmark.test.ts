import {
  API_PATHS,
  type BacktestSummary,
  type BenchmarkSummary,
  backtestResponseSchema,
  sectorBacktestResponseSchema,
} from '@nepse/contract';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseSymbol, openBacktest, pageErrors } from './support/backtest-page';
import { launchBrowser } from './support/browser';

// The benchmark of a run on the demo market: a symbol against the NEPSE index the demo generates, and a sector's
// stock against the sector's sub-index the demo generates too, in the cards and on the chart.

const baseUrl = inject('baseUrl');

const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (n: number | null) => (n === null ? '—' : `${twoDecimals(n)}%`);
const ratio = (n: number | null) => (n === null ? '—' : twoDecimals(n));
const money = (n: number) => `Rs ${twoDecimals(n)}`;

const answers = (r: Response, path: string) =>
  new URL(r.url()).pathname === path && r.request().method() === 'POST';

/** The benchmark's cards as the page should show them. */
const benchmarkCards = (b: BenchmarkSummary) => ({
  'Benchmark Return': percent(b.return_percentage),
  'Excess Return': percent(b.excess_return_percentage),
  Beta: ratio(b.beta),
  'Alpha (a Year)': percent(b.alpha_percentage),
  Correlation: ratio(b.correlation),
  'Tracking Error': percent(b.tracking_error_percentage),
  'Information Ratio': ratio(b.information_ratio),
});

const benchmarkSection = (page: Page) => page.getByRole('region', { name: 'Against the benchmark' });

/** The benchmark's cards on the page, label: value. */
const shownCards = (page: Page) =>
  benchmarkSection(page)
    .locator('dl > div')
    .evaluateAll((divs) =>
      Object.fromEntries(
        divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
      ),
    );

/**
 * The benchmark's name in the statistics and its cards (from `benchmark`: a sector run's cards are its brief's), and
 * its line in the legend and caption of the equity chart (from the stock's whole summary).
 */
async function expectBenchmarkShown(page: Page, benchmark: BenchmarkSummary, summary: BacktestSummary) {
  await benchmarkSection(page).waitFor();
  expect(await benchmarkSection(page).getByTestId('benchmark-name').textContent()).toBe(benchmark.name);
  expect(await shownCards(page)).toEqual(benchmarkCards(benchmark));
  const equity = page.getByRole('figure', { name: `Equity of ${summary.stock_symbol}` });
  // A chart is drawn as it comes near the screen: this one is further down than a screen.
  await equity.scrollIntoViewIfNeeded();
  await equity.locator('canvas').first().waitFor();
  expect(await equity.getByRole('list', { name: 'Lines' }).getByRole('listitem').allTextContents()).toEqual([
    'Strategy',
    'Buy and hold',
    benchmark.name,
    'Drawdown (%)',
  ]);
  const last = summary.equity_curve.benchmark_values?.at(-1) as number;
  expect(await equity.locator('figcaption').textContent()).toContain(`${benchmark.name} to ${money(last)};`);
}

describe('the benchmark of a backtest run', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('measures a symbol against the NEPSE index, in the statistics and on the equity chart', async () => {
    const page = await openBacktest(browser, baseUrl);
    const errors = pageErrors(page);
    await chooseSymbol(page, 'NABIL');
    const answered = page.waitForResponse((r) => answers(r, API_PATHS.backtest));
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    const [summary] = backtestResponseSchema.parse(await (await answered).json());
    expect(summary?.benchmark?.name).toBe('NEPSE index');
    expect(summary?.equity_curve.benchmark_values?.[0]).toBeCloseTo(100_000, 6);
    await expectBenchmarkShown(page, summary?.benchmark as BenchmarkSummary, summary as BacktestSummary);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("measures a sector's stock against the sector's sub-index, named so", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors = pageErrors(page);
    const sectorAnswer = page.waitForResponse((r) => answers(r, API_PATHS.backtestSector));
    const symbolAnswer = page.waitForResponse((r) => answers(r, API_PATHS.backtest));
    await page.goto(`${baseUrl}/dashboard/backtest?sector=4`);
    const briefs = sectorBacktestResponseSchema.parse(await (await sectorAnswer).json());
    const tested = briefs.filter((s) => s.sessions > 0);
    const name = tested[0]?.benchmark?.name ?? '';
    expect(name).toBe('Hydro Power sub-index');
    for (const brief of tested) expect(brief.benchmark?.name).toBe(name);
    // The selected stock's own run, which the page fetches with the sector beside it: the same benchmark.
    const response = await symbolAnswer;
    expect(response.request().postDataJSON()).toMatchObject({ sector: '4' });
    const [summary] = backtestResponseSchema.parse(await response.json());
    expect(summary?.benchmark?.name).toBe(name);
    await page.getByRole('region', { name: 'Backtest Results' }).waitFor();
    const brief = briefs.find((s) => s.stock_symbol === summary?.stock_symbol);
    await expectBenchmarkShown(page, brief?.benchmark as BenchmarkSummary, summary as BacktestSummary);
    expect(errors).toEqual([]);
    await page.close();
  });
});
