import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const BS_MONTH = '(Bai|Jes|Asa|Shr|Bha|Asw|Kar|Man|Pou|Mag|Fal|Cha)';

declare global {
  interface Window {
    /** The texts drawn on the charts' canvases, with the chart's name. */
    drawnTexts?: { chart: string; text: string }[];
  }
}

function recordDrawnTexts(): void {
  window.drawnTexts = [];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
    const chart = this.canvas.closest('figure')?.getAttribute('aria-label') ?? '';
    window.drawnTexts?.push({ chart, text });
    return fillText.call(this, text, x, y, maxWidth);
  };
}

const chooseCalendar = (page: Page, name: 'AD' | 'BS') =>
  page.getByRole('group', { name: 'Calendar' }).getByRole('button', { name, exact: true }).click();

describe('the AD / BS switch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('writes a table and its CSV in BS, keeping the AD column, and is remembered', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    await page.goto(`${baseUrl}/dashboard/breakout-stocks`);
    const firstDate = page.locator('table tbody tr').first().locator('td').nth(2);
    const ad = (await firstDate.textContent()) ?? '';
    expect(ad).toMatch(ISO);
    expect(await page.getByRole('button', { name: 'AD', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await chooseCalendar(page, 'BS');
    await expect.poll(() => firstDate.textContent()).not.toBe(ad);
    const bs = (await firstDate.textContent()) ?? '';
    expect(bs).toMatch(ISO);
    // Bikram Sambat runs 56 years and 8 or 9 months ahead of AD.
    expect(Number(bs.slice(0, 4)) - Number(ad.slice(0, 4))).toBeGreaterThanOrEqual(56);
    expect(Number(bs.slice(0, 4)) - Number(ad.slice(0, 4))).toBeLessThanOrEqual(57);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe('Symbol,LTP (Rs),Breakout Date,Breakout Date (BS)');
    expect(lines[1]).toMatch(new RegExp(`,${ad},${bs}$`));

    await page.reload();
    await expect.poll(() => firstDate.textContent()).toBe(bs);
    await chooseCalendar(page, 'AD');
    await expect.poll(() => firstDate.textContent()).toBe(ad);
    await page.close();
  });

  it("relabels a chart's time axis, and types, picks and presets the back-test's dates in BS", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(recordDrawnTexts);
    await page.goto(`${baseUrl}/dashboard/backtest?symbol=UPPER&from=2025-01-01&to=2026-11-23`);
    await page.getByRole('region', { name: 'Backtest Results' }).waitFor();
    const equity = page.getByRole('figure', { name: 'Equity of UPPER' });
    await equity.locator('canvas').first().waitFor();
    const bsLabels = () =>
      page.evaluate(
        (pattern) =>
          (window.drawnTexts ?? []).filter(
            (t) => t.chart === 'Equity of UPPER' && new RegExp(pattern).test(t.text),
          ).length,
        `^\\d{1,2} ${BS_MONTH}$`,
      );
    expect(await bsLabels()).toBe(0);
    await chooseCalendar(page, 'BS');
    await expect.poll(bsLabels).toBeGreaterThan(0);

    // 1 January 2025 is Poush 17, 2081 BS; Shrawan 1 2078 BS is 16 July 2021.
    const from = page.getByLabel('From', { exact: true });
    expect(await from.inputValue()).toBe('2081-09-17');
    await from.fill('2078-04-01');
    await from.press('Enter');
    await chooseCalendar(page, 'AD');
    await expect.poll(() => from.inputValue()).toBe('2021-07-16');
    await chooseCalendar(page, 'BS');

    await page.getByRole('button', { name: 'Open From calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'From calendar' });
    await calendar.getByText('Shrawan 2078', { exact: true }).waitFor();
    await calendar.getByRole('button', { name: 'Saturday, 2 Shrawan 2078' }).click();
    expect(await from.inputValue()).toBe('2078-04-02');

    // FY 2081/82 runs from Shrawan 1 2081 (16 July 2024) to Asar 32 2082 (16 July 2025).
    await page.getByLabel('Fiscal Year').selectOption({ label: 'FY 2081/82' });
    expect(await from.inputValue()).toBe('2081-04-01');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('2082-03-32');
    await chooseCalendar(page, 'AD');
    await expect.poll(() => from.inputValue()).toBe('2024-07-16');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('2025-07-16');
    await page.close();
  });
});
