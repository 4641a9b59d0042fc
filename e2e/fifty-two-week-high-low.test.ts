import { SCREEN_MANIFEST, type ScreenRowOf, screenPath } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { describeListScreen, params, tableRows, twoDecimals } from './support/list-screen-suite';

type FiftyTwoWeekRow = ScreenRowOf<'fiftyTwoWeekHighLow'>;

const { page: PATH, api } = SCREEN_MANIFEST.fiftyTwoWeekHighLow;
const LABELS: Record<FiftyTwoWeekRow['kind'], string> = {
  'new-high': 'New 52W High',
  'near-high': 'Near 52W High',
  'near-low': 'Near 52W Low',
  'new-low': 'New 52W Low',
};
const distance = (r: FiftyTwoWeekRow) => ((r.ltp - r.extreme) / r.extreme) * 100;
const shown = (r: FiftyTwoWeekRow) => [
  r.symbol,
  LABELS[r.kind],
  twoDecimals(r.ltp),
  twoDecimals(r.extreme),
  r.extremeDate,
  `${twoDecimals(distance(r))}%`,
];
/** By symbol; a symbol's rows keep the answer's order of kinds. */
const bySymbol = (a: FiftyTwoWeekRow, b: FiftyTwoWeekRow) =>
  a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;

describeListScreen<FiftyTwoWeekRow>({
  title: '52-Week High & Low',
  path: PATH,
  api: screenPath('fiftyTwoWeekHighLow'),
  note: 'Stocks making or nearing a new 52-week high or low today',
  headers: ['Symbol', 'Kind', 'LTP', '52W High / Low', 'High / Low Date', 'Distance (%)'],
  method: /from 365 days before the latest session to the day before it/,
  fallback: 'Failed to fetch 52-week highs and lows.',
  empty: 'No stocks found.',
  loading: 'Loading 52-week highs and lows...',
  csvName: '52-week-high-low',
  rowsOf: (body) => api.schema.parse(body),
  symbol: (r) => r.symbol,
  sector: (r) => r.sector,
  shown,
  csv: (r) => [
    r.symbol,
    LABELS[r.kind],
    r.ltp.toFixed(2),
    r.extreme.toFixed(2),
    r.extremeDate,
    distance(r).toFixed(2),
  ],
  defaultSort: { header: 'Symbol', direction: 'ascending', order: bySymbol },
});

describe('the 52-Week High & Low page: the kind filter', () => {
  const baseUrl = inject('baseUrl');
  const kindBox = (page: Page) => page.getByRole('combobox', { name: 'Kind' });
  let browser: Browser;
  let rows: FiftyTwoWeekRow[];

  beforeAll(async () => {
    browser = await launchBrowser();
    rows = api.schema.parse(await (await fetch(`${baseUrl}${screenPath('fiftyTwoWeekHighLow')}`)).json());
  });
  afterAll(() => browser.close());

  it('finds every kind on the demo market', () => {
    for (const kind of Object.keys(LABELS))
      expect(
        rows.some((r) => r.kind === kind),
        kind,
      ).toBe(true);
  });

  it('shows one kind when one is chosen, keeps it in the address, and opens the view an address names', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}${PATH}`);
    await page.getByRole('table').waitFor();
    expect(await kindBox(page).inputValue()).toBe('');
    await kindBox(page).selectOption('new-low');
    const lows = rows.filter((r) => r.kind === 'new-low').sort(bySymbol);
    await page.getByText(`${lows.length} stocks`, { exact: true }).waitFor();
    expect(await tableRows(page)).toEqual(lows.map(shown));
    await expect.poll(() => params(page).get('kind')).toBe('new-low');

    await page.goto(`${baseUrl}${PATH}?kind=near-high&sort=-distance`);
    await page.getByRole('table').waitFor();
    expect(await kindBox(page).inputValue()).toBe('near-high');
    const near = rows.filter((r) => r.kind === 'near-high').sort((a, b) => distance(b) - distance(a));
    expect(await tableRows(page)).toEqual(near.map(shown));

    await kindBox(page).selectOption('');
    await page.getByText(`${rows.length} stocks`, { exact: true }).waitFor();
    expect(params(page).has('kind')).toBe(false);
    await page.close();
  });
});
