import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

describe('the not-found and error screens', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['/no/such/page', '/dashboard/no-such-screen', '/some.page', '/dashboard/foo.bar'])(
    '%s shows the not-found page, answered 404',
    async (path) => {
      const page = await browser.newPage();
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
        '/dashboard',
      );
      const popular = page.getByRole('navigation', { name: 'Popular Pages' }).getByRole('link');
      expect(await popular.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        '/dashboard/technical-ratings',
        '/dashboard/candlestick-patterns',
        '/dashboard/trend-signals',
        '/dashboard/backtest',
      ]);
      expect(await page.title()).toBe('Page Not Found | NEPSE Backtest');
      // The prerendered landing markup never shows on another address.
      expect(await page.getByRole('button', { name: 'Watch Demo Video' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.getByRole('button', { name: 'Watch Demo Video' }).waitFor();
      expect(page.url()).toBe(`${baseUrl}/`);
      await page.close();
    },
  );

  it('opens an app by its Play Store package name, dots and all', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/dashboard/playstats/app/com.example.app`);
    expect(response?.status()).toBe(200);
    // No app has that name: the app's own page says so (not the not-found page), naming the whole package.
    await page.getByRole('heading', { level: 1, name: 'App not found' }).waitFor();
    expect(await page.getByText('com.example.app', { exact: true }).count()).toBe(1);
    await page.close();
  });

  it('keeps 200 for a stock page of a symbol the market does not have, which says it is unknown', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/dashboard/stock/ZZZZ`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 2, name: 'Unknown symbol' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).count()).toBe(0);
    await page.close();
  });

  it('shows "Unexpected Application Error!" when a screen cannot load', async () => {
    const page = await browser.newPage();
    await page.route('**/assets/volatile-stocks-page-*.js', (route) => route.abort('failed'));
    await page.goto(`${baseUrl}/dashboard/volatile-stocks`);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    const detail = await page.getByRole('heading', { level: 3 }).textContent();
    expect(detail).toContain('Failed to fetch dynamically imported module');
    expect(detail).toContain('volatile-stocks-page');
    await page.close();
  });
});
