import { SCREEN_MANIFEST, type ScreenKey, screensAt } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

/** The heading each screen's page shows: a screen the manifest adds without one here fails to compile. */
const PAGE_TITLES: Record<ScreenKey, string> = {
  market: 'Market Overview',
  backtest: 'Strategy Backtesting',
  scanner: 'Scanner',
  freshIndicatorSignals: 'Fresh Indicator Signals',
  trendSignals: 'Trend Signals',
  volatileStocks: 'Volatile Stocks',
  supportResistance: 'Support & Resistance',
  breakoutStocks: 'Breakout Stocks',
  consolidatingStocks: 'Consolidating Stocks',
  technicalRatings: 'Technical Ratings',
  candlestickPatterns: 'Candlestick Patterns',
  volumeShockers: 'Volume Shockers',
  fiftyTwoWeekHighLow: '52-Week High & Low',
  liveCandle: 'Live Candlestick Charts',
  watchlist: 'Watchlist',
  fibonacciLevels: 'Fibonacci Levels',
  playstats: 'Play Store Analytics',
};

/** The menu as the screen manifest declares it: name, page and heading, in its order. */
const MENU = screensAt('menu').map((key) => {
  const { menuName, page, pro } = SCREEN_MANIFEST[key];
  return { name: menuName, path: page, pro, title: PAGE_TITLES[key] };
});

describe('the dashboard', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');
  const sidebar = () => page.getByRole('complementary', { name: 'Dashboard navigation' });
  const menuNames = () => sidebar().locator('nav li a').allInnerTexts();
  /** Waits out the width transition of the sidebar and the offset of the content. */
  const settlesAt = (width: number) =>
    page.waitForFunction(
      (w) =>
        document.querySelector('aside')?.getBoundingClientRect().width === w &&
        document.querySelector('[data-testid="dashboard-content"]')?.getBoundingClientRect().x === w,
      width,
    );

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  afterAll(() => browser.close());

  it('opens on Strategy Backtesting, highlighted in the menu, with the demo-data badge', async () => {
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Strategy Backtesting');
    expect(await page.getByText('Test your trading strategies with historical data').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Configuration' }).isVisible()).toBe(true);
    const current = sidebar().locator('a[aria-current="page"]');
    expect(await current.innerText()).toContain('Backtesting');
    expect(await page.getByText('Demo data', { exact: true }).isVisible()).toBe(true);
  });

  it("lists the manifest's screens with their Pro badges, 320 px wide, with the content to its right", async () => {
    const names = await menuNames();
    expect(names.map((n) => n.split('\n')[0])).toEqual(MENU.map((item) => item.name));
    expect(names.map((n) => n.includes('PRO'))).toEqual(MENU.map((item) => item.pro));
    expect(names.find((n) => n.startsWith('Live Candle Watch'))).not.toContain('PRO');
    expect((await sidebar().boundingBox())?.width).toBe(320);
    expect((await page.getByTestId('dashboard-content').boundingBox())?.x).toBe(320);
    const year = new Date().getFullYear();
    expect(await sidebar().locator('footer').innerText()).toBe(
      `© ${year} NEPSE Backtest. All rights reserved.`,
    );
  });

  it('leads every menu item to its screen and highlights it', async () => {
    for (const { name, path, title } of MENU) {
      await sidebar()
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .click();
      await page.waitForURL(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await sidebar().locator('a[aria-current="page"]').innerText()).toContain(name);
      expect(await sidebar().locator('a[aria-current="page"]').count()).toBe(1);
    }
  });

  it('filters the menu by name, case-insensitively, and says when nothing matches', async () => {
    const search = sidebar().getByPlaceholder('Search...');
    await search.fill('sToCkS');
    expect((await menuNames()).map((n) => n.split('\n')[0])).toEqual([
      'Volatile Stocks',
      'Breakout Stocks',
      'Consolidating Stocks',
    ]);
    await search.fill('bitcoin');
    expect(await sidebar().getByText('No results found').isVisible()).toBe(true);
    expect(await menuNames()).toEqual([]);
    await search.fill('');
    expect(await menuNames()).toHaveLength(MENU.length);
  });

  it('collapses to 64 px icons with tooltips, and expands again', async () => {
    await sidebar().getByRole('button', { name: 'Collapse sidebar' }).click();
    await settlesAt(64);
    expect(await sidebar().getByPlaceholder('Search...').count()).toBe(0);
    const link = sidebar().getByRole('link', { name: 'Trend Signals' });
    expect((await link.innerText()).trim()).toBe('');
    await link.hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Trend Signals' });
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.innerText()).toMatch(/Trend Signals\s*PRO/);
    await sidebar().getByRole('link', { name: 'Live Candle Watch' }).hover();
    const live = page.getByRole('tooltip').filter({ hasText: 'Live Candle Watch' });
    await live.waitFor({ state: 'visible' });
    expect(await live.innerText()).not.toContain('PRO');
    await sidebar().getByRole('button', { name: 'Expand sidebar' }).click();
    await settlesAt(320);
  });

  it('collapses by itself below 768 px and expands again above', async () => {
    await page.setViewportSize({ width: 767, height: 900 });
    await page.waitForFunction(
      () => document.querySelector('aside')?.getAttribute('data-collapsed') === 'true',
    );
    await settlesAt(64);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.waitForFunction(
      () => document.querySelector('aside')?.getAttribute('data-collapsed') === 'false',
    );
    await settlesAt(320);
  });

  it('starts collapsed on a narrow window', async () => {
    const narrow = await browser.newPage({ viewport: { width: 600, height: 800 } });
    await narrow.goto(`${baseUrl}/dashboard/trend-signals`);
    await narrow.getByRole('heading', { level: 1, name: 'Trend Signals' }).waitFor();
    expect(await narrow.locator('aside').getAttribute('data-collapsed')).toBe('true');
    await narrow.close();
  });
});
