import { readFileSync } from 'node:fs';
import {
  API_PATHS,
  type BacktestRequest,
  type BacktestSummary,
  type BriefSummary,
  backtestResponseSchema,
  NEPAL_OFFSET_MINUTES,
  sectorBacktestResponseSchema,
  type Transaction,
  WAITING,
} from '@nepse/contract';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseSymbol, openBacktest, pageErrors, panel, ruleCard, toast } from './support/backtest-page';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const BACKTEST = '**/api/backtest/';

const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number) => `Rs ${twoDecimals(n)}`;
const percent = (n: number | null) => (n === null ? '—' : `${twoDecimals(n)}%`);
const ratio = (n: number | null) => (n === null ? '—' : twoDecimals(n));
const shares = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const EXIT_LABELS = {
  signal: 'Sell signal',
  'stop-loss': 'Stop-loss',
  'take-profit': 'Take-profit',
  'trailing-stop': 'Trailing stop',
} as const;

/** The instant a page sends for a calendar date: its midnight in Nepal. */
const nepalMidnight = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - NEPAL_OFFSET_MINUTES * 60_000).toISOString();

/** What the transaction table shows of a trade at traded prices. */
function tradedRow(t: Transaction): string[] {
  const bought = t.buy_quantity_traded ?? t.quantity;
  const sold = t.sell_quantity_traded ?? t.quantity;
  return [
    t.buy_date,
    twoDecimals(t.buy_price_traded ?? t.buy_price),
    sold === bought ? shares(bought) : `${shares(bought)} (${shares(sold)} at sale)`,
    t.sell_date,
    twoDecimals(t.sell_price_traded ?? t.sell_price),
    money(t.fees),
    t.profit === null ? WAITING : money(t.profit),
    t.profit_percentage === null ? WAITING : percent(t.profit_percentage),
    (t.exit_reason ? EXIT_LABELS[t.exit_reason] : '—') + fillNotes(t),
    ratesPaid(t),
  ];
}

/** The notes the table adds under "Closed By": a wait at the band, a fill at a close for want of an open. */
function fillNotes(t: Transaction): string {
  const waited = t.waited_sessions ?? 0;
  return (
    (waited > 0 ? `Waited ${waited} ${waited === 1 ? 'session' : 'sessions'} locked at the price band` : '') +
    (t.buy_fill === 'close-without-open' ? 'Bought at the close: no real open that session' : '') +
    (t.sell_fill === 'close-without-open' ? 'Sold at the close: no real open that session' : '')
  );
}

/** The "Rates Paid" cell: the dates the commission rows (buy and sale) and the tax regime took effect. */
function ratesPaid(t: Transaction): string {
  const paid = t.rules?.commission;
  if (!paid?.buy) return '—';
  const commission = paid.sell === null || paid.sell === paid.buy ? paid.buy : `${paid.buy}${paid.sell}`;
  return `Commission${commission}${t.rules?.tax ? `Tax ${t.rules.tax}` : ''}`;
}

/** A trade's line of the CSV. */
function csvLine(symbol: string, t: Transaction): string {
  const cents = (n: number | null) => (n === null ? '' : n.toFixed(2));
  const count = (n: number) => String(Number(n.toFixed(2)));
  return [
    symbol,
    t.buy_date,
    cents(t.buy_price_traded ?? t.buy_price),
    count(t.buy_quantity_traded ?? t.quantity),
    cents(t.buy_price),
    count(t.quantity),
    t.sell_date,
    cents(t.sell_price_traded ?? t.sell_price),
    count(t.sell_quantity_traded ?? t.quantity),
    cents(t.sell_price),
    cents(t.fees),
    cents(t.profit),
    cents(t.profit_percentage),
    t.exit_reason ?? '',
    t.rules?.commission.buy
      ? [t.rules.commission.buy, t.rules.commission.sell]
          .filter((date, k, all) => date !== null && all.indexOf(date) === k)
          .join('/')
      : '',
    t.rules?.tax ?? '',
    String(t.waited_sessions ?? ''),
    t.buy_fill ?? '',
    t.sell_fill ?? '',
  ].join(',');
}

/**
 * Presses RUN BACKTEST and returns the back-test answer the page got: a symbol run's whole summaries, and any run's
 * summaries in brief (a sector run answers only those).
 */
async function run(
  page: Page,
): Promise<{ summaries: BacktestSummary[]; briefs: BriefSummary[]; answer: unknown; response: Response }> {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/backtest/') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
  const response = await answered;
  const answer = await response.json();
  const whole = response.ok() && new URL(response.url()).pathname === API_PATHS.backtest;
  return {
    summaries: whole ? backtestResponseSchema.parse(answer) : [],
    briefs: response.ok() ? sectorBacktestResponseSchema.parse(answer) : [],
    answer,
    response,
  };
}

const results = (page: Page) => page.getByRole('region', { name: 'Backtest Results' });
const symbolButtons = (page: Page) =>
  page.getByRole('group', { name: /Select Stock Symbol/ }).getByRole('button');
const pressedSymbol = async (page: Page) => {
  const pressed = symbolButtons(page).and(page.locator('[aria-pressed="true"]'));
  return (await pressed.count()) === 0 ? undefined : (await pressed.textContent())?.trim();
};
/** The summary cards as label: value. */
const cards = (page: Page) =>
  results(page)
    .locator('dl > div')
    .evaluateAll((divs) =>
      Object.fromEntries(
        divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
      ),
    );

describe('a backtest run', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('runs one symbol under the loading overlay and shows its results, charts, transactions and CSV', async () => {
    const page = await openBacktest(browser, baseUrl, '/dashboard/backtest', { acceptDownloads: true });
    await chooseSymbol(page, 'NABIL');
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    // Hold the answer back a moment to see the page while it runs.
    await page.route(BACKTEST, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const answered = run(page);
    await page.getByRole('status').filter({ hasText: 'Running backtest...' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Configuration' }).isVisible()).toBe(false);
    const { summaries, response } = await answered;

    const body = response.request().postDataJSON() as BacktestRequest;
    expect(new URL(response.url()).pathname).toBe('/api/backtest/');
    expect(body).toEqual({
      stockSymbol: 'NABIL',
      sector: '0',
      from: nepalMidnight(from),
      to: nepalMidnight(to),
      buyStrategy: [
        { name: 'SMA', condition: '>', trigger: 'while', value: '20', source: 'close', sma_source: 'close' },
      ],
      sellStrategy: [
        { name: 'SMA', condition: '<', trigger: 'while', value: '20', source: 'close', sma_source: 'close' },
      ],
      buyMatch: 'all',
      sellMatch: 'all',
      initialCapital: 100_000,
      costs: 'dated',
      fill: 'next_open',
    });
    expect(summaries.map((s) => s.stock_symbol)).toEqual(['NABIL']);
    const summary = summaries[0] as BacktestSummary;
    expect(summary.transactions.length).toBeGreaterThan(0);

    await results(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Configuration' }).isVisible()).toBe(true);
    // The section scrolls into view.
    await page.waitForFunction(() => {
      const top = document.getElementById('results-title')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(await symbolButtons(page).allTextContents()).toEqual(['NABIL']);
    expect(await pressedSymbol(page)).toBe('NABIL');

    expect(await cards(page)).toEqual({
      'Total Trades': String(summary.total_trades),
      'Positive Trades': String(summary.positive_trades),
      'Negative Trades': String(summary.negative_trades),
      'Initial Capital': 'Rs 100,000.00',
      'Final Capital': money(summary.final_capital),
      Profit: percent(summary.profit_percentage),
      'Highest Return': percent(summary.highest_return_percentage),
      'Lowest Return': percent(summary.lowest_return_percentage),
      'Buy and Hold': percent(summary.buy_and_hold_return_percentage),
      'Max Drawdown': percent(summary.max_drawdown_percentage),
      CAGR: percent(summary.cagr_percentage),
      'Sharpe Ratio': summary.sharpe_ratio === null ? '—' : twoDecimals(summary.sharpe_ratio),
      'Win Rate': percent(summary.win_rate_percentage),
      'Profit Factor': summary.profit_factor === null ? '—' : twoDecimals(summary.profit_factor),
      Exposure: percent(summary.exposure_percentage),
      'Avg Holding':
        summary.average_holding_days === null ? '—' : `${twoDecimals(summary.average_holding_days)} days`,
      'Fees Paid': money(summary.fees_paid),
      'Sessions Without Open': String(summary.bars_without_open ?? 0),
      // The run against its benchmark (backtest-benchmark.test.ts checks its name and line).
      'Benchmark Return': percent(summary.benchmark?.return_percentage ?? null),
      'Excess Return': percent(summary.benchmark?.excess_return_percentage ?? null),
      Beta: ratio(summary.benchmark?.beta ?? null),
      'Alpha (a Year)': percent(summary.benchmark?.alpha_percentage ?? null),
      Correlation: ratio(summary.benchmark?.correlation ?? null),
      'Tracking Error': percent(summary.benchmark?.tracking_error_percentage ?? null),
      'Information Ratio': ratio(summary.benchmark?.information_ratio ?? null),
    });

    const table = results(page).getByRole('table', { name: 'Transaction History' });
    const headers = await table.locator('thead th').allTextContents();
    expect(headers.map((h) => h.replace(/ ?(not sorted|sorted ascending|sorted descending)$/, ''))).toEqual([
      'Buy Date',
      'Buy Price (Rs)',
      'Quantity',
      'Sell Date',
      'Sell Price (Rs)',
      'Fees',
      'Profit',
      'Profit (%)',
      'Closed By',
      'Rates Paid',
    ]);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent)));
    // Traded prices and shares by default (the server's traded fields).
    expect(rows).toEqual(summary.transactions.map((t) => tradedRow(t)));

    const price = page.getByRole('figure', { name: 'Price chart of NABIL' });
    await price.locator('canvas').first().waitFor();
    const sells = summary.transactions.filter((t) => t.sell_date !== WAITING).length;
    expect(await price.locator('figcaption').textContent()).toContain(
      `${summary.transactions.length} ${summary.transactions.length === 1 ? 'buy' : 'buys'} and ${sells} ${sells === 1 ? 'sell' : 'sells'} marked`,
    );
    expect(await price.getByRole('list', { name: 'Drawn indicators' }).textContent()).toBe('SMA 20 (close)');
    const equity = page.getByRole('figure', { name: 'Equity of NABIL' });
    const finalEquity = summary.equity_curve.values.at(-1) as number;
    expect(await equity.locator('figcaption').textContent()).toContain(
      `Strategy from Rs 100,000.00 to ${money(finalEquity)};`,
    );
    expect(await equity.locator('figcaption').textContent()).toContain(
      `deepest drawdown ${percent(summary.max_drawdown_percentage)}.`,
    );

    const downloaded = page.waitForEvent('download');
    await results(page).getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`backtest-NABIL-${from}-to-${to}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
    expect(csv[0]).toBe(
      'symbol,buy_date,buy_price_traded,buy_quantity_traded,buy_price_adjusted,quantity,sell_date,' +
        'sell_price_traded,sell_quantity_traded,sell_price_adjusted,fees,profit,profit_percentage,exit_reason,' +
        'commission_rows,tax_row,waited_sessions,buy_fill,sell_fill',
    );
    expect(csv.slice(1, -1)).toEqual(summary.transactions.map((t) => csvLine('NABIL', t)));
    // Every money and price cell to the paisa.
    for (const line of csv.slice(1, -1)) {
      const cells = line.split(',');
      for (const at of [2, 4, 7, 9, 10]) expect(cells[at]).toMatch(/^-?\d+\.\d\d$/);
    }
    expect(csv.at(-1)).toBe('');
    await page.close();
  });

  it('runs a whole sector, filters active signals and keeps or moves the selection', async () => {
    const page = await openBacktest(browser, baseUrl, '/dashboard/backtest', { acceptDownloads: true });
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 10);
    await page.getByLabel('Select Sector').selectOption({ label: 'NEPSE' });
    const { briefs: summaries, response } = await run(page);
    expect(new URL(response.url()).pathname).toBe('/api/backtest/sector/');
    expect((response.request().postDataJSON() as BacktestRequest).sector).toBe('58');
    const symbols = summaries.map((s) => s.stock_symbol);
    expect(symbols.length).toBeGreaterThan(100);
    expect(symbols).toEqual([...symbols].sort());
    await results(page).waitFor();
    expect(await symbolButtons(page).allTextContents()).toEqual(symbols);
    expect(await pressedSymbol(page)).toBe(symbols[0]);

    // The comparison lists every stock, best profit first, and saves all their trades.
    await results(page).getByText(`Compare ${symbols.length} stocks`).click();
    const compared = results(page).getByRole('table', { name: 'Stocks compared' });
    const best = [...summaries].sort((a, b) => b.profit_percentage - a.profit_percentage)[0]?.stock_symbol;
    expect(await compared.locator('tbody tr').count()).toBe(symbols.length);
    expect(await compared.locator('tbody tr').first().locator('td').first().textContent()).toBe(best);
    const downloaded = page.waitForEvent('download');
    await results(page).getByRole('button', { name: 'Download all transactions (CSV)' }).click();
    const csv = readFileSync((await (await downloaded).path()) as string, 'utf8').split('\r\n');
    const trades = summaries.flatMap((s) => s.transactions.map((t) => `${s.stock_symbol},${t.buy_date}`));
    expect(csv.slice(1, -1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(trades);

    const active = summaries.filter((s) => s.transactions.some((t) => t.sell_date === WAITING));
    const idle = summaries.filter((s) => !active.includes(s));
    expect(active.length).toBeGreaterThan(1);
    expect(idle.length).toBeGreaterThan(0);
    const activeOnly = results(page).getByRole('button', { name: 'Active Signals Stocks' });
    const all = results(page).getByRole('button', { name: 'All Stocks' });

    // A selection still listed is kept.
    const kept = active[1]?.stock_symbol as string;
    await symbolButtons(page).getByText(kept, { exact: true }).click();
    expect(await results(page).getByRole('heading', { level: 3, name: kept, exact: true }).isVisible()).toBe(
      true,
    );
    await activeOnly.click();
    expect(await activeOnly.getAttribute('aria-pressed')).toBe('true');
    expect(await symbolButtons(page).allTextContents()).toEqual(active.map((s) => s.stock_symbol));
    expect(await pressedSymbol(page)).toBe(kept);
    // One no longer listed gives way to the first listed.
    await all.click();
    await symbolButtons(page)
      .getByText(idle[0]?.stock_symbol as string, { exact: true })
      .click();
    await activeOnly.click();
    expect(await pressedSymbol(page)).toBe(active[0]?.stock_symbol);
    // Pressing the selected symbol again clears the selection.
    await symbolButtons(page)
      .getByText(active[0]?.stock_symbol as string, { exact: true })
      .click();
    expect(await pressedSymbol(page)).toBeUndefined();
    expect(await results(page).getByText('Please select a symbol to view details.').isVisible()).toBe(true);
    await page.close();
  });

  it('shows every empty state: no trades, no active signal; a range without a session is refused in words', async () => {
    const page = await openBacktest(browser, baseUrl);
    const errors = pageErrors(page);
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 10);
    await page.getByLabel('Select Sector').selectOption({ label: 'Hotels and Tourism' });
    // RSI above 100 never holds: nothing is bought.
    await panel(page, 'buy')
      .getByRole('button', { name: /Technical Indicators/ })
      .click();
    await panel(page, 'buy').getByRole('checkbox', { name: 'RSI', exact: true }).check();
    await ruleCard(page, 'buy', 'RSI').getByLabel('RSI value').fill('100');
    const { briefs: summaries } = await run(page);
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((s) => s.transactions.length === 0)).toBe(true);
    await results(page).waitFor();
    expect(await pressedSymbol(page)).toBe(summaries[0]?.stock_symbol);
    // The table comes with the symbol's whole summary, its one-symbol run, once scrolled near (below the sector's).
    await results(page).getByRole('heading', { name: 'Transaction History' }).scrollIntoViewIfNeeded();
    await results(page).getByText('No Transactions Occurred for the symbol').waitFor();
    expect(await results(page).getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
    await results(page).getByRole('button', { name: 'Active Signals Stocks' }).click();
    expect(await results(page).getByText('No backtest data to display.').isVisible()).toBe(true);
    expect(await symbolButtons(page).count()).toBe(0);

    // A range of one Saturday holds no session: the server says so instead of answering zero trades.
    await chooseSymbol(page, 'NABIL');
    for (const label of ['From', 'To']) {
      await page.getByLabel(label, { exact: true }).fill('2025-06-28');
      await page.getByLabel(label, { exact: true }).press('Enter');
    }
    const single = await run(page);
    expect(single.response.status()).toBe(400);
    const words = 'No prices for NABIL between 2025-06-28 and 2025-06-28 (no session in that range).';
    expect(single.answer).toEqual({ error: words });
    await toast(page, words).waitFor();
    expect(await results(page).count()).toBe(0);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();
  });

  it("shows the server's message when it refuses the strategy, and the fallback when it fails", async () => {
    const page = await openBacktest(browser, baseUrl);
    // A text that matches no stock runs as typed, and the server does not know it.
    await page.getByPlaceholder('Search for stocks...').fill('zzzz');
    const refused = await run(page);
    expect(refused.response.status()).toBe(400);
    const { error } = refused.answer as { error: string };
    expect(error).toBe('Unknown symbol "ZZZZ".');
    await toast(page, error).waitFor();
    expect(await results(page).count()).toBe(0);

    await chooseSymbol(page, 'NABIL');
    await page.route(BACKTEST, (route) => route.fulfill({ status: 500, body: 'upstream died' }));
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    await toast(page, 'Failed to fetch backtest results.').waitFor();
    await page.unroute(BACKTEST);
    await page.route(BACKTEST, (route) => route.abort('connectionrefused'));
    // A click closes the toast, so that the next one is the next failure's.
    await toast(page, 'Failed to fetch backtest results.').click();
    await toast(page, 'Failed to fetch backtest results.').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    await toast(page, 'Failed to fetch backtest results.').waitFor();
    expect(await results(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Configuration' }).isVisible()).toBe(true);
    await page.close();
  });

  it('keeps the strategy in the address, so that the link reproduces the run', async () => {
    const page = await openBacktest(browser, baseUrl);
    await chooseSymbol(page, 'NABIL');
    await page.getByLabel('From', { exact: true }).fill('2024-01-01');
    await page.getByLabel('From', { exact: true }).press('Enter');
    await ruleCard(page, 'buy', 'SMA').getByRole('button', { name: 'Add another SMA rule' }).click();
    await ruleCard(page, 'buy', 'SMA 2').getByLabel('Period').fill('50');
    await panel(page, 'sell')
      .getByRole('button', { name: /Technical Indicators/ })
      .click();
    await panel(page, 'sell').getByRole('checkbox', { name: 'RSI', exact: true }).check();
    await ruleCard(page, 'sell', 'RSI').getByLabel('RSI value').fill('45');
    await ruleCard(page, 'sell', 'RSI').getByLabel('Condition').selectOption('>');
    const first = await run(page);
    expect(
      (first.response.request().postDataJSON() as BacktestRequest).buyStrategy.map((r) => [r.name, r.value]),
    ).toEqual([
      ['SMA', '20'],
      ['SMA', '50'],
    ]);
    await results(page).waitFor();
    const link = page.url();
    expect(new URL(link).searchParams.getAll('buy')).toEqual(['SMA', 'SMA 2(value=50)']);
    const firstCards = await cards(page);

    const again = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const answered = again.waitForResponse((r) => r.url().includes('/api/backtest/'));
    await again.goto(link);
    const second = await answered;
    expect(second.request().postDataJSON()).toEqual(first.response.request().postDataJSON());
    expect(await second.json()).toEqual(first.summaries);
    await results(again).waitFor();
    expect(await cards(again)).toEqual(firstCards);
    expect(await again.getByPlaceholder('Search for stocks...').inputValue()).toBe('NABIL');
    expect(await again.getByLabel('From', { exact: true }).inputValue()).toBe('2024-01-01');
    expect(await ruleCard(again, 'buy', 'SMA 2').getByLabel('Period').inputValue()).toBe('50');
    expect(await ruleCard(again, 'sell', 'RSI').getByLabel('Condition').inputValue()).toBe('>');
    expect(await ruleCard(again, 'sell', 'RSI').getByLabel('RSI value').inputValue()).toBe('45');
    await again.close();
    await page.close();
  });

  it('draws the charts in the colours of the system theme, following it live', async () => {
    const page = await openBacktest(browser, baseUrl, '/dashboard/backtest?symbol=NABIL', {
      colorScheme: 'light',
    });
    const canvas = page.getByTestId('equity-chart').locator('canvas').first();
    await canvas.waitFor();
    const corner = () =>
      canvas.evaluate((c: HTMLCanvasElement) =>
        [...(c.getContext('2d')?.getImageData(2, 2, 1, 1).data ?? [])].slice(0, 3),
      );
    expect(await corner()).toEqual([255, 255, 255]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(corner).toEqual([15, 23, 42]);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(corner).toEqual([255, 255, 255]);
    await page.close();
  });
});
