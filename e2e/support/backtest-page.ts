import type { Browser, Page } from 'playwright-core';

/** Opens the Strategy Backtesting page (or an address of it) and waits for its strategy panels. */
export async function openBacktest(
  browser: Browser,
  baseUrl: string,
  path = '/dashboard/backtest',
  options: Parameters<Browser['newPage']>[0] = {},
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, ...options });
  await page.goto(`${baseUrl}${path}`);
  await panel(page, 'buy').waitFor();
  return page;
}

/** The Buy Strategy or Sell Strategy panel. */
export const panel = (page: Page, side: 'buy' | 'sell') =>
  page.getByRole('region', { name: new RegExp(`^${side === 'buy' ? 'Buy' : 'Sell'} Strategy`) });

/** A rule's card inside a panel. */
export const ruleCard = (page: Page, side: 'buy' | 'sell', name: string) =>
  panel(page, side).getByRole('article', { name: `${name} rule`, exact: true });

/** The red toast at the bottom right that says `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast-container--bottom-right .Toastify__toast--error').filter({ hasText: text });

/** Picks a stock in the symbol search box by typing its symbol and pressing Enter. */
export async function chooseSymbol(page: Page, symbol: string): Promise<void> {
  const box = page.getByPlaceholder('Search for stocks...');
  await box.fill(symbol);
  await page.getByRole('listbox', { name: 'Matching stocks' }).getByRole('option').first().waitFor();
  await box.press('Enter');
}

/** Collects the page's console errors and uncaught exceptions from now on. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
