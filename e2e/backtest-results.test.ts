import {
  API_PATHS,
  type BacktestSummary,
  type BriefSummary,
  backtestResponseSchema,
  sectorBacktestResponseSchema,
} from '@nepse/contract';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { readSummary } from './support/chart-summary';

const baseUrl = inject('baseUrl');

const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Today's shares of a trade that an issue followed: a fraction, as the page shows it. */
const upToTwoDecimals = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const percent = (n: number | null) => (n === null ? '—' : `${twoDecimals(n)}%`);
/** A return with its sign: "+2.10%", "-0.50%". */
const signedPercent = (n: number) => `${n > 0 ? '+' : ''}${percent(n)}`;

/** Whether `response` answers the back-test call of `path` (not the other one, whose path it starts). */
const answers = (response: Response, path: string) =>
  new URL(response.url()).pathname === path && response.request().method() === 'POST';

/** Opens a back-test address of one symbol that runs at once, and returns the page with the answer it got. */
async function openRun(
  browser: Browser,
  query: string,
  viewport = { width: 1400, height: 1000 },
): Promise<{ page: Page; summaries: BacktestSummary[] }> {
  const page = await browser.newPage({ viewport });
  const answered = page.waitForResponse((r) => answers(r, API_PATHS.backtest));
  await page.goto(`${baseUrl}/dashboard/backtest?${query}`);
  const summaries = backtestResponseSchema.parse(await (await answered).json());
  await page.getByRole('region', { name: 'Backtest Results' }).waitFor();
  return { page, summaries };
}

/**
 * Opens a back-test address of a sector that runs at once, and returns the page with the brief answer it got and
 * the one-symbol runs it then sends for the symbols selected, by symbol.
 */
async function openSectorRun(
  browser: Browser,
  query: string,
): Promise<{ page: Page; summaries: BriefSummary[]; symbolRuns: Map<string, Promise<BacktestSummary>> }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const symbolRuns = new Map<string, Promise<BacktestSummary>>();
  page.on('response', (r) => {
    if (!answers(r, API_PATHS.backtest)) return;
    const whole = r.json().then((json) => backtestResponseSchema.parse(json)[0] as BacktestSummary);
    symbolRuns.set(String(r.request().postDataJSON()?.stockSymbol), whole);
  });
  const answered = page.waitForResponse((r) => answers(r, API_PATHS.backtestSector));
  await page.goto(`${baseUrl}/dashboard/backtest?${query}`);
  const summaries = sectorBacktestResponseSchema.parse(await (await answered).json());
  await page.getByRole('region', { name: 'Backtest Results' }).waitFor();
  return { page, summaries, symbolRuns };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

describe('back-test results a trader can check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows each fill at its traded price and shares, and at the adjusted ones at the flick of a switch', async () => {
    const { page, summaries } = await openRun(browser, 'symbol=NABIL&from=2016-01-01');
    const trades = summaries[0]?.transactions ?? [];
    // A trade before a later bonus issue: traded dearer, in fewer shares, for the same money.
    const split = trades.find(
      (t) => t.buy_price_traded !== undefined && t.buy_price_traded > t.buy_price + 0.01,
    );
    if (!split) throw new Error('NABIL has no trade before an adjustment since 2016');
    const tradedBuy = split.buy_price_traded as number;
    const tradedShares = split.buy_quantity_traded as number;
    expect(tradedBuy).toBeGreaterThan(split.buy_price);
    // Bought in whole lots of the shares of the day, at a traded price to the paisa; whole shares at the sale.
    expect(tradedShares % 10).toBe(0);
    expect(Number.isInteger(split.quantity)).toBe(true);
    expect(split.quantity).toBeGreaterThanOrEqual(tradedShares);

    const table = page.getByRole('table', { name: 'Transaction History' });
    const row = table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: split.buy_date }) });
    const cells = () => row.first().locator('td').allTextContents();
    expect(await page.getByRole('button', { name: 'Traded prices' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((await cells()).slice(0, 2)).toEqual([split.buy_date, twoDecimals(tradedBuy)]);
    // The shares bought, whole; those sold beside them when a bonus issue came between.
    const sold = split.sell_quantity_traded as number;
    const bought = tradedShares.toLocaleString('en-US');
    expect((await cells())[2]).toBe(
      sold === tradedShares ? bought : `${bought} (${upToTwoDecimals(sold)} at sale)`,
    );
    expect(await page.getByTestId('price-note').textContent()).toContain('broker statement');

    await page.getByRole('button', { name: 'Adjusted prices' }).click();
    await expect
      .poll(async () => (await cells()).slice(0, 3))
      .toEqual([split.buy_date, twoDecimals(split.buy_price), upToTwoDecimals(split.quantity)]);
    expect(await page.getByTestId('price-note').textContent()).toContain('bonus and right issues');
    await page.close();
  });

  it('says in its Closed By column why each trade closed: a signal or a price exit', async () => {
    const { page, summaries } = await openRun(
      browser,
      'symbol=NABIL&from=2016-01-01&stopLoss=3&takeProfit=8',
      {
        width: 1400,
        height: 1000,
      },
    );
    const trades = summaries[0]?.transactions ?? [];
    const reasons = new Set(trades.map((t) => t.exit_reason));
    expect(reasons).toContain('stop-loss');
    expect(reasons).toContain('take-profit');
    const table = page.getByRole('table', { name: 'Transaction History' });
    const closedBy = await table.locator('tbody tr td:nth-last-child(2)').allTextContents();
    const labels = { signal: 'Sell signal', 'stop-loss': 'Stop-loss', 'take-profit': 'Take-profit' } as const;
    expect(closedBy).toEqual(
      trades.map((t) => (t.exit_reason ? labels[t.exit_reason as keyof typeof labels] : '—')),
    );
    await page.close();
  });

  it('sums a sector run up above its stocks: returns, trades, best and worst, and their histogram', async () => {
    const { page, summaries } = await openSectorRun(browser, 'sector=4');
    const tested = summaries.filter((s) => s.sessions > 0);
    expect(tested.length).toBeGreaterThan(10);
    const returns = tested.map((s) => s.profit_percentage);
    const byReturn = [...tested].sort((a, b) => b.profit_percentage - a.profit_percentage);
    const best = byReturn[0] as BriefSummary;
    const worst = byReturn.at(-1) as BriefSummary;
    const holds = tested.flatMap((s) =>
      s.buy_and_hold_return_percentage === null ? [] : [s.buy_and_hold_return_percentage],
    );

    const glance = page.getByRole('region', { name: 'Sector at a glance' });
    const figures = await glance
      .locator('dl > div')
      .evaluateAll((divs) =>
        divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
      );
    expect(Object.fromEntries(figures)).toEqual({
      'Stocks tested': String(tested.length),
      Profitable: percent((100 * returns.filter((r) => r > 0).length) / tested.length),
      'Median return': percent(median(returns)),
      'Mean return': percent(returns.reduce((a, b) => a + b, 0) / tested.length),
      'Median buy and hold': percent(median(holds)),
      'Total trades': tested.reduce((n, s) => n + s.total_trades, 0).toLocaleString('en-US'),
      'Best stock': `${best.stock_symbol} ${percent(best.profit_percentage)}`,
      'Worst stock': `${worst.stock_symbol} ${percent(worst.profit_percentage)}`,
    });
    // The histogram's bars hold every tested stock once.
    const bars = await glance
      .getByRole('list', { name: 'Returns of the stocks' })
      .getByRole('listitem')
      .all();
    const counts = await Promise.all(
      bars.map(async (bar) => Number((await bar.getAttribute('aria-label'))?.match(/: (\d+) stocks?$/)?.[1])),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(tested.length);
    // Its summary sets the median stock against the median buy and hold; its table has a row a bar, in order.
    const medianReturn = median(returns);
    const medianHold = median(holds);
    const points = medianReturn - medianHold;
    const { text, rows } = await readSummary(glance.locator('figure'));
    expect(text).toBe(
      `Median stock: ${signedPercent(medianReturn)} over the run's range, against ${signedPercent(medianHold)} ` +
        `for the median buy and hold: ${Math.abs(points).toFixed(2)} percentage points ${points > 0 ? 'better' : 'worse'}.`,
    );
    const barLabels = await Promise.all(bars.map((bar) => bar.getAttribute('aria-label')));
    expect(rows.map(([bin, stocks]) => `${bin}: ${stocks} ${stocks === '1' ? 'stock' : 'stocks'}`)).toEqual(
      barLabels,
    );
    // It stands above the stocks' buttons.
    const glanceTop = (await glance.boundingBox())?.y ?? Number.NaN;
    const buttonsTop = (await page.getByRole('group', { name: /Select Stock Symbol/ }).boundingBox())?.y ?? 0;
    expect(glanceTop).toBeLessThan(buttonsTop);
    expect(await page.getByRole('list', { name: 'Dot colours' }).textContent()).toBe('ProfitLossNo change');
    await page.close();
  });

  it("fetches a sector's curves one at a time: the selected symbol's, and another's when it is picked", async () => {
    const { page, summaries, symbolRuns } = await openSectorRun(browser, 'sector=4&from=2016-01-01');
    const tested = summaries.filter((s) => s.sessions > 0 && s.total_trades > 0);
    expect(tested.length).toBeGreaterThan(3);
    const shows = async (brief: BriefSummary) => {
      const equity = page.getByRole('figure', { name: `Equity of ${brief.stock_symbol}` });
      // A chart is drawn as it comes near the screen: below the sector's summary, this one is further down.
      await equity.scrollIntoViewIfNeeded();
      await equity.locator('canvas').first().waitFor();
      const whole = await (symbolRuns.get(brief.stock_symbol) as Promise<BacktestSummary>);
      // The symbol's own run gives the figures of the sector's brief, to a ten-thousandth, and the curve drawn.
      expect(Math.abs(whole.final_capital - brief.final_capital)).toBeLessThanOrEqual(0.00005);
      expect(whole.transactions.map((t) => t.buy_date)).toEqual(brief.transactions.map((t) => t.buy_date));
      expect(await equity.locator('figcaption').textContent()).toContain(
        `Strategy from Rs 100,000.00 to Rs ${twoDecimals(whole.equity_curve.values.at(-1) as number)};`,
      );
      const rows = page.getByRole('table', { name: 'Transaction History' }).locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(whole.transactions.length);
    };
    for (const brief of [tested[1], tested[3]] as BriefSummary[]) {
      await page
        .getByRole('group', { name: /Select Stock Symbol/ })
        .getByRole('button', { name: brief.stock_symbol, exact: true })
        .click();
      await shows(brief);
    }
    // Only the selected symbols' runs were asked for: the first listed (selected at once) and the two picked.
    expect([...symbolRuns.keys()].sort()).toEqual(
      [summaries[0], tested[1], tested[3]].map((s) => s?.stock_symbol).sort(),
    );
    await page.close();
  });

  it('says "1 session" and gives a phone the whole width for its charts', async () => {
    const { page } = await openRun(browser, 'symbol=NABIL&from=2025-07-01&to=2025-07-01', {
      width: 390,
      height: 844,
    });
    const price = page.getByRole('figure', { name: 'Price chart of NABIL' });
    // A chart is drawn as it comes near the screen: on a phone, the cards above put it more than a screen down.
    await price.scrollIntoViewIfNeeded();
    await price.locator('canvas').first().waitFor();
    expect(await price.locator('figcaption').textContent()).toContain('2025-07-01, 1 session:');
    // 390 px less the collapsed side bar (64) and the page's padding (2 x 16) leaves 294: the chart spans all of it
    // but a narrow inset (it had 220 inside the section's and its frame's padding).
    const width = (await page.getByTestId('price-chart').boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(275);
    await page.close();
  });
});
