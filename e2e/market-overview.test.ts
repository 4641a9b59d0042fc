import {
  API_PATHS,
  marketOverviewResponseSchema,
  relativeStrengthResponseSchema,
  SCREEN_MANIFEST,
  screenPath,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { apiAnswer, expectErrorStates, tableRows } from './support/page-helpers';

const { page: PATH, api } = SCREEN_MANIFEST.market;
const isOverviewCall = (url: URL) => url.pathname === screenPath('market');

describe('the Market Overview page on the demo market', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}${PATH}`);
    await page.getByTestId('market-breadth').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is titled and shows breadth, labelled as written, from the answer', async () => {
    const overview = await apiAnswer(screenPath('market'), marketOverviewResponseSchema);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Market Overview');
    const breadth = page.getByTestId('market-breadth');
    for (const [label, count] of [
      ['Advancing', overview.breadth.advancing],
      ['Declining', overview.breadth.declining],
      ['Unchanged', overview.breadth.unchanged],
    ] as const) {
      const card = breadth.locator('div', { has: page.getByText(label, { exact: true }) }).last();
      // innerText follows CSS text-transform: an upper-cased label would read ADVANCING.
      expect(await card.locator('p').first().innerText()).toBe(label);
      expect(await card.locator('p').nth(1).innerText()).toBe(count.toLocaleString('en-US'));
    }
    expect(overview.newHighs.length + overview.newLows.length).toBeGreaterThan(0);
    for (const symbol of [...overview.newHighs, ...overview.newLows].slice(0, 3))
      expect(await breadth.getByRole('link', { name: symbol, exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('sma-share').innerText()).toMatch(/\d+\.\d\d% \/ \d+\.\d\d%/);
  });

  it('draws the index with turnover, the averages chart and the rotation chart', async () => {
    await page.getByTestId('index-chart').locator('canvas').first().waitFor();
    await page.getByTestId('sma-share-chart').locator('canvas').first().waitFor();
    expect(await page.getByTestId('market-index').getByText('Turnover (Rs)').count()).toBe(1);
    expect(await page.getByTestId('rotation-chart').locator('g[data-sector]').count()).toBe(13);
  });

  it('says what each chart shows in words, and gives its data as a table', async () => {
    const overview = await apiAnswer(screenPath('market'), marketOverviewResponseSchema);
    const latestClose = overview.index.close.at(-1)!;
    const summaries = page.getByTestId('chart-summary-text');
    expect(await summaries.count()).toBe(3);
    const [index, share, rotation] = await summaries.allInnerTexts();
    expect(index).toContain(
      `The index: latest ${latestClose.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(share).toMatch(/^Above SMA 50 \(%\): latest \d+\.\d\d%.*Above SMA 200 \(%\): latest/);
    expect(rotation).toMatch(/^Sector rotation: Leading \d+/);
    const rotationFigure = page.getByRole('figure', { name: 'Sector rotation' });
    await rotationFigure.getByRole('button', { name: 'Show data table' }).click();
    const rows = rotationFigure.getByRole('table').locator('tbody tr');
    expect(await rows.count()).toBe(overview.sectors.reduce((n, s) => n + s.rotation.length, 0));
    await rotationFigure.getByRole('button', { name: 'Hide data table' }).click();
  });

  it('fills the sector, movers and relative-strength tables', async () => {
    const sectors = await tableRows(page, 'Sectors');
    expect(sectors).toHaveLength(13);
    for (const name of ['Top gainers', 'Top losers', 'Top turnover', 'Top volume'])
      expect((await tableRows(page, name)).length, name).toBe(10);
    const ranks = await apiAnswer(API_PATHS.relativeStrength, relativeStrengthResponseSchema);
    await page.getByRole('table', { name: 'Relative-strength rank' }).waitFor();
    const rows = await tableRows(page, 'Relative-strength rank');
    expect(rows.length).toBe(ranks.stocks.length);
    expect(rows[0]?.slice(0, 2)).toEqual([ranks.stocks[0]!.symbol, '99.9']);
  });

  it('is in the menu, free', async () => {
    const link = page.getByRole('navigation').getByRole('link', { name: /^Market Overview/ });
    expect(await link.innerText()).not.toContain('PRO');
    expect(await link.getAttribute('aria-current')).toBe('page');
  });

  it("shows the server's error, else the failure message, with Try Again", async () => {
    await expectErrorStates(
      { browser, path: PATH, isCall: isOverviewCall, answered: (p) => p.getByTestId('market-breadth') },
      api.failureMessage,
    );
  });
});
