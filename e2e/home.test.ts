import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

describe('the server page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('loads the web app from the real server', async () => {
    const page = await browser.newPage();
    const response = await page.goto(inject('baseUrl'));
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toContain('NEPSE');
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    expect(await page.evaluate(() => typeof (window as { __APP_CONFIG__?: unknown }).__APP_CONFIG__)).toBe(
      'object',
    );
  });
});
