import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { datedAnswer, errorPanel, failCalls, holdCalls, watchCalls } from './page-helpers';

/** A list screen (ListScreen) as its browser test sees it: the spec's texts and how a row shows. */
export interface ListScreenCase<Row> {
  title: string;
  /** The page's address, e.g. `/dashboard/volatile-stocks`. */
  path: string;
  /** The answer's API path. */
  api: string;
  note: string;
  headers: readonly string[];
  /** A phrase of "How this list is made". */
  method: RegExp;
  /** The spec's message when the server names no error. */
  fallback: string;
  empty: string;
  /** The loading text: shown under the header, or the name of the spinner that replaces the whole page. */
  loading: string;
  loadingReplacesPage?: boolean;
  /** Start of the CSV's file name. */
  csvName: string;
  /** The rows of the server's answer body, checked against the contract. */
  rowsOf: (body: unknown) => Row[];
  symbol: (row: Row) => string;
  sector: (row: Row) => string | null;
  /** The row's cells as the table shows them, and as the CSV writes them. */
  shown: (row: Row) => string[];
  csv: (row: Row) => string[];
  /** The default sort: its column's header and direction, and the row order it gives. */
  defaultSort: { header: string; direction: 'ascending' | 'descending'; order: (a: Row, b: Row) => number };
}

export const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The table's body rows as the texts of their cells. */
export const tableRows = (page: Page) =>
  page
    .locator('table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => c.textContent)),
    );
export const tableSymbols = async (page: Page) => (await tableRows(page)).map((cells) => cells[0]);
export const header = (page: Page, name: string) =>
  page.getByRole('columnheader', { name: new RegExp(`^${name.replace(/[().]/g, '\\$&')}`) });
export const searchBox = (page: Page) => page.getByPlaceholder('Search by symbol...');
export const sectorBox = (page: Page) => page.getByRole('combobox', { name: 'Sector' });
export const params = (page: Page) => new URL(page.url()).searchParams;

/**
 * The browser test every list screen passes against the real server on the demo market: loaded with the spec's
 * texts, the data date and the default sort; search and its empty text; the sector filter and the address; the
 * CSV; loading; the server's error, the fallback and Try Again; a symbol opening the back-test page.
 */
export function describeListScreen<Row>(screen: ListScreenCase<Row>): void {
  const baseUrl = inject('baseUrl');
  const isScreenCall = (url: URL) => url.pathname === screen.api;
  const inDefaultOrder = (list: Row[]) => [...list].sort(screen.defaultSort.order);
  const symbolsOf = (list: Row[]) => list.map(screen.symbol);

  describe(`the ${screen.title} page`, () => {
    let browser: Browser;
    let rows: Row[];
    let dataDate: string;

    beforeAll(async () => {
      browser = await launchBrowser();
      ({ body: rows, dataDate } = await datedAnswer(screen.api, { parse: screen.rowsOf }));
    });
    afterAll(() => browser.close());

    async function openLoaded(path = screen.path, options: Parameters<Browser['newPage']>[0] = {}) {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, ...options });
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('table').waitFor();
      return page;
    }

    it("shows the server's rows in the default order, with the spec's texts, the date and Demo data", async () => {
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(dataDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const page = await openLoaded();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(screen.title);
      expect(await page.getByText(screen.note, { exact: true }).isVisible()).toBe(true);
      expect(await searchBox(page).isVisible()).toBe(true);
      await page.getByText(`${rows.length} stocks`, { exact: true }).waitFor();
      expect(await page.locator('main header').getByText(`Data of ${dataDate}`).isVisible()).toBe(true);
      expect(await page.getByText('Demo data', { exact: true }).count()).toBe(1);
      for (const name of screen.headers) expect(await header(page, name).isVisible()).toBe(true);
      expect(await header(page, screen.defaultSort.header).getAttribute('aria-sort')).toBe(
        screen.defaultSort.direction,
      );
      expect(await tableRows(page)).toEqual(inDefaultOrder(rows).map(screen.shown));

      await page.getByText('How this list is made').click();
      expect(await page.getByText(screen.method).isVisible()).toBe(true);
      expect(await page.getByText(/no mutual funds, debentures or promoter shares/).isVisible()).toBe(true);
      expect(await page.getByText(/Stale data/).count()).toBe(0);
      await page.close();
    });

    it(`searches by symbol in any case and says "${screen.empty}" when nothing matches`, async () => {
      const page = await openLoaded();
      const part = screen.symbol(rows[0]!).slice(1, 3);
      await searchBox(page).fill(part.toLowerCase());
      const matching = inDefaultOrder(rows.filter((r) => screen.symbol(r).includes(part)));
      await expect.poll(() => tableSymbols(page)).toEqual(symbolsOf(matching));
      await page.getByText(`${matching.length} stocks`, { exact: true }).waitFor();
      await expect.poll(() => params(page).get('q')).toBe(part.toLowerCase());

      await searchBox(page).fill('ZZZZQ');
      await page.getByRole('cell', { name: screen.empty }).waitFor();
      await page.getByText('0 stocks', { exact: true }).waitFor();
      await page.close();
    });

    it('filters by sector, keeps it in the address, and downloads the rows shown as CSV', async () => {
      const counts = new Map<string, number>();
      for (const r of rows) {
        const sector = screen.sector(r);
        if (sector) counts.set(sector, (counts.get(sector) ?? 0) + 1);
      }
      const [sector] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      const page = await openLoaded(screen.path, { acceptDownloads: true });
      await sectorBox(page).selectOption(sector);
      const inSector = inDefaultOrder(rows.filter((r) => screen.sector(r) === sector));
      await expect.poll(() => tableSymbols(page)).toEqual(symbolsOf(inSector));
      await expect.poll(() => params(page).get('sector')).toBe(sector);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${screen.csvName}-${dataDate}.csv`);
      const lines = [screen.headers, ...inSector.map(screen.csv)].map((cells) => cells.join(','));
      expect(readFileSync(await download.path(), 'utf8')).toBe(`${lines.join('\r\n')}\r\n`);
      await page.close();
    });

    it('shows its loading state while the answer is held back', async () => {
      const page = await browser.newPage();
      const release = await holdCalls(page, isScreenCall);
      await page.goto(`${baseUrl}${screen.path}`);
      if (screen.loadingReplacesPage) {
        await page.locator('main').getByRole('status', { name: screen.loading }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
        expect(await page.getByText(screen.note).count()).toBe(0);
      } else {
        await page.getByText(screen.loading).waitFor();
      }
      expect(await page.getByRole('table').count()).toBe(0);
      release();
      await page.getByRole('table').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(screen.title);
      await page.close();
    });

    it("shows the server's error, else the screen's message, and Try Again recovers", async () => {
      const page = await browser.newPage();
      await failCalls(page, isScreenCall);
      await page.goto(`${baseUrl}${screen.path}`);
      await errorPanel(page).waitFor();
      expect(await errorPanel(page).getByText('Boom', { exact: true }).isVisible()).toBe(true);
      await page.unroute(isScreenCall);

      await failCalls(page, isScreenCall, {});
      const asked = watchCalls(page, isScreenCall);
      await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
      await errorPanel(page).getByText(screen.fallback, { exact: true }).waitFor();
      expect(asked).toHaveLength(1);
      await page.unroute(isScreenCall);

      await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('table').waitFor();
      await page.getByText(`${rows.length} stocks`, { exact: true }).waitFor();
      expect(await errorPanel(page).count()).toBe(0);
      await page.close();
    });

    it("opens the symbol's stock page when the symbol is clicked", async () => {
      const page = await openLoaded();
      const symbol = (await tableSymbols(page))[0] ?? '';
      // The first of its links: a screen may list a symbol on two rows.
      await page.getByRole('link', { name: symbol, exact: true }).first().click();
      await page.waitForURL(`${baseUrl}/dashboard/stock/${symbol}`);
      await page.getByRole('heading', { level: 1, name: symbol, exact: true }).waitFor();
      await page.getByTestId('stock-chart').waitFor();
      await page.close();
    });
  });
}
