import {
  API_PATHS,
  type AppSearchResponse,
  type AppStatsResponse,
  appRecordResponseSchema,
  appSearchResponseSchema,
  appStatsResponseSchema,
} from '@nepse/contract';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { readSummary } from './support/chart-summary';

const baseUrl = inject('baseUrl');
const SEARCH = '/dashboard/playstats';
const PROMPT = 'Enter app name or Google Play Store link to see current download count';
const isSearchCall = (url: URL) => url.pathname === API_PATHS.playSearchApps;
const isStatsCall = (url: URL) => url.pathname === API_PATHS.playAppStats;
const isRegisterCall = (url: URL) => url.pathname === API_PATHS.playApps;
const ICONS = '**/e2e-icons/**';
/** A 1x1 PNG: the icon that loads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GOOD_ICON = `${baseUrl}/e2e-icons/good.png`;
const BROKEN_ICON = `${baseUrl}/e2e-icons/broken.png`;

/**
 * An answer of the stats call with hand-checked figures (a recorded answer, as the contract has it). Downloads per
 * day: 400, 1200, 0, 300 (900 over 3 days), -50 (the counter went down), 800 (a date that does not read as one).
 */
const HAMRO: AppStatsResponse = appStatsResponseSchema.parse({
  package_name: 'com.hamropatro',
  app_info: {
    name: 'Hamro Patro',
    developer_name: 'Hamro Patro Pvt. Ltd.',
    category: 'Tools',
    content_rating: 'Everyone',
    icon_url: GOOD_ICON,
  },
  ratings: { average: 3.66, total_reviews: 45_600 },
  downloads: { display_text: '1,000,000+', exact_download: 1_234_567, kind: 'exact' },
  release_info: { version: '9.1.0', release_date: 'Mar 3, 2014' },
  daily_downloads: [
    { date: '2026-11-10', downloads: 400, days: 1 },
    { date: '2026-11-11', downloads: 1200, days: 1 },
    { date: '2026-11-12', downloads: 0, days: 1 },
    { date: '2026-11-15', downloads: 900, days: 3 },
    { date: '2026-11-16', downloads: -50, days: 1 },
    { date: 'today', downloads: 800, days: 1 },
  ],
  permissions: [
    'take pictures and videos with the camera',
    'access precise location only in the foreground',
    'modify or delete the contents of your shared storage',
    'full network access',
  ],
  provenance: 'recorded',
  tracked: true,
});

/** Two results, one whose icon loads and one whose icon fails, and one whose package needs encoding in an address. */
const ICON_RESULTS: AppSearchResponse = appSearchResponseSchema.parse({
  extracted_elements: [
    {
      package_name: 'com.hamropatro',
      name: 'Hamro Patro',
      publisher: 'Hamro Patro Pvt. Ltd.',
      icon_url: GOOD_ICON,
    },
    { package_name: 'com.khalti', name: 'Khalti', publisher: 'Khalti Pvt. Ltd.', icon_url: BROKEN_ICON },
    { package_name: 'com.odd app/v2', name: 'Odd App', publisher: 'Nobody', icon_url: null },
  ],
  provenance: 'live',
});

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast-container--bottom-right [role="alert"]').filter({ hasText: text });
const cards = (page: Page) => page.getByTestId('app-card');
/** Each card's lines: name and publisher. */
const cardLines = async (page: Page) => (await cards(page).allInnerTexts()).map((text) => text.split(/\n+/));
const searchBox = (page: Page) => page.getByPlaceholder('Search for apps...');
const json = (body: unknown) => (route: Route) => route.fulfill({ json: body });

/** Serves the test icons: the good one as a PNG, the broken one as a 404. */
async function serveIcons(page: Page): Promise<void> {
  await page.route(ICONS, (route) =>
    route.request().url().endsWith('good.png')
      ? route.fulfill({ body: PNG, contentType: 'image/png' })
      : route.fulfill({ status: 404, body: '' }),
  );
}

/** The registrations the page sends, answered by the server (or by `answer` when given). */
async function recordRegistrations(page: Page, answer?: (route: Route) => Promise<void>): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(isRegisterCall, async (route) => {
    bodies.push(route.request().postDataJSON());
    await (answer ? answer(route) : route.continue());
  });
  return bodies;
}

/** The console warnings of a page. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** The URL of every search call the page makes. */
function searchCalls(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (isSearchCall(url)) urls.push(url);
  });
  return urls;
}

async function apiJson(path: string): Promise<unknown> {
  return (await fetch(`${baseUrl}${path}`)).json();
}

describe('the Play Store Analytics search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function openSearch(path = SEARCH): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Play Store Analytics' }).waitFor();
    return page;
  }

  it('is reached from the link below the menu, with its texts, and says how daily downloads are made', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${baseUrl}/dashboard`);
    await page
      .getByRole('list', { name: 'More' })
      .getByRole('link', { name: 'Play Store Analytics' })
      .click();
    await page.waitForURL(`${baseUrl}${SEARCH}`);
    await page.getByRole('heading', { level: 1, name: 'Play Store Analytics' }).waitFor();
    expect(await page.getByText('App Download Tracker', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(PROMPT, { exact: true }).isVisible()).toBe(true);
    expect(await searchBox(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Search', exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/differences between consecutive daily snapshots/).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    await page.close();
  });

  it("lists the demo catalogue's apps on Enter and on the button, with their provenance", async () => {
    const page = await openSearch();
    const wallets = appSearchResponseSchema.parse(await apiJson(`${API_PATHS.playSearchApps}?q=wallet`));
    expect(wallets.extracted_elements.length).toBeGreaterThan(1);
    await searchBox(page).fill('  wallet ');
    await searchBox(page).press('Enter');
    await page.waitForURL(`${baseUrl}${SEARCH}?q=wallet`);
    await cards(page).first().waitFor();
    expect(await cardLines(page)).toEqual(wallets.extracted_elements.map((app) => [app.name, app.publisher]));
    expect(await page.getByTestId('provenance').innerText()).toBe('Demo catalogue');

    const banks = appSearchResponseSchema.parse(await apiJson(`${API_PATHS.playSearchApps}?q=bank`));
    await searchBox(page).fill('bank');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${baseUrl}${SEARCH}?q=bank`);
    await page.getByText(`${banks.extracted_elements.length} apps for “bank”`).waitFor();
    expect(await cardLines(page)).toEqual(banks.extracted_elements.map((app) => [app.name, app.publisher]));
    await page.close();
  });

  it("searches a pasted Play Store link by its id= and opens the app's page", async () => {
    const page = await openSearch();
    const calls = searchCalls(page);
    await searchBox(page).fill('https://play.google.com/store/apps/details?id=com.khalti&hl=en_US');
    await searchBox(page).press('Enter');
    await cards(page).first().waitFor();
    expect(calls.map((url) => url.searchParams.get('q'))).toEqual(['com.khalti']);
    expect(await cards(page).count()).toBe(1);
    await cards(page).click();
    await page.waitForURL(`${baseUrl}/dashboard/playstats/app/com.khalti`);
    await page.getByRole('heading', { level: 1, name: /Khalti/ }).waitFor();
    await page.close();
  });

  it('refuses an empty or blank query with a toast, without a call', async () => {
    const page = await openSearch();
    const calls = searchCalls(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await toast(page, 'Please enter a search query').waitFor();
    await searchBox(page).fill('    ');
    await searchBox(page).press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.Toastify__toast').length === 2);
    expect(await toast(page, 'Please enter a search query').count()).toBe(2);
    expect(calls).toEqual([]);
    expect(page.url()).toBe(`${baseUrl}${SEARCH}`);
    await page.close();
  });

  it('shows "Loading app stats..." while it searches', async () => {
    const page = await openSearch();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isSearchCall, async (route) => {
      await held;
      await route.continue();
    });
    await searchBox(page).fill('calendar');
    await searchBox(page).press('Enter');
    await page.getByRole('status').getByText('Loading app stats...').waitFor();
    release();
    await cards(page).first().waitFor();
    expect(await page.getByText('Loading app stats...').count()).toBe(0);
    await page.close();
  });

  it('says in an info toast when no app matches', async () => {
    const page = await openSearch();
    await searchBox(page).fill('zzzz no such app');
    await searchBox(page).press('Enter');
    const shown = toast(page, 'No apps found matching your search');
    await shown.waitFor();
    expect(await shown.evaluate((el) => el.closest('.Toastify__toast')?.className)).toContain('toast--info');
    expect(await cards(page).count()).toBe(0);
    await page.close();
  });

  it('clears the results when a search fails, with its toast, and a search after it works again', async () => {
    const page = await openSearch(`${SEARCH}?q=wallet`);
    await cards(page).first().waitFor();
    const failing = (route: Route) => route.fulfill({ status: 502, json: { error: 'Google Play is down' } });
    const noCards = () =>
      page.waitForFunction(() => document.querySelectorAll('[data-testid="app-card"]').length === 0);

    // Another query that fails.
    await page.route(isSearchCall, failing);
    await searchBox(page).fill('bank');
    await searchBox(page).press('Enter');
    const shown = toast(page, 'Failed to search apps. Please try again.');
    await shown.first().waitFor();
    expect(await shown.first().evaluate((el) => el.closest('.Toastify__toast')?.className)).toContain(
      'toast--error',
    );
    await noCards();
    expect(await toast(page, 'Google Play is down').count()).toBe(0);

    // The shown query asked again, failing: its earlier answer is cleared too.
    await page.unroute(isSearchCall);
    await searchBox(page).fill('wallet');
    await searchBox(page).press('Enter');
    await cards(page).first().waitFor();
    await page.route(isSearchCall, failing);
    const failed = page.waitForResponse((response) => isSearchCall(new URL(response.url())));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await failed).status()).toBe(502);
    await noCards();
    expect(await shown.first().isVisible()).toBe(true);

    await page.unroute(isSearchCall);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await cards(page).first().waitFor();
    await page.close();
  });

  it("shows an icon that loads, hides one that fails, and opens an app's page with its package URL-encoded", async () => {
    const page = await openSearch();
    await serveIcons(page);
    await page.route(isSearchCall, json(ICON_RESULTS));
    await page.route(isStatsCall, (route) => route.fulfill({ status: 404, json: { error: 'No such app' } }));
    await searchBox(page).fill('patro');
    await searchBox(page).press('Enter');
    await cards(page).first().waitFor();
    expect(await page.getByTestId('provenance').innerText()).toBe('Live from Google Play');
    const good = cards(page).nth(0).getByTestId('app-icon');
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="app-icon"]') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    expect(await good.isVisible()).toBe(true);
    // The broken icon is removed once it fails; the card keeps its name and publisher.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="app-icon"]').length === 1);
    expect(await cards(page).nth(1).getByTestId('app-icon').count()).toBe(0);
    expect((await cardLines(page))[1]).toEqual(['Khalti', 'Khalti Pvt. Ltd.']);
    expect(await cards(page).nth(2).getByTestId('app-icon').count()).toBe(0);

    const stats = page.waitForRequest((request) => isStatsCall(new URL(request.url())));
    await cards(page).nth(2).click();
    await page.waitForURL(`${baseUrl}/dashboard/playstats/app/com.odd%20app%2Fv2`);
    expect(new URL((await stats).url()).searchParams.get('app')).toBe('com.odd app/v2');
    await page.getByRole('heading', { level: 1, name: 'App not found' }).waitFor();
    await page.close();
  });
});

describe("an app's page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  async function newPage(): Promise<Page> {
    return browser.newPage({ viewport: { width: 1366, height: 900 } });
  }
  const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
  const cardFigure = (page: Page, title: string) => card(page, title).getByTestId('figure').innerText();

  it("shows a demo app's answer, says where it came from, and registers the app once it has loaded", async () => {
    const page = await newPage();
    const warnings = warningsOf(page);
    const registrations = await recordRegistrations(page);
    const answer = appStatsResponseSchema.parse(
      await apiJson(`${API_PATHS.playAppStats}?app=com.f1soft.esewa`),
    );
    const registered = page.waitForResponse((response) => isRegisterCall(new URL(response.url())));
    await page.goto(`${baseUrl}/dashboard/playstats/app/com.f1soft.esewa`);
    await page.getByRole('heading', { level: 1, name: answer.app_info.name }).waitFor();
    expect(await page.getByTestId('provenance').innerText()).toBe('Demo catalogue');
    expect(await page.getByTestId('downloads-text').innerText()).toBe(
      `${answer.downloads.display_text} downloads`,
    );
    expect(await page.getByTestId('exact-downloads').innerText()).toBe(
      answer.downloads.exact_download.toLocaleString('en-US'),
    );
    expect(await page.getByTestId('download-bar').count()).toBe(answer.daily_downloads.length);
    const note = page.getByText(/differences between consecutive daily snapshots/);
    expect(await note.innerText()).toContain('come from the demo catalogue: made up, and never stored.');

    const response = await registered;
    expect(response.ok()).toBe(true);
    appRecordResponseSchema.parse(await response.json());
    expect(registrations).toEqual([
      {
        package_name: 'com.f1soft.esewa',
        display_name: answer.app_info.name,
        developer: answer.app_info.developer_name,
        store: 'google_play',
      },
    ]);
    expect(warnings).toEqual([]);
    await page.close();
  });

  it('shows every part of the answer with its figures', async () => {
    const page = await newPage();
    await serveIcons(page);
    await page.route(isStatsCall, json(HAMRO));
    await recordRegistrations(page, (route) => route.fulfill({ json: {} }));
    await page.goto(`${baseUrl}/dashboard/playstats/app/com.hamropatro`);
    await page.getByRole('heading', { level: 1, name: 'Hamro Patro' }).waitFor();

    // Header: icon, classification, package, developer, 3.66 as 3 full stars, a half and an empty, 45,600 reviews.
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="app-icon"]') as HTMLImageElement | null)?.naturalWidth === 1,
    );
    const header = page.getByTestId('app-header');
    expect(await header.getByText('Tools • Everyone', { exact: true }).isVisible()).toBe(true);
    expect(await header.getByText('com.hamropatro', { exact: true }).isVisible()).toBe(true);
    expect(await header.getByText('Hamro Patro Pvt. Ltd.', { exact: true }).isVisible()).toBe(true);
    const stars = await header
      .locator('[data-star]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-star')));
    expect(stars).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(await page.getByTestId('app-rating').innerText()).toMatch(/^3\.7\s+\(45\.6K reviews\)$/);
    expect(await page.getByTestId('downloads-text').innerText()).toBe('1,000,000+ downloads');
    expect(await page.getByTestId('version-chip').innerText()).toBe('Version 9.1.0');
    expect(await page.getByTestId('content-rating-chip').innerText()).toBe('Everyone');
    expect(await page.getByTestId('provenance').innerText()).toBe('Recorded answers');
    expect(await page.getByText(/differences between consecutive daily snapshots/).innerText()).not.toContain(
      'demo catalogue',
    );

    // Cards: 3,250 downloads over 8 days = 406.25 a day; growth from 400 to 800 a day.
    expect(await cardFigure(page, 'Total Downloads')).toBe('1.2M');
    expect(await page.getByTestId('exact-downloads').innerText()).toBe('1,234,567');
    expect(await cardFigure(page, 'Daily Average')).toBe('406');
    expect(await card(page, 'Daily Average').getByText('Downloads per day').isVisible()).toBe(true);
    expect(await cardFigure(page, 'Weekly Growth')).toBe('+100.0%');
    expect(await card(page, 'Weekly Growth').getByTestId('figure').getAttribute('class')).toContain(
      'emerald',
    );
    expect(await card(page, 'Weekly Growth').getByText('Last 7 days').isVisible()).toBe(true);

    // Trend: heights against the most a day (1,200 = 200 px), 8 px at least; values above, dates below.
    const trend = card(page, 'Daily Downloads Trend');
    expect(await trend.getByTestId('bar-value').allInnerTexts()).toEqual([
      '400',
      '1.2K',
      '0',
      '300',
      '-50',
      '800',
    ]);
    expect(await trend.getByTestId('bar-date').allInnerTexts()).toEqual([
      'Nov 10',
      'Nov 11',
      'Nov 12',
      'Nov 15',
      'Nov 16',
      'today',
    ]);
    const heights = await trend
      .getByTestId('bar')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    // 400 / 1200 x 200 = 66.7, 300 / 1200 x 200 = 50, 800 / 1200 x 200 = 133.3; 0 and -50 at 8 px.
    expect(heights.map((height) => Math.round(height))).toEqual([67, 200, 8, 50, 8, 133]);
    const bars = trend.getByTestId('download-bar');
    expect(await bars.nth(3).innerText()).toContain('3 days');
    expect(await bars.nth(3).getAttribute('title')).toBe('2026-11-15: 900 downloads over 3 days (300 a day)');
    // Values stand above their bars and dates below them.
    const value = await bars.nth(1).getByTestId('bar-value').boundingBox();
    const bar = await bars.nth(1).getByTestId('bar').boundingBox();
    const date = await bars.nth(1).getByTestId('bar-date').boundingBox();
    expect((value?.y ?? 0) + (value?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    expect(date?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    // Its summary: 800 a day last, from 400 (up 100%), above the average of (400 + 1,200 + 0 + 300 - 50 + 800) / 6
    // = 441.67 a day; its table a row a bar, with the days each spans.
    const { text, rows } = await readSummary(trend);
    expect(text).toBe(
      'Downloads a day: latest 800, up 100.00% over the range shown (from 400); above its average of 442 over the range.',
    );
    expect(rows).toEqual([
      ['2026-11-10', '400', '1'],
      ['2026-11-11', '1,200', '1'],
      ['2026-11-12', '0', '1'],
      ['2026-11-15', '300', '3'],
      ['2026-11-16', '-50', '1'],
      ['today', '800', '1'],
    ]);

    // Panels.
    expect(await card(page, 'App Information').locator('dl > div').allInnerTexts()).toEqual([
      'Package Name\ncom.hamropatro',
      'Developer\nHamro Patro Pvt. Ltd.',
      'Released\nMar 3, 2014',
      'Current Version\n9.1.0',
      'Category\nTools',
      'Content Rating\nEveryone',
    ]);
    const permissions = card(page, 'Permissions').locator('li');
    expect(
      await permissions.evaluateAll((els) => els.map((el) => el.getAttribute('data-permission'))),
    ).toEqual(['camera', 'location', 'storage', 'other']);
    expect(await permissions.locator('svg').count()).toBe(4);
    expect(await card(page, 'Download Insights').locator('dl > div').allInnerTexts()).toEqual([
      'Peak Day\nNov 11: 1,200',
      'Lowest Day\nNov 16: -50',
      'Trend\nGrowing',
    ]);
    await page.close();
  });

  it('counts a download that is not a number as 0, from an analytics backend that sends one', async () => {
    const page = await newPage();
    const foreign = {
      ...HAMRO,
      daily_downloads: HAMRO.daily_downloads.map((d) =>
        d.date === '2026-11-12' ? { ...d, downloads: 'n/a' } : d,
      ),
    };
    await page.route(isStatsCall, json(foreign));
    await recordRegistrations(page, (route) => route.fulfill({ json: {} }));
    await page.goto(`${baseUrl}/dashboard/playstats/app/com.hamropatro`);
    await page.getByRole('heading', { level: 1, name: 'Hamro Patro' }).waitFor();
    const values = page.getByRole('region', { name: 'Daily Downloads Trend' }).getByTestId('bar-value');
    expect(await values.allInnerTexts()).toEqual(['400', '1.2K', '0', '300', '-50', '800']);
    expect(await cardFigure(page, 'Daily Average')).toBe('406');
    await page.close();
  });

  it('draws the placeholder for an icon that fails, and says when there is no daily data', async () => {
    const page = await newPage();
    await serveIcons(page);
    const bare = appStatsResponseSchema.parse({
      ...HAMRO,
      app_info: { ...HAMRO.app_info, developer_name: null, icon_url: BROKEN_ICON },
      release_info: { version: null, release_date: null },
      daily_downloads: [{ date: '2026-11-20', downloads: 75, days: 1 }],
      permissions: [],
    });
    await page.route(isStatsCall, json(bare));
    await recordRegistrations(page, (route) => route.fulfill({ json: {} }));
    await page.goto(`${baseUrl}/dashboard/playstats/app/com.hamropatro`);
    await page.getByRole('heading', { level: 1, name: 'Hamro Patro' }).waitFor();
    await page.getByTestId('app-icon-placeholder').waitFor();
    expect(await page.getByTestId('app-icon-placeholder').innerText()).toBe('H');
    expect(await page.getByTestId('app-icon').count()).toBe(0);
    // One interval: an average, no growth (a dash, not coloured), no version chip, a dash for the developer.
    expect(await cardFigure(page, 'Daily Average')).toBe('75');
    expect(await cardFigure(page, 'Weekly Growth')).toBe('—');
    expect(await card(page, 'Weekly Growth').getByTestId('figure').getAttribute('class')).not.toMatch(
      /emerald|red/,
    );
    expect(await page.getByTestId('version-chip').count()).toBe(0);
    expect(await card(page, 'App Information').locator('dl > div').nth(1).innerText()).toBe('Developer\n—');
    expect(await card(page, 'Permissions').count()).toBe(0);

    await page.unroute(isStatsCall);
    await page.route(
      isStatsCall,
      json({ ...bare, app_info: { ...bare.app_info, icon_url: null }, daily_downloads: [] }),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hamro Patro' }).waitFor();
    expect(await page.getByTestId('app-icon-placeholder').isVisible()).toBe(true);
    expect(await page.getByText('No daily downloads data available', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('No insights available', { exact: true }).isVisible()).toBe(true);
    expect(await cardFigure(page, 'Daily Average')).toBe('0');
    expect(await cardFigure(page, 'Weekly Growth')).toBe('—');
    await page.close();
  });

  it('shows "Loading app details..." until the answer comes', async () => {
    const page = await newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(isStatsCall, async (route) => {
      await held;
      await route.fulfill({ json: HAMRO });
    });
    await recordRegistrations(page, (route) => route.fulfill({ json: {} }));
    await page.goto(`${baseUrl}/dashboard/playstats/app/com.hamropatro`);
    await page.getByText('Loading app details...', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    release();
    await page.getByRole('heading', { level: 1, name: 'Hamro Patro' }).waitFor();
    expect(await page.getByText('Loading app details...').count()).toBe(0);
    await page.close();
  });

  it('only logs a registration that fails, without a toast', async () => {
    const page = await newPage();
    const warnings = warningsOf(page);
    await page.route(isStatsCall, json(HAMRO));
    const registrations = await recordRegistrations(page, (route) =>
      route.fulfill({ status: 503, json: { error: 'Tracking is paused' } }),
    );
    await page.goto(`${baseUrl}/dashboard/playstats/app/com.hamropatro`);
    await page.getByRole('heading', { level: 1, name: 'Hamro Patro' }).waitFor();
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain('Could not register com.hamropatro for tracking');
    expect(registrations).toHaveLength(1);
    // A toast made after the warning: had the failure shown one, it would be there before it.
    await page.getByRole('button', { name: 'Back to Search' }).click();
    await page.waitForURL(`${baseUrl}${SEARCH}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await toast(page, 'Please enter a search query').waitFor();
    expect(await page.locator('.Toastify__toast').allInnerTexts()).toEqual(['Please enter a search query']);
    await page.close();
  });

  it('says "Failed to load app details", then "App not found", and registers nothing', async () => {
    const page = await newPage();
    const registrations = await recordRegistrations(page);
    await page.goto(`${baseUrl}/dashboard/playstats/app/com.example.missing`);
    await toast(page, 'Failed to load app details').waitFor();
    await page.getByRole('heading', { level: 1, name: 'App not found' }).waitFor();
    expect(await page.getByText('com.example.missing', { exact: true }).isVisible()).toBe(true);
    // An upstream failure reads the same.
    await page.route(isStatsCall, (route) =>
      route.fulfill({ status: 502, json: { error: 'Google Play is down' } }),
    );
    await page.reload();
    await toast(page, 'Failed to load app details').waitFor();
    await page.getByRole('heading', { level: 1, name: 'App not found' }).waitFor();
    expect(await toast(page, 'Google Play is down').count()).toBe(0);
    expect(registrations).toEqual([]);
    // Opened first, Go Back leads to the search.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl}${SEARCH}`);
    await page.close();
  });

  it('goes back to the search it came from, its results shown again', async () => {
    const page = await newPage();
    await page.route(isSearchCall, json(ICON_RESULTS));
    await page.route(isStatsCall, (route) =>
      new URL(route.request().url()).searchParams.get('app') === 'com.hamropatro'
        ? route.fulfill({ json: HAMRO })
        : route.fulfill({ status: 404, json: { error: 'No such app' } }),
    );
    await recordRegistrations(page, (route) => route.fulfill({ json: {} }));
    await page.goto(`${baseUrl}${SEARCH}?q=patro`);
    await cards(page).first().waitFor();
    await cards(page).nth(0).click();
    await page.getByRole('heading', { level: 1, name: 'Hamro Patro' }).waitFor();
    await page.getByRole('button', { name: 'Back to Search' }).click();
    await page.waitForURL(`${baseUrl}${SEARCH}?q=patro`);
    expect(await cards(page).count()).toBe(3);
    expect(await searchBox(page).inputValue()).toBe('patro');

    await cards(page).nth(1).click();
    await page.getByRole('heading', { level: 1, name: 'App not found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl}${SEARCH}?q=patro`);
    expect(await cards(page).count()).toBe(3);
    await page.close();
  });
});
