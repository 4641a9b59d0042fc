import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

describe('the theme', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('follows the system colour scheme live, without a reload', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    await page.goto(inject('baseUrl'));
    const button = page.getByRole('link', { name: 'Try Now - Free Demo' });
    const colours = () =>
      button.evaluate((el) => [
        getComputedStyle(el).backgroundColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
    expect(await colours()).toEqual(['rgb(37, 99, 235)', 'rgb(255, 255, 255)']);
    await page.evaluate(() => {
      (window as { marker?: number }).marker = 1;
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    const [primary, body] = await colours();
    expect(primary).toBe('rgb(127, 90, 240)');
    expect(body).not.toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await colours()).toEqual(['rgb(37, 99, 235)', 'rgb(255, 255, 255)']);
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  });
});
