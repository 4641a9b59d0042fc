import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

/** Every page with "How this list has done", and how to reach a list on it. */
const PAGES: { name: string; path: string; choose?: (page: Page) => Promise<void> }[] = [
  { name: 'Volatile Stocks', path: '/dashboard/volatile-stocks' },
  { name: 'Breakout Stocks', path: '/dashboard/breakout-stocks' },
  { name: 'Consolidating Stocks', path: '/dashboard/consolidating-stocks' },
  { name: 'Volume Shockers', path: '/dashboard/volume-shockers' },
  ...['new-high', 'near-high', 'near-low', 'new-low'].map((kind) => ({
    name: `52-Week High & Low, ${kind}`,
    path: `/dashboard/52-week-high-low?kind=${kind}`,
  })),
  { name: 'Fresh Indicator Signals, the first group', path: '/dashboard/fresh-indicator-signals' },
  {
    name: 'Candlestick Patterns, the first pattern listed',
    path: '/dashboard/candlestick-patterns',
    choose: async (page) => {
      await page.getByRole('complementary', { name: 'Patterns' }).getByRole('button').first().click();
    },
  },
  { name: 'Trend Signals, the first text', path: '/dashboard/trend-signals' },
  { name: 'the Scanner, a scan', path: '/dashboard/scanner?condition=SMA' },
];

describe('How this list has done', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(PAGES)('shows a non-empty study on $name', async ({ path, choose }) => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/event-study') asked.push(request.postData() ?? '');
    });
    await page.goto(`${baseUrl}${path}`);
    await choose?.(page);
    const section = page.getByRole('region', { name: 'How this list has done' });
    await section.getByRole('button', { name: 'Show how this list has done' }).click();
    const table = section.getByRole('table', { name: 'How this list has done, by horizon' });
    await table.waitFor({ timeout: 30_000 });
    const counts = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Number((tr as HTMLTableRowElement).cells[1]?.textContent?.replace(/,/g, ''))),
      );
    expect(counts.length).toBe(4);
    expect(counts[0]).toBeGreaterThan(0);
    await section.getByText(/^Since \d{4}, stocks on this list (rose|fell) /).waitFor();
    await section.getByText(/Windows overlap/).waitFor();
    expect(asked).toHaveLength(1);
    await page.close();
  });

  it("downloads a list's events as the server's CSV", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}/dashboard/volume-shockers`);
    const section = page.getByRole('region', { name: 'How this list has done' });
    await section.getByRole('button', { name: 'Show how this list has done' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download events (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('volume-shockers-events.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    const served = await fetch(`${baseUrl}/api/event-study?format=csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ screen: 'volume-shockers' }),
    });
    expect(csv).toBe(await served.text());
    expect(csv.split('\n').length).toBeGreaterThan(2);
    await page.close();
  });
});
