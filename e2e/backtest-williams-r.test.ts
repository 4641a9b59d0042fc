import { type BacktestRequest, backtestResponseSchema } from '@nepse/contract';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseSymbol, openBacktest, pageErrors, panel, ruleCard } from './support/backtest-page';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const NAME = 'WILLIAMS %R';

describe('the Williams %R rule on the back-test page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is listed after the Awesome Oscillator, checks its fields as typed, runs, and draws its pane', async () => {
    const page = await openBacktest(browser, baseUrl);
    const errors = pageErrors(page);
    for (const side of ['buy', 'sell'] as const) {
      await panel(page, side)
        .getByRole('button', { name: /Technical Indicators/ })
        .click();
      const names = await panel(page, side)
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((b) => b.parentElement?.textContent));
      expect(names.slice(-2)).toEqual(['AWESOME OSCILLATOR', NAME]);
      await panel(page, side).getByRole('checkbox', { name: NAME, exact: true }).check();
      await page.getByRole('heading', { level: 1 }).click();
      // The SMA rule the page starts with goes, so that the run reads %R alone.
      await panel(page, side).getByRole('button', { name: 'Remove SMA', exact: true }).click();
    }

    const buy = ruleCard(page, 'buy', NAME);
    const says = (side: 'buy' | 'sell') => ruleCard(page, side, NAME).locator('p').last().textContent();
    expect(await buy.getByLabel('Condition').inputValue()).toBe('<');
    expect(await buy.getByLabel('Length').inputValue()).toBe('14');
    expect(await buy.getByLabel('%R value').inputValue()).toBe('-80');
    expect(await says('buy')).toBe('Buy when Williams %R 14 is below -80.');
    expect(await ruleCard(page, 'sell', NAME).getByLabel('Condition').inputValue()).toBe('>');
    expect(await ruleCard(page, 'sell', NAME).getByLabel('%R value').inputValue()).toBe('-20');
    expect(await says('sell')).toBe('Sell when Williams %R 14 is above -20.');

    await buy.getByLabel('%R value').fill('5');
    expect(
      await buy
        .getByText('%R value must be a number at least -100 and at most 0', { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await says('buy')).toBe('Correct the marked field to read this rule.');
    await buy.getByLabel('Length').fill('0');
    expect(
      await buy.getByText('Length must be a whole number from 1 to 2000', { exact: true }).isVisible(),
    ).toBe(true);
    expect(await says('buy')).toBe('Correct the marked fields to read this rule.');
    await buy.getByLabel('%R value').fill('-90');
    await buy.getByLabel('Length').fill('10');
    expect(await says('buy')).toBe('Buy when Williams %R 10 is below -90.');
    await buy.getByLabel('Length').fill('14');

    await chooseSymbol(page, 'NABIL');
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/backtest/') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON() as BacktestRequest;
    expect(body.buyStrategy).toEqual([
      { name: NAME, condition: '<', trigger: 'while', length: '14', wr_value: '-90' },
    ]);
    expect(body.sellStrategy).toEqual([
      { name: NAME, condition: '>', trigger: 'while', length: '14', wr_value: '-20' },
    ]);
    const [summary] = backtestResponseSchema.parse(await response.json());
    expect(summary?.total_trades).toBeGreaterThan(0);

    // One pane under the candles for both sides' %R 14, and no line over the price.
    const price = page.getByRole('figure', { name: 'Price chart of NABIL' });
    await price.locator('canvas').first().waitFor();
    expect(
      await price.getByRole('list', { name: 'Drawn indicators' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Williams %R 14']);
    // The chart library draws each pane as a table row of four canvases (the plot and its axes).
    const shape = (chart: Locator) =>
      chart.evaluate((el) => ({
        height: Number.parseFloat((el as HTMLElement).style.height),
        panes: Array.from(el.querySelectorAll('tr')).filter(
          (tr) => tr.querySelectorAll('canvas').length === 4,
        ).length,
      }));
    const drawn = await shape(page.getByTestId('price-chart'));
    await page.close();

    // The same symbol with the SMA rules the page starts with: no pane under the candles, a shorter chart.
    const plain = await openBacktest(browser, baseUrl, '/dashboard/backtest?symbol=NABIL');
    await plain.getByRole('figure', { name: 'Price chart of NABIL' }).locator('canvas').first().waitFor();
    const without = await shape(plain.getByTestId('price-chart'));
    await plain.close();
    expect(without.panes).toBe(1);
    expect(drawn.panes).toBe(2);
    expect(drawn.height).toBeGreaterThan(without.height);
    expect(errors).toEqual([]);
  });
});
