import {
  API_PATHS,
  type StockChartResponse,
  stockChartResponseSchema,
  stockListResponseSchema,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

const stockOf = async (symbol: string): Promise<StockChartResponse> =>
  stockChartResponseSchema.parse(await (await fetch(`${baseUrl}${API_PATHS.stock}${symbol}`)).json());

const chart = (page: Page) => page.getByTestId('stock-chart');
const readout = (page: Page, cell: string) => page.getByTestId(`readout-${cell}`);
const shown = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The chart's drawing area, where the mouse hovers sessions (the price axis is on its right). */
async function plotBox(page: Page) {
  const box = await chart(page).boundingBox();
  if (!box) throw new Error('the chart has no box');
  return box;
}

describe('the stock page', () => {
  let browser: Browser;
  /** A demo stock with a bonus in the last year, so that adjusted and traded prices differ in the first view. */
  let stock: StockChartResponse;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { data } = stockListResponseSchema.parse(
      await (await fetch(`${baseUrl}${API_PATHS.stockList}`)).json(),
    );
    for (const { symbol } of data.slice(0, 60)) {
      const answer = await stockOf(symbol);
      const last = answer.dates[answer.dates.length - 1] ?? '';
      const yearAgo = `${Number(last.slice(0, 4)) - 1}${last.slice(4)}`;
      if (answer.events.some((e) => e.date > yearAgo && e.date < last)) {
        stock = answer;
        break;
      }
    }
    expect(stock).toBeDefined();
  });
  afterAll(() => browser.close());

  const open = async (symbol = stock.symbol) => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 1000 } });
    await page.goto(`${baseUrl}/dashboard/stock/${symbol}`);
    return page;
  };

  it('draws the chart with its readout on the last session, the side panel and the back-test link', async () => {
    const page = await open();
    await page.getByRole('heading', { level: 1, name: stock.symbol, exact: true }).waitFor();
    await chart(page).locator('canvas').first().waitFor();
    const n = stock.dates.length;
    expect(await readout(page, 'date').textContent()).toBe(stock.dates[n - 1]);
    expect(await readout(page, 'c').textContent()).toBe(shown(stock.traded.close[n - 1]!));
    expect(await page.getByTestId('last-close').textContent()).toBe(shown(stock.traded.close[n - 1]!));
    // The server's 52-week range, as its answer gives it.
    const { low52Week, high52Week } = stock.summary ?? { low52Week: Number.NaN, high52Week: Number.NaN };
    expect(await page.getByTestId('week-range').textContent()).toBe(
      `${shown(low52Week)} – ${shown(high52Week)}`,
    );
    await page.getByTestId('rating-summary').waitFor();
    await page.getByRole('region', { name: 'Pivot levels' }).getByRole('table').waitFor();
    await page.getByRole('region', { name: 'Fibonacci levels' }).getByRole('heading').waitFor();
    const events = page.getByRole('region', { name: 'Adjustment events' }).getByRole('listitem');
    expect(await events.count()).toBe(stock.events.length);
    const latest = stock.events[stock.events.length - 1]!;
    expect(await events.first().textContent()).toContain(`factor ${latest.factor.toFixed(4)}`);
    expect(await events.first().textContent()).toContain(`book closure ${latest.bookClosure}`);
    expect(await page.getByRole('link', { name: `Back-test ${stock.symbol}` }).getAttribute('href')).toBe(
      `/dashboard/backtest?symbol=${stock.symbol}`,
    );
    await page.close();
  });

  it('shows the traded prices when switched: a session before the bonus, adjusted by the later factors, as traded', async () => {
    const page = await open();
    await chart(page).locator('canvas').first().waitFor();
    const box = await plotBox(page);
    // The first view is the last year: its left edge is before the bonus of the last year.
    const at = { x: box.x + 20, y: box.y + 150 };
    await page.mouse.move(at.x, at.y);
    await expect
      .poll(() => readout(page, 'date').textContent())
      .not.toBe(stock.dates[stock.dates.length - 1]);
    const date = (await readout(page, 'date').textContent()) ?? '';
    const i = stock.dates.indexOf(date);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(await readout(page, 'c').textContent()).toBe(shown(stock.adjusted.close[i]!));
    // Traded = adjusted x the factors of the adjustments after the session (the last year's bonus among them).
    const later = stock.events.filter((e) => e.date > date).reduce((p, e) => p * e.factor, 1);
    expect(later).toBeGreaterThan(1);
    // Adjusted prices come to 4 decimals.
    expect(stock.traded.close[i]! / later).toBeCloseTo(stock.adjusted.close[i]!, 4);

    await page.getByText('Traded', { exact: true }).click();
    await expect.poll(() => chart(page).getAttribute('data-mode')).toBe('traded');
    await page.mouse.move(at.x + 1, at.y);
    await page.mouse.move(at.x, at.y);
    await expect.poll(() => readout(page, 'date').textContent()).toBe(date);
    expect(await readout(page, 'c').textContent()).toBe(shown(stock.traded.close[i]!));
    await page.close();
  });

  it('adds an overlay and swaps the oscillator pane, with their settings editable', async () => {
    const page = await open();
    await chart(page).locator('canvas').first().waitFor();
    // RSI opens in a pane of its own under the candles.
    await expect.poll(() => chart(page).getAttribute('data-panes')).toBe('2');
    expect(await page.getByRole('list', { name: 'Indicator lines' }).textContent()).toBe('RSI 14');

    const legend = () =>
      page.getByRole('list', { name: 'Indicator lines' }).getByRole('listitem').allTextContents();
    await page.getByRole('checkbox', { name: 'Bollinger Bands' }).check();
    await expect.poll(() => chart(page).getAttribute('data-overlay-lines')).toBe('3');
    await page.getByRole('checkbox', { name: 'SMA' }).check();
    const period = page.getByLabel('SMA Period');
    await period.fill('50');
    await period.press('Enter');
    await expect.poll(legend).toEqual(['BB upper', 'BB middle', 'BB lower', 'SMA 50', 'RSI 14']);
    expect(await chart(page).getAttribute('data-overlay-lines')).toBe('4');

    await page.getByLabel('Oscillator').selectOption('macd');
    await expect
      .poll(legend)
      .toEqual(['BB upper', 'BB middle', 'BB lower', 'SMA 50', 'Histogram', 'MACD', 'Signal']);
    expect(await chart(page).getAttribute('data-panes')).toBe('2');
    await page.getByLabel('Oscillator').selectOption('none');
    await expect.poll(() => chart(page).getAttribute('data-panes')).toBe('1');
    await page.close();
  });

  it('names a marked pattern on hover, and marks only the pattern chosen', async () => {
    const page = await open();
    await chart(page).locator('canvas').first().waitFor();
    await expect
      .poll(async () => Number(await chart(page).getAttribute('data-pattern-markers')))
      .toBeGreaterThan(0);
    const box = await plotBox(page);
    // Sweep the sessions in view from the right until one with a marked pattern is under the mouse.
    const patterns = page.getByTestId('readout-patterns');
    let named = '';
    let x = box.x + box.width - 70;
    for (; x > box.x + 10 && named === ''; x -= 2) {
      await page.mouse.move(x, box.y + 150);
      const text = (await patterns.textContent()) ?? '';
      if (text !== 'Pattern: none') named = text;
    }
    expect(named).toMatch(/^Pattern: /);
    const names = named.replace(/^Pattern: /, '').split(', ');
    const last = names[names.length - 1]!;

    // Marking one pattern names only it on the same session.
    await page.getByLabel('Patterns marked').selectOption(last);
    await page.mouse.move(x + 2, box.y + 160);
    await page.mouse.move(x + 2, box.y + 150);
    await expect.poll(() => patterns.textContent()).toBe(`Pattern: ${last}`);
    await page.getByLabel('Patterns marked').selectOption('none');
    await expect.poll(() => chart(page).getAttribute('data-pattern-markers')).toBe('0');
    await page.close();
  });

  it('marks by default the patterns of the last 20 sessions only, every pattern on a choice', async () => {
    const page = await open();
    await chart(page).locator('canvas').first().waitFor();
    expect(await page.getByLabel('Patterns marked').inputValue()).toBe('recent');
    // The sessions of the last 20 on which the server found a pattern: the first view shows the last sessions.
    const last = stock.dates.length - 20;
    const recent = new Set(stock.patterns.flatMap((p) => p.sessions.filter((i) => i >= last)));
    await expect.poll(() => chart(page).getAttribute('data-pattern-markers')).toBe(String(recent.size));
    await page.getByLabel('Patterns marked').selectOption('all');
    await expect
      .poll(async () => Number(await chart(page).getAttribute('data-pattern-markers')))
      .toBeGreaterThan(recent.size);
    await page.close();
  });

  it('says "Unknown symbol" for a symbol the market does not have, with a link back', async () => {
    const page = await open('NOSUCH');
    await page.getByRole('heading', { name: 'Unknown symbol' }).waitFor();
    await page.locator('section').getByText('Unknown symbol "NOSUCH".', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.close();
  });

  it('is where a symbol of another screen leads', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 1000 } });
    await page.goto(`${baseUrl}/dashboard/volume-shockers`);
    const link = page.getByRole('table').getByRole('link').first();
    const symbol = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(`${baseUrl}/dashboard/stock/${symbol}`);
    await page.getByRole('heading', { level: 1, name: symbol, exact: true }).waitFor();
    await chart(page).locator('canvas').first().waitFor();
    await page.close();
  });
});
