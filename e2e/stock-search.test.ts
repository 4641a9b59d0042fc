import { API_PATHS, stockListResponseSchema } from '@nepse/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { apiAnswer, symbolParam } from './support/page-helpers';

describe('the stock symbol search box on the real stock list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists at most 10 matches with full names, and Enter picks the first', async () => {
    const page = await browser.newPage();
    const stockListCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/api/v1/security/all/mini')) stockListCalls.push(request.url());
    });
    await page.goto(`${inject('baseUrl')}/dashboard`);
    const box = page.getByPlaceholder('Search for stocks...');
    await box.click();
    await page.getByText('Start typing to search stocks...').waitFor();
    await box.fill('bank');
    expect(await box.inputValue()).toBe('BANK');
    const options = page.getByRole('listbox', { name: 'Matching stocks' }).getByRole('option');
    await options.first().waitFor();
    const texts = await options.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(10);
    for (const text of texts) expect(text.toLowerCase()).toContain('bank');
    const dropdown = page.getByTestId('stock-search-dropdown');
    expect(await dropdown.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('240px');
    const firstSymbol = await options.first().locator('span').first().textContent();
    await box.press('Enter');
    expect(await box.inputValue()).toBe(firstSymbol);
    expect(await page.getByRole('listbox').count()).toBe(0);

    await box.fill('zzzz-no-such');
    await page.getByText('No stocks found').waitFor();
    await box.press('Escape');
    await page.getByText('No stocks found').waitFor({ state: 'detached' });

    // The stored list is fetched once: moving between screens does not ask again.
    await page.getByRole('link', { name: /^Trend Signals/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Trend Signals' }).waitFor();
    await page.getByRole('link', { name: /^Backtesting/ }).click();
    await page.getByPlaceholder('Search for stocks...').fill('nabil');
    await page.getByRole('listbox', { name: 'Matching stocks' }).getByRole('option').first().waitFor();
    expect(stockListCalls).toHaveLength(1);
    await page.close();
  });

  it("opens the symbol prefix a trader means: `nab` + Enter is NABIL, the day's most traded NAB symbol", async () => {
    // The demo's stock list, as the server answers it: among the symbols starting with NAB (NIC), the highest
    // turnover on the latest session comes first. Checked here so the test follows the rule, not a name.
    const { data } = await apiAnswer(API_PATHS.stockList, stockListResponseSchema);
    const mostTraded = (prefix: string) =>
      data
        .filter((e) => e.symbol.startsWith(prefix) && e.symbol !== prefix)
        .sort((a, b) => b.turnover - a.turnover || (a.symbol < b.symbol ? -1 : 1))[0]?.symbol;
    expect(mostTraded('NAB')).toBe('NABIL');
    expect(data.map((e) => e.symbol)).toContain('NABBC');
    expect(mostTraded('NIC')).toBe('NICA');

    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/dashboard/fibonacci-levels`);
    const box = page.getByRole('combobox', { name: 'Stock symbol' });
    await box.fill('  nab ');
    const options = page.getByRole('listbox', { name: 'Matching stocks' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.first().locator('span').first().textContent()).toBe('NABIL');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('symbol') === 'NABIL');
    await page.getByRole('heading', { level: 2, name: /^NABIL/ }).waitFor();
    expect(symbolParam(page)).toBe('NABIL');

    await box.fill('nic');
    await options.first().waitFor();
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('symbol') === 'NICA');
    await page.close();
  });
});
