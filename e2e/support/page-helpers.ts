import type { Browser, Locator, Page, Request } from 'playwright-core';
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

/** The server's error for the unknown symbol NOPE, in the error panel. */
export const unknownSymbolError = (page: Page) =>
  errorPanel(page).getByText('No prices for symbol "NOPE".', { exact: true });

/** The symbol the address keeps (`?symbol=`), null without one. */
export const symbolParam = (page: Page) => new URL(page.url()).searchParams.get('symbol');

/** The server's answer at `path` (an API path), checked against the contract's `schema`. */
export async function apiAnswer<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  return schema.parse(await res.json());
}

/** The server's answer at `path`, checked against `schema`, with the date of its data (`x-data-date`). */
export async function datedAnswer<T>(
  path: string,
  schema: { parse(value: unknown): T },
): Promise<{ body: T; dataDate: string }> {
  const res = await fetch(`${inject('baseUrl')}${path}`);
  return { body: schema.parse(await res.json()), dataDate: res.headers.get('x-data-date') ?? '' };
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

/** Fails the page's calls that `isCall` matches with a 500 whose body is `json` (the server's error 'Boom' by default). */
export const failCalls = (page: Page, isCall: (url: URL) => boolean, json: object = { error: 'Boom' }) =>
  page.route(isCall, (route) => route.fulfill({ status: 500, json }));

/** The page's requests that `isCall` matches from now on, gathered as they are sent. */
export function watchCalls(page: Page, isCall: (url: URL) => boolean): Request[] {
  const asked: Request[] = [];
  page.on('request', (request) => {
    if (isCall(new URL(request.url()))) asked.push(request);
  });
  return asked;
}

/** Answers the page's calls that `isCall` matches with `json` of an imported 2026-11-18 while the calendar expected 2026-11-23. */
export const answerStale = (page: Page, isCall: (url: URL) => boolean, json: unknown) =>
  page.route(isCall, (route) =>
    route.fulfill({
      status: 200,
      json,
      headers: { 'x-data-date': '2026-11-18', 'x-expected-date': '2026-11-23', 'x-data-kind': 'imported' },
    }),
  );

/** The stale-data warning, and its text for the answer `answerStale` gives. */
export const staleWarning = (page: Page) => page.getByRole('status').filter({ hasText: 'Stale data' });
export const STALE_WARNING =
  'Stale data. Data is from 2026-11-18; the last session was expected on 2026-11-23.';

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
  await failCalls(page, isCall);
  await page.goto(`${inject('baseUrl')}${path}`);
  await errorPanel(page).getByText('Boom', { exact: true }).waitFor();
  await page.unroute(isCall);
  await failCalls(page, isCall, {});
  await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await errorPanel(page).getByText(fallback, { exact: true }).waitFor();
  await page.unroute(isCall);
  await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
  await answered(page).waitFor();
  expect(await errorPanel(page).count()).toBe(0);
  await page.close();
}
