import { readFileSync } from 'node:fs';
import { API_PATHS, type VolumeShocker, volumeShockersResponseSchema } from '@nepse/contract';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const SCREEN = '/dashboard/volume-shockers';
const NOTE = 'Stocks with more volume traded today compared to the average of last 7 trading days';
const HEADERS = ['Symbol', 'Volume Increase (%)', "Today's Volume", '7d Avg. Volume', 'LTP', '7D. Avg. LTP'];
const FALLBACK = 'Failed to fetch volume shockers.';
const isScreenCall = (url: URL) => url.pathname === API_PATHS.volumeShockers;

const whole = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A row as the table shows it. */
const shown = (r: VolumeShocker) => [
  r.symbol,
  `${twoDecimals(r.volDiffPercent)}%`,
  whole(r.volume),
  whole(r.averageVolume),
  twoDecimals(r.closePrice),
  twoDecimals(r.averageClose),
];
const symbolsOf = (rows: VolumeShocker[]) => rows.map((r) => r.symbol);
const byDesc = (key: 'volDiffPercent' | 'closePrice') => (a: VolumeShocker, b: VolumeShocker) =>
  b[key] - a[key];

/** The table's body rows as the texts of their cells. */
const tableRows = (page: Page) =>
  page
    .locator('table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (c) => c.textContent)),
    );
const tableSymbols = async (page: Page) => (await tableRows(page)).map((cells) => cells[0]);
const header = (page: Page, name: string) =>
  page.getByRole('columnheader', { name: new RegExp(`^${name.replace(/[().]/g, '\\$&')}`) });
const searchBox = (page: Page) => page.getByPlaceholder('Search by symbol...');
const sectorBox = (page: Page) => page.getByRole('combobox', { name: 'Sector' });
/** The page's error panel (the toast says the same in a second alert). */
const errorPanel = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try Again' }) });
const params = (page: Page) => new URL(page.url()).searchParams;

describe('the Volume Shockers page', () => {
  let browser: Browser;
  let rows: VolumeShocker[];
  let dataDate: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const answer = await fetch(`${baseUrl}${API_PATHS.volumeShockers}`);
    rows = volumeShockersResponseSchema.parse(await answer.json());
    dataDate = answer.headers.get('x-data-date') ?? '';
  });
  afterAll(() => browser.close());

  async function open(path = SCREEN, options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, ...options });
    await page.goto(`${baseUrl}${path}`);
    return page;
  }
  async function openLoaded(path = SCREEN, options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> {
    const page = await open(path, options);
    await page.getByRole('table').waitFor();
    return page;
  }

  it("shows the server's shockers by volume increase, down, with the spec's texts, the date and Demo data", async () => {
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(dataDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await openLoaded();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Volume Shockers');
    expect(await page.getByText(NOTE, { exact: true }).isVisible()).toBe(true);
    expect(await searchBox(page).isVisible()).toBe(true);
    await page.getByText(`${rows.length} stocks`, { exact: true }).waitFor();
    const pageHeader = page.locator('main header');
    expect(await pageHeader.getByText(`Data of ${dataDate}`).isVisible()).toBe(true);
    // Once on the page: the dashboard's layout says it above every screen of the demo market.
    expect(await page.getByText('Demo data', { exact: true }).count()).toBe(1);
    for (const name of HEADERS) expect(await header(page, name).isVisible()).toBe(true);
    expect(await header(page, 'Volume Increase (%)').getAttribute('aria-sort')).toBe('descending');
    expect(await tableRows(page)).toEqual([...rows].sort(byDesc('volDiffPercent')).map(shown));

    await page.getByText('How this list is made').click();
    expect(
      await page
        .getByText(/mean volume of the symbol's 7 previous sessions, listed at \+100 % or more/)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(/no mutual funds, debentures or promoter shares/).isVisible()).toBe(true);
    expect(await page.getByText(/Stale data/).count()).toBe(0);
    await page.close();
  });

  it('searches by symbol in any case, counts what it shows, and says "No stocks found." when nothing matches', async () => {
    const page = await openLoaded();
    const part = rows[0]!.symbol.slice(1, 3);
    await searchBox(page).fill(part.toLowerCase());
    const matching = [...rows].filter((r) => r.symbol.includes(part)).sort(byDesc('volDiffPercent'));
    await expect.poll(() => tableSymbols(page)).toEqual(symbolsOf(matching));
    await page.getByText(`${matching.length} stocks`, { exact: true }).waitFor();
    await expect.poll(() => params(page).get('q')).toBe(part.toLowerCase());

    await searchBox(page).fill('ZZZZQ');
    await page.getByRole('cell', { name: 'No stocks found.' }).waitFor();
    await page.getByText('0 stocks', { exact: true }).waitFor();
    await page.close();
  });

  it('sorts on a header click, several columns with shift, and keeps the view in the address', async () => {
    const page = await openLoaded();
    await header(page, 'LTP').getByRole('button').click();
    await header(page, 'LTP').getByRole('button').click();
    await expect.poll(() => header(page, 'LTP').getAttribute('aria-sort')).toBe('descending');
    expect(await header(page, 'Volume Increase (%)').getAttribute('aria-sort')).toBe('none');
    await expect.poll(() => tableSymbols(page)).toEqual(symbolsOf([...rows].sort(byDesc('closePrice'))));

    const volumeButton = header(page, "Today's Volume").getByRole('button');
    await volumeButton.click({ modifiers: ['Shift'] });
    await expect.poll(() => header(page, "Today's Volume").getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => header(page, 'LTP').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => params(page).getAll('sort')).toEqual(['-closePrice', 'volume']);
    const expected = [...rows].sort((a, b) => b.closePrice - a.closePrice || a.volume - b.volume);
    await expect.poll(() => tableSymbols(page)).toEqual(symbolsOf(expected));

    // The third click of a column leaves it out of the sort.
    await volumeButton.click({ modifiers: ['Shift'] });
    await volumeButton.click({ modifiers: ['Shift'] });
    await expect.poll(() => params(page).getAll('sort')).toEqual(['-closePrice']);
    await page.close();
  });

  it('filters by sector, and an address with search, sector and sort opens that view', async () => {
    const counts = new Map<string, number>();
    for (const r of rows) if (r.sector) counts.set(r.sector, (counts.get(r.sector) ?? 0) + 1);
    const [sector] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const page = await openLoaded();
    expect(await sectorBox(page).inputValue()).toBe('');
    expect(await sectorBox(page).locator('option').first().textContent()).toBe('All sectors');
    await sectorBox(page).selectOption(sector);
    const inSector = rows.filter((r) => r.sector === sector).sort(byDesc('volDiffPercent'));
    await expect.poll(() => tableSymbols(page)).toEqual(symbolsOf(inSector));
    await page.getByText(`${inSector.length} stocks`, { exact: true }).waitFor();
    await expect.poll(() => params(page).get('sector')).toBe(sector);
    await page.close();

    const part = inSector[0]!.symbol.slice(0, 1);
    const query = new URLSearchParams({ q: part, sector, sort: 'symbol' });
    const shared = await openLoaded(`${SCREEN}?${query}`);
    expect(await searchBox(shared).inputValue()).toBe(part);
    expect(await sectorBox(shared).inputValue()).toBe(sector);
    expect(await header(shared, 'Symbol').getAttribute('aria-sort')).toBe('ascending');
    const expected = inSector.filter((r) => r.symbol.includes(part)).map((r) => r.symbol);
    await expect.poll(() => tableSymbols(shared)).toEqual(expected.sort());
    await shared.close();
  });

  it('downloads the rows shown as CSV, in the order shown, rounded as shown', async () => {
    const page = await openLoaded(`${SCREEN}?sort=-volume`, { acceptDownloads: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`volume-shockers-${dataDate}.csv`);
    const lines = [...rows]
      .sort((a, b) => b.volume - a.volume)
      .map((r) =>
        [
          r.symbol,
          r.volDiffPercent.toFixed(2),
          r.volume.toFixed(0),
          r.averageVolume.toFixed(0),
          r.closePrice.toFixed(2),
          r.averageClose.toFixed(2),
        ].join(','),
      );
    expect(readFileSync(await download.path(), 'utf8')).toBe(
      `${[HEADERS.join(','), ...lines].join('\r\n')}\r\n`,
    );
    await page.close();
  });

  it('shows its loading state while the answer is held back', async () => {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isScreenCall, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}${SCREEN}`);
    await page.getByText('Loading volume shockers...').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    release();
    await page.getByRole('table').waitFor();
    expect(await page.getByText('Loading volume shockers...').count()).toBe(0);
    await page.close();
  });

  it("shows the server's error, else the screen's message, and Try Again recovers", async () => {
    const page = await browser.newPage();
    await page.route(isScreenCall, (route) => route.fulfill({ status: 500, json: { error: 'Boom' } }));
    await page.goto(`${baseUrl}${SCREEN}`);
    await errorPanel(page).waitFor();
    expect(await errorPanel(page).getByText('Boom', { exact: true }).isVisible()).toBe(true);
    await page.unroute(isScreenCall);

    await page.route(isScreenCall, (route) => route.fulfill({ status: 500, json: {} }));
    const asked: Request[] = [];
    page.on('request', (request) => {
      if (isScreenCall(new URL(request.url()))) asked.push(request);
    });
    await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
    await errorPanel(page).getByText(FALLBACK, { exact: true }).waitFor();
    expect(asked).toHaveLength(1);
    await page.unroute(isScreenCall);

    await errorPanel(page).getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('table').waitFor();
    await page.getByText(`${rows.length} stocks`, { exact: true }).waitFor();
    expect(await errorPanel(page).count()).toBe(0);
    await page.close();
  });

  it('warns with both dates when the data is older than the session the calendar expects', async () => {
    const page = await browser.newPage();
    await page.route(isScreenCall, (route) =>
      route.fulfill({
        status: 200,
        json: rows,
        headers: { 'x-data-date': '2026-11-18', 'x-expected-date': '2026-11-23', 'x-data-kind': 'imported' },
      }),
    );
    await page.goto(`${baseUrl}${SCREEN}`);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Stale data' }).textContent()).toBe(
      'Stale data. Data is from 2026-11-18; the last session was expected on 2026-11-23.',
    );
    await page.close();
  });

  it('opens the back-test page with a symbol chosen when the symbol is clicked', async () => {
    const page = await openLoaded();
    const symbol = (await tableSymbols(page))[0] ?? '';
    await page.getByRole('link', { name: symbol, exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard/backtest?symbol=${symbol}`);
    await page.getByRole('heading', { level: 1, name: 'Strategy Backtesting' }).waitFor();
    expect(await page.getByPlaceholder('Search for stocks...').inputValue()).toBe(symbol);
    await page.close();
  });
});
