import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const TRACKING_ID = 'G-E2ETEST42';

describe('analytics with a tracking id', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ ANALYTICS_ID: TRACKING_ID }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('loads the gtag.js tag for the id and reports page views', async () => {
    const page = await browser.newPage();
    const tagRequests: string[] = [];
    // No network here: the tag's address answers with an empty script.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(server.baseUrl);
    const tag = page.locator('script[src*="googletagmanager.com/gtag/js"]');
    await tag.waitFor({ state: 'attached' });
    expect(await tag.getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${TRACKING_ID}`);
    expect(tagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TRACKING_ID}`]);

    const pageViews = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .map((args) => Array.from(args))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    expect(await pageViews()).toEqual(['/']);
    const config = await page.evaluate(() =>
      ((window as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((a) => Array.from(a))
        .find((a) => a[0] === 'config'),
    );
    expect(config?.[1]).toBe(TRACKING_ID);

    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('link', { name: /^Trend Signals/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Trend Signals' }).waitFor();
    expect(await pageViews()).toEqual(['/dashboard', '/dashboard/trend-signals']);
  });
});
