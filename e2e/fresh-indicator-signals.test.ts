import {
  type FreshIndicatorSignalsResponse,
  type FreshSignalStock,
  freshIndicatorSignalsResponseSchema,
  screenPath,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { panel, ruleCard } from './support/backtest-page';
import { launchBrowser } from './support/browser';
import { header, tableRows, twoDecimals } from './support/list-screen-suite';
import { errorPanel, failCalls, holdCalls } from './support/page-helpers';

const PATH = '/dashboard/fresh-indicator-signals';
const HEADERS = ['Symbol', 'LTP (Rs)', 'CH', 'CH %'];
const baseUrl = inject('baseUrl');

const isScreenCall = (url: URL) => url.pathname === screenPath('freshIndicatorSignals');
const bySymbol = (stocks: FreshSignalStock[]) =>
  [...stocks].sort((a, b) => (a.stockSymbol < b.stockSymbol ? -1 : 1));
const shown = (s: FreshSignalStock) => [
  s.stockSymbol,
  twoDecimals(s.ltp),
  twoDecimals(s.change),
  `${twoDecimals(s.changePercent)}%`,
];
const groupBox = (page: Page) => page.getByRole('combobox', { name: 'Signal' });
const searchBox = (page: Page) => page.getByPlaceholder('Search by symbol...');

describe('the Fresh Indicator Signals page', () => {
  let browser: Browser;
  let answer: FreshIndicatorSignalsResponse;

  beforeAll(async () => {
    browser = await launchBrowser();
    answer = freshIndicatorSignalsResponseSchema.parse(
      await (await fetch(`${baseUrl}${screenPath('freshIndicatorSignals')}`)).json(),
    );
  });
  afterAll(() => browser.close());

  async function openLoaded(path = PATH) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}${path}`);
    await groupBox(page).waitFor();
    return page;
  }

  it('shows the first group by symbol, with the date in the heading, the groups by name and the spec texts', async () => {
    expect(answer.signals).toHaveLength(14);
    const first = answer.signals[0]!;
    const page = await openLoaded();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Fresh Indicator Signals (${answer.date})`,
    );
    expect(await page.getByText('Demo data', { exact: true }).count()).toBe(1);
    expect(await groupBox(page).inputValue()).toBe(first.key);
    expect(await groupBox(page).locator('option').allTextContents()).toEqual(
      answer.signals.map((g) => g.name),
    );
    expect(await searchBox(page).isVisible()).toBe(true);
    await page.getByText(`${first.stocks.length} stocks`, { exact: true }).waitFor();
    const heads = await page.locator('table thead th').allTextContents();
    expect(heads.map((h, k) => h.startsWith(HEADERS[k] ?? '?'))).toEqual(HEADERS.map(() => true));
    expect(heads[2]?.startsWith('CH %')).toBe(false);
    expect(await header(page, 'Symbol').getAttribute('aria-sort')).toBe('ascending');
    expect(await tableRows(page)).toEqual(
      first.stocks.length > 0 ? bySymbol(first.stocks).map(shown) : [['No stocks found.']],
    );
    expect(
      await page
        .getByText('Buy on SMA CROSSOVER (SMA 1 length 50, SMA 2 length 200) >, sell on SMA CROSSOVER', {
          exact: false,
        })
        .isVisible(),
    ).toBe(true);
    await page.getByText('How this list is made').click();
    expect(
      await page.getByText(/a cross means the relation did not hold on the previous session/).isVisible(),
    ).toBe(true);
    await page.close();
  });

  it("switches group, keeps it in the address, and each symbol's Back-test link opens the back-test with the group's rules", async () => {
    const group = [...answer.signals.slice(1)].sort((a, b) => b.stocks.length - a.stocks.length)[0]!;
    expect(group.stocks.length).toBeGreaterThan(0);
    const page = await openLoaded();
    await groupBox(page).selectOption(group.key);
    await page.getByText(`${group.stocks.length} stocks`, { exact: true }).waitFor();
    expect(await tableRows(page)).toEqual(bySymbol(group.stocks).map(shown));
    await expect.poll(() => new URL(page.url()).searchParams.get('group')).toBe(group.key);

    await page.reload();
    await groupBox(page).waitFor();
    expect(await groupBox(page).inputValue()).toBe(group.key);

    const symbol = bySymbol(group.stocks)[0]!.stockSymbol;
    expect(await page.getByRole('link', { name: symbol, exact: true }).getAttribute('href')).toBe(
      `/dashboard/stock/${symbol}`,
    );
    await page.getByRole('link', { name: `Back-test ${symbol} with these rules` }).click();
    await page.getByRole('heading', { level: 1, name: 'Strategy Backtesting' }).waitFor();
    const link = new URL(page.url());
    expect(link.pathname).toBe('/dashboard/backtest');
    expect(link.searchParams.get('symbol')).toBe(symbol);
    expect(await page.getByPlaceholder('Search for stocks...').inputValue()).toBe(symbol);
    expect(link.searchParams.getAll('buy')).toHaveLength(1);
    expect(link.searchParams.getAll('sell')).toHaveLength(1);
    const rule = link.searchParams.get('buy')!.replace(/\(.*$/, '');
    for (const side of ['buy', 'sell'] as const) {
      const card = ruleCard(page, side, rule);
      await card.waitFor();
      const chips = panel(page, side)
        .getByRole('list', { name: `Selected ${side} strategies` })
        .getByRole('listitem');
      expect(await chips.allInnerTexts()).toEqual([rule]);
    }
    const buyCondition = await ruleCard(page, 'buy', rule).getByLabel('Condition').inputValue();
    const sellCondition = await ruleCard(page, 'sell', rule).getByLabel('Condition').inputValue();
    expect([buyCondition, sellCondition].sort()).toEqual(['<', '>']);
    await page.close();
  });

  it('opens the golden cross back-test as SMA CROSSOVER 50/200, > to buy and < to sell', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.route(isScreenCall, (route) =>
      route.fulfill({
        json: {
          ...answer,
          signals: answer.signals.map((g, k) =>
            k === 0
              ? {
                  ...g,
                  stocks: [{ stockSymbol: 'NABIL', ltp: 500, change: 5, changePercent: 1.01, sector: null }],
                }
              : g,
          ),
        },
      }),
    );
    await page.goto(`${baseUrl}${PATH}`);
    await page.getByRole('link', { name: 'Back-test NABIL with these rules' }).click();
    await page.getByRole('heading', { level: 1, name: 'Strategy Backtesting' }).waitFor();
    for (const [side, condition] of [
      ['buy', '>'],
      ['sell', '<'],
    ] as const) {
      const card = ruleCard(page, side, 'SMA CROSSOVER');
      expect(await card.getByLabel('SMA 1 length').inputValue()).toBe('50');
      expect(await card.getByLabel('SMA 2 length').inputValue()).toBe('200');
      expect(await card.getByLabel('Condition').inputValue()).toBe(condition);
    }
    await page.close();
  });

  it('searches by symbol and says "No stocks found." when nothing matches', async () => {
    const page = await openLoaded();
    await searchBox(page).fill('ZZZZQ');
    await page.getByRole('cell', { name: 'No stocks found.' }).waitFor();
    await page.getByText('0 stocks', { exact: true }).waitFor();
    await page.close();
  });

  it('shows its loading text while the answer is held back', async () => {
    const page = await browser.newPage();
    const release = await holdCalls(page, isScreenCall);
    await page.goto(`${baseUrl}${PATH}`);
    await page.getByText('Loading fresh indicator signals...').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    release();
    await groupBox(page).waitFor();
    await page.close();
  });

  it("shows the server's error, else the screen's message, in place of the table, and Try Again recovers", async () => {
    const page = await browser.newPage();
    await failCalls(page, isScreenCall);
    await page.goto(`${baseUrl}${PATH}`);
    await errorPanel(page).waitFor();
    expect(await errorPanel(page).getByText('Boom', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
    await page.unroute(isScreenCall);

    await failCalls(page, isScreenCall, {});
    await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
    await errorPanel(page).getByText('Failed to fetch fresh indicator signals.', { exact: true }).waitFor();
    await page.unroute(isScreenCall);

    await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
    await groupBox(page).waitFor();
    await page.getByText(`${answer.signals[0]!.stocks.length} stocks`, { exact: true }).waitFor();
    expect(await errorPanel(page).count()).toBe(0);
    await page.close();
  });
});
