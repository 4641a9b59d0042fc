import { type BacktestRequest, portfolioResponseSchema } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBacktest, pageErrors } from './support/backtest-page';
import { launchBrowser } from './support/browser';
import { readSummary, SUMMARY_SHAPE } from './support/chart-summary';

const baseUrl = inject('baseUrl');

const money = (n: number) =>
  `Rs ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The change of a line from its first value to its last, in percent. */
const change = (ys: readonly number[]) => ((ys.at(-1) ?? 0) / (ys[0] ?? 1) - 1) * 100;

/** Runs the page's strategy and returns the portfolio answer the page received. */
async function runPortfolio(page: Page) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/backtest/sector/'));
  await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return { response, portfolio: portfolioResponseSchema.parse(await response.json()) };
}

const results = (page: Page) => page.getByRole('region', { name: 'Portfolio Results' });

describe('a sector back-test as one portfolio', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('offers Per stock / One portfolio for a sector, sends its fields, shows the portfolio and keeps it in the link', async () => {
    const page = await openBacktest(browser, baseUrl);
    const errors = pageErrors(page);
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 10);
    // No choice for one symbol: it appears with a sector.
    expect(await page.getByLabel('Mode', { exact: true }).count()).toBe(0);
    await page.getByLabel('Select Sector').selectOption({ label: 'NEPSE' });
    await page.getByLabel('Mode', { exact: true }).selectOption('portfolio');
    await page.getByLabel('Max positions').fill('3');
    await page.getByLabel('Sizing', { exact: true }).selectOption('percent');
    await page.getByLabel('Percent of equity').fill('30');
    await page.getByLabel('Rank by').selectOption('turnover');
    const { response, portfolio } = await runPortfolio(page);

    const body = response.request().postDataJSON() as BacktestRequest;
    expect(body).toMatchObject({
      sector: '58',
      mode: 'portfolio',
      maxPositions: '3',
      sizing: 'percent',
      sizingPercent: '30',
      rankBy: 'turnover',
    });
    expect(portfolio).toMatchObject({
      mode: 'portfolio',
      max_positions: 3,
      sizing_percent: 30,
      rank_by: 'turnover',
    });
    await results(page).waitFor();
    const dd = (label: string) =>
      results(page)
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    expect(await dd('Final Capital').textContent()).toBe(money(portfolio.final_capital));
    await results(page).getByTestId('portfolio-equity-chart').locator('canvas').first().waitFor();
    // Against its benchmark: named in the answer, drawn and named on the chart with its last value.
    expect(portfolio.benchmark?.name).toBe('NEPSE index');
    const values = portfolio.equity_curve.benchmark_values ?? [];
    expect(values).toHaveLength(portfolio.equity_curve.dates.length);
    const chart = results(page).getByRole('figure', { name: 'Equity of the portfolio' });
    expect(await chart.textContent()).toContain(`NEPSE index to ${money(values[values.length - 1] ?? 0)}`);
    // Its summary: the portfolio's last and first equity, set against the benchmark's change; a row a session.
    const equity = portfolio.equity_curve.values;
    const dates = portfolio.equity_curve.dates;
    const { text, rows } = await readSummary(chart);
    expect(text).toMatch(SUMMARY_SHAPE);
    expect(text).toContain(`Portfolio: latest ${money(equity.at(-1) ?? 0)},`);
    expect(text).toContain(`(from ${money(equity[0] ?? 0)})`);
    const points = change(equity) - change(values);
    expect(text).toContain(
      `: ${Math.abs(points).toFixed(2)} percentage points ${points > 0 ? 'better' : 'worse'} than NEPSE index.`,
    );
    expect(rows).toHaveLength(dates.length);
    // Newest first: the last session's equity and the benchmark's.
    expect(rows[0]?.slice(0, 3)).toEqual([
      dates.at(-1),
      money(equity.at(-1) ?? 0),
      money(values.at(-1) ?? 0),
    ]);

    // The trades with their symbols, and the stocks that traded with their contributions.
    const trades = results(page).getByRole('table', { name: 'Transaction History' });
    expect(await trades.locator('thead th').first().textContent()).toContain('Symbol');
    expect(await trades.locator('tbody tr').count()).toBe(portfolio.trades.length);
    const symbols = (await trades.locator('tbody tr td:first-child').allTextContents()).sort();
    expect(symbols).toEqual(portfolio.trades.map((t) => t.symbol).sort());
    const contribution = results(page).getByRole('table', { name: 'Contribution by stock' });
    const traded = portfolio.contributions.filter((c) => c.trades > 0);
    expect(await contribution.locator('tbody tr').count()).toBe(traded.length);
    const best = [...traded].sort((a, b) => b.profit - a.profit)[0];
    expect(await contribution.locator('tbody tr').first().locator('td').first().textContent()).toBe(
      best?.symbol,
    );

    // The link holds the choice and its fields; the page it opens runs the same portfolio.
    const search = new URL(page.url()).searchParams;
    expect(
      Object.fromEntries(
        ['mode', 'positions', 'sizing', 'sizingPercent', 'rankBy'].map((k) => [k, search.get(k)]),
      ),
    ).toEqual({
      mode: 'portfolio',
      positions: '3',
      sizing: 'percent',
      sizingPercent: '30',
      rankBy: 'turnover',
    });
    const shared = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await shared.goto(page.url());
    await shared.getByLabel('Mode', { exact: true }).waitFor();
    expect(await shared.getByLabel('Mode', { exact: true }).inputValue()).toBe('portfolio');
    expect(await shared.getByLabel('Max positions').inputValue()).toBe('3');
    expect(await shared.getByLabel('Sizing', { exact: true }).inputValue()).toBe('percent');
    expect(await shared.getByLabel('Percent of equity').inputValue()).toBe('30');
    expect(await shared.getByLabel('Rank by').inputValue()).toBe('turnover');
    const reopened = await runPortfolio(shared);
    expect(reopened.response.request().postDataJSON()).toEqual(body);
    expect(reopened.portfolio.final_capital).toBe(portfolio.final_capital);
    await results(shared).waitFor();
    expect(errors).toEqual([]);
    await shared.close();
    await page.close();
  });
});
