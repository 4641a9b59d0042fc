import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const SECTORS = '**/api/sectors*';
const STOCK_LIST = '**/data/api/v1/security/all/mini*';

describe('the shared API client in the browser', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const toast = (page: Page, text: string) =>
    page.locator('.Toastify__toast-container--bottom-right [role="alert"]').filter({ hasText: text });

  it('saves the access key of the address and sends it with the next API requests', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sectors = page.waitForRequest(SECTORS);
    const stockList = page.waitForRequest(STOCK_LIST);
    await page.goto(`${baseUrl}/dashboard?accesskey=e2e-key-1`);
    expect(new URL((await sectors).url()).searchParams.get('accesskey')).toBe('e2e-key-1');
    // The stock list goes to the data service without the key.
    expect(new URL((await stockList).url()).searchParams.has('accesskey')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('accessKey'))).toBe('e2e-key-1');

    const next = page.waitForRequest(SECTORS);
    await page.goto(`${baseUrl}/dashboard/backtest`);
    expect(new URL((await next).url()).searchParams.get('accesskey')).toBe('e2e-key-1');
    const options = page.getByLabel('Select Sector').locator('option');
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 1);
    expect((await options.allTextContents()).slice(0, 3)).toEqual([
      'Select a Sector',
      'NEPSE',
      'Commercial Bank',
    ]);
    await context.close();
  });

  it("shows a failing request's error in a red toast at the bottom right", async () => {
    const page = await browser.newPage();
    await page.route(SECTORS, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Sector list is rebuilding"}',
      }),
    );
    await page.goto(`${baseUrl}/dashboard`);
    const shown = toast(page, 'Sector list is rebuilding');
    await shown.waitFor();
    expect(await shown.evaluate((el) => el.closest('.Toastify__toast')?.className)).toContain('toast--error');
    await page.close();
  });

  it('says "An error occurred." when the failing answer names no error', async () => {
    const page = await browser.newPage();
    await page.route(SECTORS, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${baseUrl}/dashboard`);
    await toast(page, 'An error occurred.').waitFor();
    await page.close();
  });

  it('says "Failed to fetch stock list." when the stock list fails', async () => {
    const page = await browser.newPage();
    await page.route(STOCK_LIST, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.goto(`${baseUrl}/dashboard`);
    await toast(page, 'Failed to fetch stock list.').waitFor();
    await page.getByPlaceholder('Search for stocks...').fill('nab');
    expect(await page.getByText('No stocks found').isVisible()).toBe(true);
    await page.close();
  });
});
