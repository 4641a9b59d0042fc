import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** A table's body rows as the texts of their cells; the table by its accessible name (its caption), exactly. */
export const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => c.textContent)),
    );

/** A table's column names, without the sort arrows' spoken state. */
export const tableHeaders = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => th.textContent?.replace(/(not sorted|sorted \w+)$/, '')));

/** The page's error panel: the alert with Try Again. */
export const errorPanel = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try Again' }) });

/** The symbol the address keeps (`?symbol=`), null without one. */
export const symbolParam = (page: Page) => new URL(page.url()).searchParams.get('symbol');

/** The server's answer at `path` (an API path), checked against the contract's `schema`. */
export async function apiAnswer<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  return schema.parse(await res.json());
}

/**
 * Holds back the page's calls that `isCall` matches, so that its loading state stays on screen, until the
 * returned function lets them through.
 */
export async function holdCalls(page: Page, isCall: (url: URL) => boolean): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isCall, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
