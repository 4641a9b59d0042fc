import { SCREEN_MANIFEST, type ScreenRowOf, screenPath } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  describeListScreen,
  header,
  params,
  searchBox,
  sectorBox,
  tableSymbols,
  twoDecimals,
} from './support/list-screen-suite';
import { answerStale, STALE_WARNING, staleWarning } from './support/page-helpers';

type VolumeShocker = ScreenRowOf<'volumeShockers'>;

const SCREEN = '/dashboard/volume-shockers';
const isScreenCall = (url: URL) => url.pathname === screenPath('volumeShockers');
const whole = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const symbolsOf = (rows: VolumeShocker[]) => rows.map((r) => r.symbol);

describeListScreen<VolumeShocker>({
  title: 'Volume Shockers',
  path: SCREEN,
  api: screenPath('volumeShockers'),
  note: 'Stocks with more volume traded today compared to the average of last 7 trading days',
  headers: ['Symbol', 'Volume Increase (%)', "Today's Volume", '7d Avg. Volume', 'LTP', '7D. Avg. LTP'],
  method: /mean volume of the symbol's 7 previous sessions, listed at \+100 % or more/,
  fallback: 'Failed to fetch volume shockers.',
  empty: 'No stocks found.',
  loading: 'Loading volume shockers...',
  csvName: 'volume-shockers',
  rowsOf: (body) => SCREEN_MANIFEST.volumeShockers.api.schema.parse(body),
  symbol: (r) => r.symbol,
  sector: (r) => r.sector,
  shown: (r) => [
    r.symbol,
    `${twoDecimals(r.volDiffPercent)}%`,
    whole(r.volume),
    whole(r.averageVolume),
    twoDecimals(r.closePrice),
    twoDecimals(r.averageClose),
  ],
  csv: (r) => [
    r.symbol,
    r.volDiffPercent.toFixed(2),
    r.volume.toFixed(0),
    r.averageVolume.toFixed(0),
    r.closePrice.toFixed(2),
    r.averageClose.toFixed(2),
  ],
  defaultSort: {
    header: 'Volume Increase (%)',
    direction: 'descending',
    order: (a, b) => b.volDiffPercent - a.volDiffPercent,
  },
});

describe('the Volume Shockers page: sorting, a shared address and stale data', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let rows: VolumeShocker[];

  beforeAll(async () => {
    browser = await launchBrowser();
    rows = SCREEN_MANIFEST.volumeShockers.api.schema.parse(
      await (await fetch(`${baseUrl}${screenPath('volumeShockers')}`)).json(),
    );
  });
  afterAll(() => browser.close());

  async function openLoaded(path = SCREEN): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('table').waitFor();
    return page;
  }

  it('sorts on a header click, several columns with shift, and keeps the view in the address', async () => {
    const page = await openLoaded();
    await header(page, 'LTP').getByRole('button').click();
    await header(page, 'LTP').getByRole('button').click();
    await expect.poll(() => header(page, 'LTP').getAttribute('aria-sort')).toBe('descending');
    expect(await header(page, 'Volume Increase (%)').getAttribute('aria-sort')).toBe('none');
    const byClose = [...rows].sort((a, b) => b.closePrice - a.closePrice);
    await expect.poll(() => tableSymbols(page)).toEqual(symbolsOf(byClose));

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

  it('sorts on a click anywhere in a header cell, not only on its label', async () => {
    const page = await openLoaded();
    const cell = header(page, '7d Avg. Volume');
    const cellBox = await cell.boundingBox();
    if (!cellBox) throw new Error('the header has no box');
    expect(await cell.getAttribute('aria-sort')).toBe('none');
    // The cell's right end, then its bottom left corner: both in the cell's padding, off the label and its arrow.
    await page.mouse.click(cellBox.x + cellBox.width - 3, cellBox.y + cellBox.height / 2);
    await expect.poll(() => cell.getAttribute('aria-sort')).toBe('ascending');
    await page.mouse.click(cellBox.x + 2, cellBox.y + cellBox.height - 2);
    await expect.poll(() => cell.getAttribute('aria-sort')).toBe('descending');
    const byAverage = [...rows].sort((a, b) => b.averageVolume - a.averageVolume);
    await expect.poll(() => tableSymbols(page)).toEqual(symbolsOf(byAverage));
    await page.close();
  });

  it('opens the view an address with search, sector and sort names', async () => {
    const counts = new Map<string, number>();
    for (const r of rows) if (r.sector) counts.set(r.sector, (counts.get(r.sector) ?? 0) + 1);
    const [sector] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const inSector = rows.filter((r) => r.sector === sector);
    const part = inSector[0]!.symbol.slice(0, 1);
    const query = new URLSearchParams({ q: part, sector, sort: 'symbol' });
    const page = await openLoaded(`${SCREEN}?${query}`);
    expect(await searchBox(page).inputValue()).toBe(part);
    expect(await sectorBox(page).inputValue()).toBe(sector);
    expect(await sectorBox(page).locator('option').first().textContent()).toBe('All sectors');
    expect(await header(page, 'Symbol').getAttribute('aria-sort')).toBe('ascending');
    const expected = inSector.filter((r) => r.symbol.includes(part)).map((r) => r.symbol);
    await expect.poll(() => tableSymbols(page)).toEqual(expected.sort());
    await page.close();
  });

  it('warns with both dates when the data is older than the session the calendar expects', async () => {
    const page = await browser.newPage();
    await answerStale(page, isScreenCall, rows);
    await page.goto(`${baseUrl}${SCREEN}`);
    await page.getByRole('table').waitFor();
    expect(await staleWarning(page).textContent()).toBe(STALE_WARNING);
    await page.close();
  });
});
