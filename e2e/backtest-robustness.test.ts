import {
  API_PATHS,
  type BacktestSummary,
  backtestResponseSchema,
  portfolioResponseSchema,
  type SweepResponse,
  sweepResponseSchema,
} from '@nepse/contract';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { readSummary, SUMMARY_SHAPE } from './support/chart-summary';

const baseUrl = inject('baseUrl');

const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (n: number | null) => (n === null ? '—' : `${twoDecimals(n)}%`);
const money = (n: number) => `Rs ${twoDecimals(n)}`;
/** The change of a line from its first value to its last, in percent. */
const change = (ys: readonly number[]) => ((ys.at(-1) ?? 0) / (ys[0] ?? 1) - 1) * 100;

const answers = (response: Response, path: string) =>
  new URL(response.url()).pathname === path && response.request().method() === 'POST';

/** Opens a one-stock run of the demo market and its Robustness tab. */
async function openRobustness(browser: Browser): Promise<{ page: Page; summary: BacktestSummary }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const answered = page.waitForResponse((r) => answers(r, API_PATHS.backtest));
  await page.goto(`${baseUrl}/dashboard/backtest?symbol=NABIL&from=2022-01-01`);
  const [summary] = backtestResponseSchema.parse(await (await answered).json());
  await page.getByRole('tab', { name: 'Robustness' }).click();
  await page.getByTestId('robustness-tab').waitFor();
  return { page, summary: summary! };
}

/** Presses Run sweep and returns the answer the page got. */
async function runSweep(page: Page): Promise<SweepResponse> {
  const answered = page.waitForResponse((r) => answers(r, API_PATHS.backtestSweep));
  await page.getByRole('button', { name: 'Run sweep' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  return sweepResponseSchema.parse(await response.json());
}

describe('the Robustness tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('draws a heatmap of two fields, stars the best cell and opens a cell as its single run', async () => {
    const { page } = await openRobustness(browser);
    await page.getByLabel('Field 2').selectOption({ label: 'Stop-loss %' });
    const sweep = await runSweep(page);
    expect(sweep.axes.map((a) => a.label)).toEqual(['Buy rule 1 (SMA): Period', 'Stop-loss %']);
    const heatmap = page.getByRole('table', { name: 'Return % by Buy rule 1 (SMA): Period and Stop-loss %' });
    await heatmap.waitFor();
    expect(await heatmap.getByRole('button').count()).toBe(sweep.cells.length);
    // The best cell is starred with its figure.
    const best = heatmap.locator('[data-best="true"]');
    expect(await best.textContent()).toBe(`★ ${percent(sweep.best!.statistic)}`);
    await expect
      .poll(() => page.getByTestId('sweep-view').textContent())
      .toContain(
        `the best, ${percent(sweep.best!.statistic)}, comes at SMA period ${sweep.best!.values[0]} and Stop-loss % ${sweep.best!.values[1]}`,
      );
    for (const warning of sweep.warnings) {
      expect(await page.getByRole('list', { name: 'Sweep warnings' }).textContent()).toContain(warning);
    }
    // The heatmap's summary names the grid's spread and its best; its data table is the grid, the best said so.
    const statistics = sweep.cells.map((c) => c.statistic).filter((v): v is number => v !== null);
    const grid = await readSummary(page.locator('figure').filter({ has: heatmap }));
    expect(grid.text).toContain(
      `Across ${sweep.cells.length} cells the Return % runs from ${percent(Math.min(...statistics))} to ` +
        `${percent(Math.max(...statistics))}; the best, ${percent(sweep.best!.statistic)}, comes at SMA period`,
    );
    const [periods, stops] = sweep.axes;
    expect(grid.rows).toEqual(
      periods!.values.map((period, r) => [
        String(period),
        ...stops!.values.map((_, c) => {
          const at = r * stops!.values.length + c;
          const shown = percent(sweep.cells[at]!.statistic);
          return at === sweep.best!.cell ? `${shown} (the best)` : shown;
        }),
      ]),
    );
    // A click on a cell runs it alone: the same profit as the cell's.
    const index = 7;
    const cell = sweep.cells[index]!;
    const single = page.waitForResponse((r) => answers(r, API_PATHS.backtest));
    await heatmap.getByRole('button').nth(index).click();
    const response = await single;
    const body = response.request().postDataJSON();
    expect(body.buyStrategy[0].value).toBe(String(cell.values[0]));
    expect(body.stopLossPercent).toBe(cell.values[1]);
    const [run] = backtestResponseSchema.parse(await response.json());
    expect(run!.profit_percentage).toBe(cell.profit_percentage);
    const runCard = page.getByRole('region', { name: 'Single run of the cell' });
    await expect.poll(() => runCard.textContent()).toContain(percent(run!.profit_percentage));
    expect(await runCard.getByRole('link', { name: 'Open this run' }).getAttribute('href')).toContain(
      'stopLoss=',
    );
    await page.close();
  });

  it("sweeps a portfolio run, each cell the portfolio's own figures, and opens a cell as one portfolio", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const ran = page.waitForResponse((r) => answers(r, API_PATHS.backtestSector));
    await page.goto(`${baseUrl}/dashboard/backtest?sector=58&mode=portfolio&positions=2&from=2022-01-01`);
    portfolioResponseSchema.parse(await (await ran).json());
    await page.getByRole('tab', { name: 'Robustness' }).click();
    const tab = page.getByTestId('robustness-tab');
    await tab.waitFor();
    expect(await tab.textContent()).toContain('each cell the whole portfolio run of its values');
    await tab.getByLabel('Field 2').selectOption({ label: 'Stop-loss %' });
    // Two stop-losses keep the grid small: each cell is a run of every stock of the market.
    await tab.getByLabel('Field 2 from').fill('2');
    await tab.getByLabel('Field 2 to').fill('4');
    await tab.getByLabel('Field 2 step').fill('2');
    const answered = page.waitForResponse((r) => answers(r, API_PATHS.backtestSweep));
    await tab.getByRole('button', { name: 'Run sweep' }).click();
    const response = await answered;
    expect(response.status(), await response.text()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      sector: '58',
      mode: 'portfolio',
      maxPositions: '2',
    });
    const sweep = sweepResponseSchema.parse(await response.json());
    expect(sweep.target).toBe('portfolio');
    expect(sweep.axes[1]!.values).toEqual([2, 4]);
    const heatmap = tab.getByRole('table', { name: 'Return % by Buy rule 1 (SMA): Period and Stop-loss %' });
    await heatmap.waitFor();
    expect(await heatmap.getByRole('button').count()).toBe(sweep.cells.length);
    // A click on a cell runs that cell as one portfolio: the same return as the cell's.
    const index = 3;
    const cell = sweep.cells[index]!;
    const single = page.waitForResponse((r) => answers(r, API_PATHS.backtestSector));
    await heatmap.getByRole('button').nth(index).click();
    const cellResponse = await single;
    const body = cellResponse.request().postDataJSON();
    expect(body).toMatchObject({ mode: 'portfolio', sector: '58', stopLossPercent: cell.values[1] });
    expect(body.buyStrategy[0].value).toBe(String(cell.values[0]));
    const run = portfolioResponseSchema.parse(await cellResponse.json());
    expect(run.profit_percentage).toBe(cell.profit_percentage);
    expect(run.total_trades).toBe(cell.total_trades);
    const runCard = page.getByRole('region', { name: 'Single run of the cell' });
    await expect.poll(() => runCard.textContent()).toContain(percent(run.profit_percentage));
    expect(await runCard.textContent()).toContain('as one portfolio');
    expect(await runCard.getByRole('link', { name: 'Open this run' }).getAttribute('href')).toContain(
      'mode=portfolio',
    );
    await page.close();
  });

  it('walks forward and shows the Monte Carlo of the run beside its own figures', async () => {
    const { page, summary } = await openRobustness(browser);
    await page.getByLabel('Walk-forward').check();
    await page.getByLabel('In-sample sessions').fill('200');
    await page.getByLabel('Out-of-sample sessions').fill('50');
    const sweep = await runSweep(page);
    const walk = sweep.walk_forward!;
    expect(walk.windows.length).toBeGreaterThan(1);
    const view = page.getByTestId('walk-forward-view');
    await view.waitFor();
    // One row per window (and the header), each with its chosen period.
    const rows = view.getByRole('table', { name: 'Walk-forward windows' }).getByRole('row');
    expect(await rows.count()).toBe(walk.windows.length + 1);
    expect(await rows.nth(1).textContent()).toContain(walk.windows[0]!.out_of_sample_from);
    expect(await view.textContent()).toContain(
      `${walk.windows.length} times, made ${percent(walk.statistics.profit_percentage)} out of sample`,
    );
    await view.getByRole('img', { name: 'Out-of-sample equity against the in-sample promise' }).waitFor();
    // Its summary: the stitched equity's last and first value against the in-sample promise; a row a session.
    const stitched = walk.stitched_equity;
    const promised = walk.in_sample_equity.values;
    const walked = await readSummary(view.locator('figure'));
    expect(walked.text).toMatch(SUMMARY_SHAPE);
    expect(walked.text).toContain(`Out of sample (stitched): latest ${money(stitched.values.at(-1)!)},`);
    expect(walked.text).toContain(`(from ${money(stitched.values[0]!)})`);
    const points = change(stitched.values) - change(promised);
    expect(walked.text).toContain(
      `: ${Math.abs(points).toFixed(2)} percentage points ${points > 0 ? 'better' : 'worse'} than In-sample promise.`,
    );
    expect(walked.rows).toHaveLength(stitched.dates.length);
    expect(walked.rows[0]).toEqual([stitched.dates[0], money(stitched.values[0]!), money(promised[0]!)]);

    // One field swept: a line of the statistic by the period, summed up against its own average.
    expect(sweep.axes).toHaveLength(1);
    const returns = sweep.cells.map((c) => c.statistic!);
    const average = returns.reduce((a, b) => a + b, 0) / returns.length;
    const last = returns.at(-1)!;
    const line = await readSummary(page.getByTestId('sweep-view').locator('figure'));
    expect(line.text).toMatch(SUMMARY_SHAPE);
    expect(line.text).toContain(`Return % by Buy rule 1 (SMA): Period: latest ${percent(last)},`);
    expect(line.text).toContain(`(from ${percent(returns[0]!)})`);
    expect(line.text).toContain(
      `; ${last > average ? 'above' : last < average ? 'below' : 'at'} its average of ${percent(average)} over the range.`,
    );
    expect(line.rows).toEqual(sweep.cells.map((c) => [c.values.join(', '), percent(c.statistic)]));

    const closed = summary.transactions.filter((t) => t.profit_percentage !== null).length;
    const monteCarlo = page.getByTestId('monte-carlo-view');
    await monteCarlo.waitFor();
    expect(closed).toBeGreaterThan(0);
    expect(await monteCarlo.textContent()).toContain(`Drawing its ${closed} closed trades again 1,000 times`);
    const table = monteCarlo.getByRole('table', { name: 'Monte Carlo beside the run' });
    expect(await table.getByRole('row').nth(1).textContent()).toContain(percent(summary.profit_percentage));
    await monteCarlo.getByRole('img', { name: 'Histogram of the resampled final returns' }).waitFor();
    // Its summary gives the draws' percentiles and share of losses the table beside it shows, and the trades'
    // own order compounded; its data table counts every draw once, in the bin the caption's range starts and ends.
    const drawn = async (name: string) =>
      (await table.getByRole('row').filter({ hasText: name }).locator('td').last().textContent()) ?? '';
    const [p5, p50, p95] = (await drawn('Return')).split(' / ');
    const [, drawdown50, drawdown95] = (await drawn('Max drawdown')).split(' / ');
    const compounded =
      (summary.transactions.reduce(
        (equity, t) => (t.profit_percentage === null ? equity : equity * (1 + t.profit_percentage / 100)),
        1,
      ) -
        1) *
      100;
    const carlo = await readSummary(monteCarlo.locator('figure'));
    expect(carlo.text).toBe(
      `Drawing its ${closed} closed trades again 1,000 times, in random order and with repeats, the median return ` +
        `is ${p50} (5th to 95th percentile ${p5} to ${p95}), the median worst drawdown ${drawdown50} ` +
        `(${drawdown95} at the 95th percentile), and ${await drawn('Chance of a loss')} of the draws lose money. ` +
        `Its trades in their own order compound to ${percent(compounded)}.`,
    );
    expect(carlo.rows).toHaveLength(20);
    expect(carlo.rows.reduce((sum, [, draws]) => sum + Number(draws?.replace(',', '')), 0)).toBe(1000);
    expect(carlo.rows.filter(([bin]) => bin?.endsWith("(the run's own order)"))).toHaveLength(1);
    const caption = (await monteCarlo.locator('figcaption').textContent()) ?? '';
    const [, lowest, highest] = /draws, (\S+) to (\S+);/.exec(caption) ?? [];
    expect(carlo.rows[0]?.[0]?.startsWith(`${lowest} to `)).toBe(true);
    expect(carlo.rows.at(-1)?.[0]?.replace(" (the run's own order)", '').endsWith(` to ${highest}`)).toBe(
      true,
    );
    await page.close();
  });
});
