import { type BacktestRequest, backtestResponseSchema, screenPath } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseSymbol, openBacktest, pageErrors, panel, ruleCard } from './support/backtest-page';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

/** Runs the page's back-test and waits for the one-symbol call's answer. */
async function run(page: Page) {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/backtest/' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
  return answered;
}

/** The sentence under a rule's card. */
const says = (page: Page, side: 'buy' | 'sell', name: string) =>
  ruleCard(page, side, name).locator('p').last().textContent();

describe('triggers, the zero line and matching any on the back-test page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('chooses the trigger and the zero line on a card and any on a side, runs them and keeps them in the link', async () => {
    const page = await openBacktest(browser, baseUrl);
    const errors = pageErrors(page);
    await panel(page, 'buy')
      .getByRole('button', { name: /Technical Indicators/ })
      .click();
    await panel(page, 'buy').getByRole('checkbox', { name: 'MACD', exact: true }).check();
    await page.getByRole('heading', { level: 1 }).click();
    await panel(page, 'buy').getByRole('button', { name: 'Remove SMA', exact: true }).click();

    const macd = ruleCard(page, 'buy', 'MACD');
    expect(await macd.getByLabel('Trigger').locator('option').allTextContents()).toEqual([
      'While: every session it holds',
      'Starts: the session it starts',
    ]);
    expect(await macd.getByLabel('Zero line').locator('option').allTextContents()).toEqual([
      'On: also against the MACD value',
      'Off: against the signal line only',
    ]);
    expect(await says(page, 'buy', 'MACD')).toBe(
      'Buy when the MACD line (12, 26) of the close is above its signal line (9) and above 0.',
    );
    await macd.getByLabel('Trigger').selectOption('starts');
    await macd.getByLabel('Zero line').selectOption('off');
    expect(await says(page, 'buy', 'MACD')).toBe(
      'Buy on the session the MACD line (12, 26) of the close goes above its signal line (9).',
    );

    // Sell on either of two SMA rules.
    await ruleCard(page, 'sell', 'SMA').getByRole('button', { name: 'Add another SMA rule' }).click();
    await ruleCard(page, 'sell', 'SMA 2').getByLabel('Period').fill('5');
    expect(await panel(page, 'sell').getByLabel('Sell match').inputValue()).toBe('all');
    await panel(page, 'sell').getByLabel('Sell match').selectOption('any');

    await chooseSymbol(page, 'NABIL');
    const response = await run(page);
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as BacktestRequest;
    expect(sent.buyStrategy).toEqual([
      {
        name: 'MACD',
        condition: '>',
        trigger: 'starts',
        short_period: '12',
        long_period: '26',
        signal_period: '9',
        macd_value: '0',
        zero_line: 'off',
        source: 'close',
      },
    ]);
    expect(sent).toMatchObject({ buyMatch: 'all', sellMatch: 'any' });
    const [summary] = backtestResponseSchema.parse(await response.json());
    expect(summary?.total_trades).toBeGreaterThan(0);

    await page.waitForURL(/sellMatch=any/);
    const link = new URL(page.url());
    expect(link.searchParams.getAll('buy')).toEqual(['MACD(trigger=starts,zero_line=off)']);
    expect(link.searchParams.has('buyMatch')).toBe(false);

    // The link opens the same run, its controls as they were chosen.
    const again = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const answered = again.waitForResponse((r) => new URL(r.url()).pathname === '/api/backtest/');
    await again.goto(link.href);
    expect((await answered).request().postDataJSON()).toEqual(sent);
    expect(await ruleCard(again, 'buy', 'MACD').getByLabel('Trigger').inputValue()).toBe('starts');
    expect(await ruleCard(again, 'buy', 'MACD').getByLabel('Zero line').inputValue()).toBe('off');
    expect(await panel(again, 'sell').getByLabel('Sell match').inputValue()).toBe('any');
    expect(await panel(again, 'buy').getByLabel('Buy match').inputValue()).toBe('all');
    await again.close();
    await page.close();
    expect(errors).toEqual([]);
  });

  it('opens a Fresh Indicator Signals MACD cross as a run of that cross: starts, the zero line off', async () => {
    const screen = screenPath('freshIndicatorSignals');
    const answer = await (await fetch(`${baseUrl}${screen}`)).json();
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // NABIL listed in the MACD group, whatever the demo market's latest session holds.
    await page.route(
      (url) => url.pathname === screen,
      (route) =>
        route.fulfill({
          json: {
            ...answer,
            signals: answer.signals.map((g: { key: string }) =>
              g.key === 'macd-cross-up'
                ? {
                    ...g,
                    stocks: [
                      { stockSymbol: 'NABIL', ltp: 500, change: 5, changePercent: 1.01, sector: null },
                    ],
                  }
                : g,
            ),
          },
        }),
    );
    await page.goto(`${baseUrl}/dashboard/fresh-indicator-signals?group=macd-cross-up`);
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/backtest/' && r.request().method() === 'POST',
    );
    await page.getByRole('link', { name: 'Back-test NABIL with these rules' }).click();
    await page.getByRole('heading', { level: 1, name: 'Strategy Backtesting' }).waitFor();
    for (const [side, condition, words] of [
      ['buy', '>', 'Buy on the session the MACD line (12, 26) of the close goes above its signal line (9).'],
      [
        'sell',
        '<',
        'Sell on the session the MACD line (12, 26) of the close goes below its signal line (9).',
      ],
    ] as const) {
      const card = ruleCard(page, side, 'MACD');
      expect(await card.getByLabel('Condition').inputValue()).toBe(condition);
      expect(await card.getByLabel('Trigger').inputValue()).toBe('starts');
      expect(await card.getByLabel('Zero line').inputValue()).toBe('off');
      expect(await says(page, side, 'MACD')).toBe(words);
    }
    // The link runs at once, with those rules.
    const response = await answered;
    expect(response.status()).toBe(200);
    const sent = response.request().postDataJSON() as BacktestRequest;
    expect(sent.stockSymbol).toBe('NABIL');
    expect(sent.buyStrategy).toEqual([
      expect.objectContaining({ name: 'MACD', condition: '>', trigger: 'starts', zero_line: 'off' }),
    ]);
    expect(sent.sellStrategy).toEqual([
      expect.objectContaining({ name: 'MACD', condition: '<', trigger: 'starts', zero_line: 'off' }),
    ]);
    await page.close();
  });
});
