import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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

/** A page whose answer comes from one API call: where it opens, which calls are its, and what shows the answer. */
export interface AnswerPage {
  browser: Browser;
  /** The page's address after the base URL, e.g. `/dashboard/technical-ratings?symbol=NABIL`. */
  path: string;
  isCall: (url: URL) => boolean;
  answered: (page: Page) => Locator;
}

/** While its calls are held back the page shows `loading` and no table; once they go through, the answer alone. */
export async function expectLoadingState({ browser, path, isCall, answered }: AnswerPage, loading: string) {
  const page = await browser.newPage();
  const release = await holdCalls(page, isCall);
  await page.goto(`${inject('baseUrl')}${path}`);
  await page.getByText(loading).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  release();
  await answered(page).waitFor();
  expect(await page.getByText(loading).count()).toBe(0);
  await page.close();
}

/**
 * A failing call shows the server's error ('Boom'), else `fallback` when it names none, each with Try Again;
 * Try Again asks again and, once the call succeeds, shows the answer without the error.
 */
export async function expectErrorStates({ browser, path, isCall, answered }: AnswerPage, fallback: string) {
  const page = await browser.newPage();
  await page.route(isCall, (route) => route.fulfill({ status: 500, json: { error: 'Boom' } }));
  await page.goto(`${inject('baseUrl')}${path}`);
  await errorPanel(page).getByText('Boom', { exact: true }).waitFor();
  await page.unroute(isCall);
  await page.route(isCall, (route) => route.fulfill({ status: 500, json: {} }));
  await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await errorPanel(page).getByText(fallback, { exact: true }).waitFor();
  await page.unroute(isCall);
  await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await answered(page).waitFor();
  expect(await errorPanel(page).count()).toBe(0);
  await page.close();
}
