import { readFileSync } from 'node:fs';
import {
  API_PATHS,
  type AppStatsResponse,
  appStatsResponseSchema,
  type LiveStockRecord,
} from '@nepse/contract';
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

/** A Bikram Sambat `YYYY-MM-DD`: years from 2070 on, where the data's AD years are all before 2030. */
const isBsDate = (text: string | undefined) => ISO.test(text ?? '') && Number(text?.slice(0, 4)) > 2070;

/** An app's figures with hand-checked dates: 10 and 16 November 2026 are Kartik 24 and 30, 2083 BS. */
const APP_STATS: AppStatsResponse = appStatsResponseSchema.parse({
  package_name: 'com.hamropatro',
  app_info: {
    name: 'Hamro Patro',
    developer_name: 'Hamro Patro Pvt. Ltd.',
    category: 'Tools',
    content_rating: 'Everyone',
    icon_url: null,
  },
  ratings: { average: 4.6, total_reviews: 410_000 },
  downloads: { display_text: '10,000,000+', exact_download: 10_480_000, kind: 'exact' },
  // Falgun 19, 2070 BS.
  release_info: { version: '9.1.0', release_date: 'Mar 3, 2014' },
  daily_downloads: [
    { date: '2026-11-10', downloads: 400, days: 1 },
    { date: '2026-11-16', downloads: 1200, days: 1 },
  ],
  permissions: [],
  provenance: 'recorded',
  tracked: true,
});

/** One live record, updated on 27 November 2026 (Mangsir 11, 2083 BS) at 14:59:59 Nepal time. */
const LIVE_RECORD: LiveStockRecord = {
  symbol: 'NABIL',
  openPrice: 500,
  highPrice: 520,
  lowPrice: 495,
  lastTradedPrice: 512.3,
  previousClose: 505,
  totalTradeQuantity: 12_000,
  percentageChange: 1.45,
  lastUpdatedDateTime: '2026-11-27 14:59:59.837549',
};

/**
 * The AD dates in a text: `YYYY-MM-DD` of a year before 2040 (the data's AD years are all before it, the BS years
 * of those days all after 2050), or an English month beside a day ("Nov 27", "27 November").
 */
const AD_DATE =
  /\b(19\d\d|20[0-3]\d)-\d\d-\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}\b|\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/g;
const adDates = (text: string) => text.match(AD_DATE) ?? [];
/** The AD dates left in the page's main content. */
const adDatesShown = async (page: Page) => adDates(await page.locator('main').innerText());

const chooseCalendar = (page: Page, name: 'AD' | 'BS') =>
  page.getByRole('group', { name: 'Calendar' }).getByRole('button', { name, exact: true }).click();

describe('the AD / BS switch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('writes a table, its CSV and its events CSV in BS, keeping the AD columns, and is remembered', async () => {
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

    // The events of "How this list has done", written by the server in AD, get a BS column after each date.
    const section = page.getByRole('region', { name: 'How this list has done' });
    await section.getByRole('button', { name: 'Show how this list has done' }).click();
    const range = section.getByText(/ sessions from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./);
    await range.waitFor({ timeout: 30_000 });
    const [, first, last] = / from (\S+) to (\S+)\./.exec(await range.innerText()) ?? [];
    expect([isBsDate(first), isBsDate(last)]).toEqual([true, true]);
    const [events] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download events (CSV)' }).click(),
    ]);
    const rows = readFileSync(await events.path(), 'utf8')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const served = await fetch(`${baseUrl}${API_PATHS.eventStudy}?format=csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ screen: 'breakout-stocks' }),
    });
    const adRows = (await served.text())
      .trimEnd()
      .split('\n')
      .map((line) => line.split(','));
    expect(rows[0]?.slice(0, 5)).toEqual(['symbol', 'date', 'dateBs', 'entryDate', 'entryDateBs']);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.map((cells) => cells.filter((_, i) => i !== 2 && i !== 4))).toEqual(adRows);
    for (const cells of rows.slice(1)) {
      expect(isBsDate(cells[2])).toBe(true);
      expect(cells[4] === '' ? cells[3] === '' : isBsDate(cells[4])).toBe(true);
    }
    // The list's events of Mangsir 2083, which began on 17 November 2026, the month the data ends in.
    const mangsir = rows.filter(([, date = '']) => date >= '2026-11-17' && date <= '2026-12-16');
    expect(mangsir.length).toBeGreaterThan(0);
    for (const [, date = '', dateBs] of mangsir) {
      expect(dateBs).toBe(`2083-08-${String(Number(date.slice(8)) - 16).padStart(2, '0')}`);
    }

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
    // A chart is drawn as it comes near the screen: this one is further down than a screen.
    await equity.scrollIntoViewIfNeeded();
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

  it("takes the Scanner's session in BS, its value and address staying AD", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${baseUrl}/dashboard/scanner?condition=SMA`);
    await chooseCalendar(page, 'BS');
    // Mangsir 1, 2083 BS is 17 November 2026, so Mangsir 7 is 23 November.
    const session = page.getByLabel('Session', { exact: true });
    expect(await session.inputValue()).toBe('');
    await session.fill('2083-08-07');
    await session.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2026-11-23');
    await page.getByRole('button', { name: 'Open Session calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Session calendar' });
    await calendar.getByText('Mangsir 2083', { exact: true }).waitFor();
    expect(
      await calendar.getByRole('button', { name: 'Monday, 7 Mangsir 2083' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await calendar.getByRole('button', { name: 'Tuesday, 8 Mangsir 2083' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2026-11-24');
    await chooseCalendar(page, 'AD');
    await expect.poll(() => session.inputValue()).toBe('2026-11-24');
    await page.getByRole('button', { name: 'Clear Session' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBeNull();
    expect(await session.inputValue()).toBe('');
    await page.close();
  });

  it("writes the Play Store page's dates and the live board's update time in BS", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.route(
      (url) => url.pathname === API_PATHS.playAppStats,
      (route) => route.fulfill({ json: APP_STATS }),
    );
    await page.route(
      (url) => url.pathname === API_PATHS.playApps,
      (route) => route.fulfill({ json: {} }),
    );
    await page.route(
      (url) => url.pathname === API_PATHS.liveNepse,
      (route) => route.fulfill({ json: [LIVE_RECORD] }),
    );
    await page.goto(`${baseUrl}/dashboard/playstats/app/com.hamropatro`);
    const trend = page.getByRole('region', { name: 'Daily Downloads Trend' });
    const dates = () => trend.getByTestId('bar-date').allInnerTexts();
    await expect.poll(dates).toEqual(['Nov 10', 'Nov 16']);
    await chooseCalendar(page, 'BS');
    await expect.poll(dates).toEqual(['24 Kar', '30 Kar']);
    expect(await trend.getByTestId('download-bar').first().getAttribute('title')).toBe(
      '2083-07-24: 400 downloads',
    );
    const entry = (label: string) => page.locator('dl > div').filter({ hasText: label }).innerText();
    expect(await entry('Peak Day')).toBe('Peak Day\n30 Kar: 1,200');
    expect(await entry('Released')).toBe('Released\n2070-11-19');

    // The live board keeps the time and writes the date in BS; the choice is remembered across pages.
    await page.goto(`${baseUrl}/dashboard/live-candle`);
    const updated = page.getByText(/^Last updated:/);
    await expect.poll(() => updated.innerText()).toBe('Last updated: 2083-08-11 14:59:59 (Nepal time)');
    await chooseCalendar(page, 'AD');
    await expect.poll(() => updated.innerText()).toBe('Last updated: 2026-11-27 14:59:59 (Nepal time)');
    await page.close();
  });

  it('leaves no AD date in the pages that wrote some of their own: events, rates paid, levels', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.addInitScript(recordDrawnTexts);
    // The stock page's adjustment events name their book closure; the choice made here is remembered below.
    await page.goto(`${baseUrl}/dashboard/stock/NABIL`);
    const events = page.getByRole('region', { name: 'Adjustment events' }).getByRole('listitem');
    await events.first().waitFor();
    expect(await events.first().innerText()).toMatch(/book closure (19|20)\d\d-/);
    await chooseCalendar(page, 'BS');
    await expect.poll(() => adDatesShown(page)).toEqual([]);

    // The back-test's trades name the day their tax regime took effect.
    await page.goto(`${baseUrl}/dashboard/backtest?symbol=NABIL&from=2016-01-01`);
    const trades = page.getByRole('table', { name: 'Transaction History' });
    await trades.getByText(/^Tax /).first().waitFor({ timeout: 30_000 });
    expect(await adDatesShown(page)).toEqual([]);

    // Support & Resistance names its swings by their session, in the table and on the chart's level labels.
    await page.goto(`${baseUrl}/dashboard/support-resistance`);
    await page
      .getByRole('table', { name: 'Charting Pivots' })
      .getByText(/^Resistance \(/)
      .first()
      .waitFor();
    const levelLabels = () =>
      page.evaluate(() =>
        (window.drawnTexts ?? []).map((t) => t.text).filter((t) => /^(Resistance|Support) /.test(t)),
      );
    await expect.poll(async () => (await levelLabels()).length).toBeGreaterThan(0);
    expect((await levelLabels()).flatMap(adDates)).toEqual([]);
    expect(await adDatesShown(page)).toEqual([]);
    await page.close();
  });
});
