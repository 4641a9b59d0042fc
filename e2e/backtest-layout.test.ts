import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

/** A label the time axis of a chart drew: its text, the left of its box and its width, in CSS pixels. */
interface AxisLabel {
  chart: string;
  text: string;
  left: number;
}

declare global {
  interface Window {
    axisLabels?: AxisLabel[];
    scrollPositions?: number[];
  }
}

/** Records the time-axis labels the charts draw (dates, months, years), as drawn on their canvases. */
function recordAxisLabels(): void {
  window.axisLabels = [];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
    if (/^(\d{4}|[A-Z][a-z]{2}|\d{1,2} [A-Z][a-z]{2})$/.test(text)) {
      const chart = this.canvas.closest('figure')?.getAttribute('aria-label') ?? '';
      const { a, e } = this.getTransform();
      const centre = (a * x + e) / window.devicePixelRatio;
      const left = this.textAlign === 'center' ? centre - this.measureText(text).width / 2 : centre;
      window.axisLabels?.push({ chart, text, left });
    }
    return fillText.call(this, text, x, y, maxWidth);
  };
}

/** Opens a back-test address at 1366 x 768 (the sidebar open) and waits for its results. */
async function openRun(browser: Browser, query: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.addInitScript(recordAxisLabels);
  await page.goto(`${baseUrl}/dashboard/backtest?${query}`);
  await page.getByRole('region', { name: 'Backtest Results' }).waitFor();
  return page;
}

describe('the back-test page laid out for a trader at 1366 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens a link at its results in one jump, not a smooth scroll that passes over the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => {
      window.scrollPositions = [];
      addEventListener('scroll', () => window.scrollPositions?.push(scrollY));
    });
    await page.goto(`${baseUrl}/dashboard/backtest?symbol=NABIL&from=2025-01-01&to=2026-11-23`);
    const results = page.getByRole('region', { name: 'Backtest Results' });
    await page.getByRole('table', { name: 'Transaction History' }).waitFor();
    // At the top, or as near as the page's height allowed when the section appeared (its margin is 16 px).
    const top = await results.evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(16);
    expect(top).toBeLessThan(100);
    // One position: a smooth scroll goes through a score of them.
    const positions = await page.evaluate(() => window.scrollPositions ?? []);
    expect(new Set(positions).size).toBe(1);
    await page.close();
  });

  it('fits the ten columns of the transactions in the section, with the sidebar open', async () => {
    const page = await openRun(
      browser,
      'symbol=NABIL&from=2016-01-01&to=2026-11-23&stopLoss=5&takeProfit=10&trailingStop=8',
    );
    const sidebar = page.getByRole('complementary', { name: 'Dashboard navigation' });
    expect((await sidebar.boundingBox())?.width).toBe(320);
    const table = page.getByRole('table', { name: 'Transaction History' });
    // The widest cells are there: shares at sale after a bonus issue, and a trailing stop.
    await expect.poll(() => table.getByText('at sale)').count()).toBeGreaterThan(0);
    expect(await table.getByText('Trailing stop').count()).toBeGreaterThan(0);
    expect(await table.locator('thead th').count()).toBe(10);
    const { scrollWidth, clientWidth } = await table.evaluate((t) => {
      const area = t.parentElement as HTMLElement;
      return { scrollWidth: area.scrollWidth, clientWidth: area.clientWidth };
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.close();
  });

  it("draws the equity chart's time axis in years over years, its first label whole", async () => {
    const page = await openRun(browser, 'symbol=UPPER&from=2020-01-01&to=2026-11-23');
    const equity = page.getByRole('figure', { name: 'Equity of UPPER' });
    // A chart is drawn as it comes near the screen: this one is further down than a screen.
    await equity.scrollIntoViewIfNeeded();
    await equity.locator('canvas').first().waitFor();
    await expect
      .poll(() => page.evaluate(() => window.axisLabels?.filter((l) => l.chart === 'Equity of UPPER').length))
      .toBeGreaterThan(0);
    const labels = await page.evaluate(
      () => window.axisLabels?.filter((l) => l.chart === 'Equity of UPPER') ?? [],
    );
    // Seven years on 820 px: years only (a lone "Feb" stood where "2021" had no room), none cut at the left edge.
    expect(new Set(labels.map((l) => l.text))).toEqual(
      new Set(['2020', '2021', '2022', '2023', '2024', '2025', '2026']),
    );
    // Within a pixel of the edge: the library places a label on whole pixels (it stood half outside, at -14 px).
    expect(Math.min(...labels.map((l) => l.left))).toBeGreaterThanOrEqual(-1);
    await page.close();
  });
});
