import {
  type BacktestRequest,
  SCREEN_MANIFEST,
  type ScreenRowOf,
  screenPath,
  sectorBacktestResponseSchema,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageErrors, panel, ruleCard, toast } from './support/backtest-page';
import { launchBrowser } from './support/browser';
import { apiAnswer, errorPanel, failCalls, tableRows } from './support/page-helpers';

type VolumeShocker = ScreenRowOf<'volumeShockers'>;

const SCANNER = '/dashboard/scanner';
const RESULTS = 'Scan results';
const isScanCall = (url: URL) => url.pathname === '/api/scan';

/** The symbols of the results table, in its order (by symbol). */
const resultSymbols = async (page: Page) => (await tableRows(page, RESULTS)).map((cells) => cells[0]);
const conditionCard = (page: Page, position: number, title: string) =>
  page.getByRole('article', { name: `Condition ${position}: ${title}`, exact: true });

describe('the Scanner', () => {
  let browser: Browser;
  let shockers: VolumeShocker[];
  const baseUrl = inject('baseUrl');
  const open = async (path = SCANNER) => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Scanner' }).waitFor();
    return page;
  };
  const scan = async (page: Page) => {
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await page.getByText(/stocks on \d{4}-\d{2}-\d{2}/).waitFor();
  };
  const add = async (page: Page, search: string, label: string) => {
    await page.getByRole('button', { name: 'Add condition' }).click();
    await page.getByRole('searchbox', { name: 'Search conditions' }).fill(search);
    await page.getByRole('button', { name: label, exact: true }).click();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    shockers = await apiAnswer(screenPath('volumeShockers'), SCREEN_MANIFEST.volumeShockers.api.schema);
  });
  afterAll(() => browser?.close());

  it('builds a scan, keeps it in a link that reproduces it, saves it by name and reopens it', async () => {
    const page = await open();
    await page
      .getByText('Add a condition to scan the market: a filter, an indicator rule or a candlestick pattern.')
      .waitFor();
    await add(page, 'volume', 'Volume ratio');
    const card = conditionCard(page, 1, 'Volume ratio');
    await card.getByLabel('Multiple').fill('3');
    await card
      .getByText('at least 3 times the mean volume of the previous 7 sessions', { exact: false })
      .waitFor();
    await scan(page);
    const symbols = await resultSymbols(page);
    // Volume Shockers lists +100 % and more: a ratio of 3 lists the shockers at +200 % or more.
    const expected = shockers
      .filter((r) => r.volDiffPercent >= 200)
      .map((r) => r.symbol)
      .sort();
    expect(symbols).toEqual(expected);
    expect(symbols.length).toBeGreaterThan(0);
    const headers = await page
      .getByRole('table', { name: RESULTS })
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => th.textContent?.replace(/(not sorted|sorted \w+)$/, '')));
    expect(headers).toEqual(['Symbol', 'LTP', 'CH', 'CH %', 'Volume', '1. Volume ratio']);

    const link = page.url();
    expect(new URL(link).search).toBe('?condition=volume-ratio%28multiple%3D3%29');
    const shared = await open(new URL(link).pathname + new URL(link).search);
    await shared.getByRole('table', { name: RESULTS }).waitFor();
    expect(await resultSymbols(shared)).toEqual(symbols);
    await shared.close();

    await page.getByLabel('Scan name').fill('Triple volume');
    await page.getByRole('button', { name: 'Save scan' }).click();
    await page.getByText('Saved "Triple volume".').waitFor();
    await page.goto(`${baseUrl}${SCANNER}`);
    await page.getByRole('button', { name: 'Open Triple volume' }).click();
    await page.getByRole('table', { name: RESULTS }).waitFor();
    expect(await resultSymbols(page)).toEqual(symbols);
    expect(await conditionCard(page, 1, 'Volume ratio').getByLabel('Multiple').inputValue()).toBe('3');
    await page.close();
  });

  it('back-tests a scan: its conditions as buy rules, its match, over its sector', async () => {
    const page = await open(`${SCANNER}?condition=volume-ratio&condition=RSI&match=any&sector=4`);
    await page.getByRole('link', { name: 'Back-test this scan' }).click();
    await panel(page, 'buy').waitFor();
    const params = new URL(page.url()).searchParams;
    expect(params.get('sector')).toBe('4');
    expect(params.get('buyMatch')).toBe('any');
    expect(params.getAll('buy').map((b) => b.replace(/\(.*$/, ''))).toEqual(['volume-ratio', 'RSI']);
    await panel(page, 'buy').getByRole('article', { name: 'Volume ratio rule', exact: true }).waitFor();
    await panel(page, 'buy').getByRole('article', { name: 'RSI rule', exact: true }).waitFor();
    await page.close();
  });

  it('back-tests a scan of filters: their cards with values and sentences, a filter taken twice, and results', async () => {
    const conditions = ['volume-ratio(multiple=1.5)', 'price(min=100)', 'price(max=5000)'];
    const page = await open(
      `${SCANNER}?${conditions.map((c) => `condition=${encodeURIComponent(c)}`).join('&')}`,
    );
    await page.getByRole('table', { name: RESULTS }).waitFor();
    const errors = pageErrors(page);
    const answer = page.waitForResponse((r) => r.url().includes('/api/backtest/sector'));
    await page.getByRole('link', { name: 'Back-test this scan' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    // The second price is "price 2" on the page and "price" to the server.
    const sent = response.request().postDataJSON() as BacktestRequest;
    expect(sent.buyStrategy).toEqual([
      { name: 'volume-ratio', multiple: '1.5', sessions: '7' },
      { name: 'price', min: '100', max: '' },
      { name: 'price', min: '', max: '5000' },
    ]);
    const summaries = sectorBacktestResponseSchema.parse(await response.json());
    expect(summaries.some((s) => s.total_trades > 0)).toBe(true);

    const results = page.getByRole('region', { name: 'Backtest Results' });
    await results.waitFor();
    await results.getByText(`Compare ${summaries.length} stocks`).waitFor();
    const volume = ruleCard(page, 'buy', 'Volume ratio');
    expect(await volume.getByLabel('Multiple').inputValue()).toBe('1.5');
    expect(await volume.getByLabel('Sessions').inputValue()).toBe('7');
    await volume
      .getByText('Buy when the volume is at least 1.5 times the mean volume of the previous 7 sessions.')
      .waitFor();
    const price = ruleCard(page, 'buy', 'Price');
    expect(await price.getByLabel('Min price').inputValue()).toBe('100');
    expect(await price.getByLabel('Max price').inputValue()).toBe('');
    await price.getByText('Buy when the traded close is at least Rs 100.').waitFor();
    const second = ruleCard(page, 'buy', 'Price 2');
    expect(await second.getByLabel('Max price').inputValue()).toBe('5000');
    await second.getByText('Buy when the traded close is at most Rs 5000.').waitFor();
    expect(await toast(page, '').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Volume Shockers opens its rule in the scanner: the same list, then fewer with the threshold raised', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}/dashboard/volume-shockers`);
    await page.getByRole('link', { name: 'Open in scanner' }).click();
    await page.getByRole('table', { name: RESULTS }).waitFor();
    const card = conditionCard(page, 1, 'Volume ratio');
    expect(await card.getByLabel('Multiple').inputValue()).toBe('2');
    expect(await card.getByLabel('Sessions').inputValue()).toBe('7');
    expect(await resultSymbols(page)).toEqual(shockers.map((r) => r.symbol).sort());
    await card.getByLabel('Multiple').fill('2.5');
    await scan(page);
    await page.getByText('The conditions changed').waitFor({ state: 'detached' });
    // The previous results stay on the page until the new scan's arrive.
    await expect
      .poll(() => resultSymbols(page))
      .toEqual(
        shockers
          .filter((r) => r.volDiffPercent >= 150)
          .map((r) => r.symbol)
          .sort(),
      );
    await page.close();
  });

  it.each([
    {
      screen: 'Breakout Stocks',
      path: '/dashboard/breakout-stocks',
      listed: async () =>
        (await apiAnswer(screenPath('breakoutStocks'), SCREEN_MANIFEST.breakoutStocks.api.schema)).map(
          (r) => r.symbol,
        ),
    },
    {
      screen: 'Consolidating Stocks',
      path: '/dashboard/consolidating-stocks',
      listed: async () =>
        (
          await apiAnswer(screenPath('consolidatingStocks'), SCREEN_MANIFEST.consolidatingStocks.api.schema)
        ).stocks.map((r) => r.symbol),
    },
    {
      screen: 'Fresh Indicator Signals, its first group',
      path: '/dashboard/fresh-indicator-signals',
      listed: async () =>
        (
          await apiAnswer(
            screenPath('freshIndicatorSignals'),
            SCREEN_MANIFEST.freshIndicatorSignals.api.schema,
          )
        ).signals[0]?.stocks.map((r) => r.stockSymbol) ?? [],
    },
  ])('$screen opens its rule in the scanner, which lists the same stocks', async ({ path, listed }) => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('link', { name: 'Open in scanner' }).click();
    await page.getByText(/stocks on \d{4}-\d{2}-\d{2}/).waitFor();
    const symbols = await page
      .getByRole('table', { name: RESULTS })
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.flatMap((tr) => {
          const cells = (tr as HTMLTableRowElement).cells;
          // The empty list's one row is its message.
          return cells.length > 1 ? [cells[0]?.textContent] : [];
        }),
      );
    expect(symbols).toEqual([...(await listed())].sort());
    await page.close();
  });

  it('says when nothing matches, marks a bad field at the field, and shows a failed scan with Try Again', async () => {
    const page = await open(`${SCANNER}?condition=price(max%3D0.01)`);
    await page.getByText(/^No stock matches this scan on \d{4}-\d{2}-\d{2}\.$/).waitFor();
    const card = conditionCard(page, 1, 'Price');
    await card.getByLabel('Min price').fill('-5');
    await card.getByText('Min price must be a number at least 0').waitFor();
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Condition 1: Min price must be a number at least 0.' })
      .waitFor();
    await page.close();

    const failing = await browser.newPage();
    await failCalls(failing, isScanCall, {});
    await failing.goto(`${baseUrl}${SCANNER}?condition=breakout`);
    await errorPanel(failing).getByText('Failed to run the scan.').waitFor();
    await failing.unroute(isScanCall);
    await errorPanel(failing).getByRole('button', { name: 'Try Again' }).click();
    await failing.getByRole('table', { name: RESULTS }).waitFor();
    await failing.close();
  });
});
