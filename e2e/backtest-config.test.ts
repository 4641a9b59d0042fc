import {
  BEARISH_PATTERNS,
  BULLISH_PATTERNS,
  defaultIndicatorRule,
  INDICATOR_RULES,
  nepalToday,
  SECTORS,
} from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseSymbol, openBacktest, panel, ruleCard, toast } from './support/backtest-page';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

/** The labels and values of a rule card's fields, in order, as a person reads them. */
function cardFields(page: Page, side: 'buy' | 'sell', name: string) {
  return ruleCard(page, side, name)
    .locator('label')
    .evaluateAll((labels) =>
      labels.map((label) => {
        const control = document.getElementById(label.getAttribute('for') ?? '') as
          | HTMLInputElement
          | HTMLSelectElement
          | null;
        const options =
          control instanceof HTMLSelectElement ? Array.from(control.options, (o) => o.value) : null;
        return { label: label.textContent, value: control?.value, options };
      }),
    );
}

describe('the backtest configuration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens with the defaults of the spec', async () => {
    const page = await openBacktest(browser, baseUrl);
    expect(await page.title()).toBe('Strategy Backtesting | NEPSE Backtest');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Strategy Backtesting');
    expect(await page.getByText('Test your trading strategies with historical data').isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Search for stocks...').inputValue()).toBe('');
    const sector = page.getByLabel('Select Sector');
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 10);
    expect(await sector.inputValue()).toBe('0');
    expect(await sector.locator('option').allTextContents()).toEqual(SECTORS.map((s) => s.name));
    expect(
      await sector.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(SECTORS.map((s) => s.id));
    const today = nepalToday();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(
      `${Number(today.slice(0, 4)) - 1}-06-23`,
    );
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(today);
    for (const [side, comparator] of [
      ['buy', '>'],
      ['sell', '<'],
    ] as const) {
      const header = panel(page, side).getByRole('button', { name: /Strategy/ });
      expect(await header.getAttribute('aria-expanded')).toBe('true');
      expect(
        await panel(page, side)
          .getByRole('list', { name: `Selected ${side} strategies` })
          .textContent(),
      ).toBe('SMA');
      expect(await cardFields(page, side, 'SMA')).toEqual([
        { label: 'Condition', value: comparator, options: ['>', '<'] },
        { label: 'Trigger', value: 'while', options: ['while', 'starts'] },
        { label: 'Period', value: '20', options: null },
        { label: 'Price source', value: 'close', options: ['open', 'close', 'high', 'low'] },
        { label: 'SMA source', value: 'close', options: ['open', 'close', 'high', 'low'] },
      ]);
    }
    expect(await page.getByRole('button', { name: 'RUN BACKTEST' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Backtest Results' }).count()).toBe(0);
    await page.close();
  });

  it('ticks every indicator in with a card of all its fields at their defaults, and unticks it out', async () => {
    const page = await openBacktest(browser, baseUrl);
    for (const side of ['buy', 'sell'] as const) {
      await panel(page, side)
        .getByRole('button', { name: /Technical Indicators/ })
        .click();
      const list = panel(page, side).locator('fieldset').filter({ hasText: 'MACD' });
      expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('288px');
      for (const definition of INDICATOR_RULES) {
        const box = panel(page, side).getByRole('checkbox', { name: definition.name, exact: true });
        if (definition.name !== 'SMA') {
          expect(await box.isChecked()).toBe(false);
          await box.check();
        }
        const rule = defaultIndicatorRule(definition, side);
        const fields = await cardFields(page, side, definition.name);
        expect(fields.map((f) => f.label)).toEqual(['Condition', ...definition.fields.map((f) => f.label)]);
        expect(fields.map((f) => f.value)).toEqual([
          rule.condition,
          ...definition.fields.map((f) => rule[f.key]),
        ]);
        for (const [i, field] of definition.fields.entries()) {
          expect(fields[i + 1]?.options).toEqual(field.type.kind === 'choice' ? field.type.options : null);
        }
      }
      const chips = panel(page, side)
        .getByRole('list', { name: `Selected ${side} strategies` })
        .getByRole('listitem');
      expect(await chips.allInnerTexts()).toEqual(INDICATOR_RULES.map((d) => d.name));
      for (const definition of INDICATOR_RULES) {
        await panel(page, side).getByRole('checkbox', { name: definition.name, exact: true }).uncheck();
        expect(await ruleCard(page, side, definition.name).count()).toBe(0);
      }
      expect(await panel(page, side).getByText(`No ${side} strategies selected`).isVisible()).toBe(true);
      // A click outside closes the dropdown.
      await page.getByRole('heading', { level: 1 }).click();
      expect(await panel(page, side).getByRole('checkbox').count()).toBe(0);
    }
    await page.close();
  });

  it("spells the spec's defaults out on the cards of both sides", async () => {
    const page = await openBacktest(browser, baseUrl);
    const expected: [string, string, string[]][] = [
      ['MACD', 'buy', ['>', 'while', '12', '26', '9', '0', 'on', 'close']],
      ['RSI CROSSOVER', 'sell', ['<', '14', 'RSI', '55', 'close']],
      ['BOLLINGER BANDS', 'buy', ['<', 'while', '20', '2', 'close', 'BB Low']],
      ['BOLLINGER BANDS', 'sell', ['>', 'while', '20', '2', 'close', 'BB High']],
      ['SUPERTREND', 'buy', ['<', 'while', '10', '3', 'close']],
      ['SUPERTREND', 'sell', ['>', 'while', '10', '3', 'close']],
      ['STOCHASTIC RSI', 'buy', ['>', '14', '14', '3', '3']],
      ['AWESOME OSCILLATOR', 'sell', ['<', 'while', '5', '34', '0']],
    ];
    for (const [name, side, values] of expected) {
      await panel(page, side as 'buy')
        .getByRole('button', { name: /Technical Indicators/ })
        .click();
      await panel(page, side as 'buy')
        .getByRole('checkbox', { name, exact: true })
        .check();
      await page.getByRole('heading', { level: 1 }).click();
      expect(
        (await cardFields(page, side as 'buy', name)).map((f) => f.value),
        `${side} ${name}`,
      ).toEqual(values);
    }
    const bands = await cardFields(page, 'buy', 'BOLLINGER BANDS');
    expect(bands.at(-1)?.options).toEqual(['BB Low', 'BB Mid', 'BB High']);
    expect((await cardFields(page, 'sell', 'RSI CROSSOVER'))[2]?.options).toEqual(['RSI', 'SMA', 'EMA']);
    await page.close();
  });

  it('keeps what is typed in a numeric field as text, marking a wrong one, and edits every kind of field', async () => {
    const page = await openBacktest(browser, baseUrl);
    const card = ruleCard(page, 'buy', 'SMA');
    await card.getByLabel('Period').fill('2.5e1x');
    await card.getByLabel('Condition').selectOption('<');
    await card.getByLabel('Price source').selectOption('high');
    await card.getByLabel('SMA source').selectOption('low');
    expect((await cardFields(page, 'buy', 'SMA')).map((f) => f.value)).toEqual([
      '<',
      'while',
      '2.5e1x',
      'high',
      'low',
    ]);
    expect(await card.getByText('Period must be a whole number from 1 to 2000').isVisible()).toBe(true);
    expect(await card.getByText('Correct the marked field to read this rule.').isVisible()).toBe(true);
    await card.getByLabel('Period').fill('25');
    expect(await card.getByText('Buy when the high is below SMA 25 of the low.').isVisible()).toBe(true);
    await page.close();
  });

  it("adds another SMA rule with the SMA card's plus button", async () => {
    const page = await openBacktest(browser, baseUrl);
    await ruleCard(page, 'sell', 'SMA').getByRole('button', { name: 'Add another SMA rule' }).click();
    await ruleCard(page, 'sell', 'SMA 2').getByLabel('Period').fill('50');
    await ruleCard(page, 'sell', 'SMA').getByRole('button', { name: 'Add another SMA rule' }).click();
    const chips = panel(page, 'sell')
      .getByRole('list', { name: 'Selected sell strategies' })
      .getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual(['SMA', 'SMA 2', 'SMA 3']);
    expect((await cardFields(page, 'sell', 'SMA 2')).map((f) => f.value)).toEqual([
      '<',
      'while',
      '50',
      'close',
      'close',
    ]);
    expect((await cardFields(page, 'sell', 'SMA 3')).map((f) => f.value)).toEqual([
      '<',
      'while',
      '20',
      'close',
      'close',
    ]);
    await panel(page, 'sell').getByRole('button', { name: 'Remove SMA 2', exact: true }).click();
    expect(await chips.allInnerTexts()).toEqual(['SMA', 'SMA 3']);
    expect(
      await panel(page, 'buy').getByRole('list', { name: 'Selected buy strategies' }).textContent(),
    ).toBe('SMA');
    await page.close();
  });

  it('gives candlestick patterns the condition of their side, with a type filter and the general entries', async () => {
    const page = await openBacktest(browser, baseUrl);
    for (const side of ['buy', 'sell'] as const) {
      await panel(page, side)
        .getByRole('button', { name: /Candlestick Patterns/ })
        .click();
      const boxes = () =>
        panel(page, side)
          .getByRole('checkbox')
          .evaluateAll((els) => els.map((e) => e.parentElement?.textContent));
      expect(await boxes()).toEqual(['Bullish', 'Bearish', ...BULLISH_PATTERNS, ...BEARISH_PATTERNS, 'Doji']);
      await panel(page, side).getByRole('button', { name: 'Bullish', exact: true }).click();
      expect(await boxes()).toEqual(['Bullish', ...BULLISH_PATTERNS]);
      await panel(page, side).getByRole('button', { name: 'Bearish', exact: true }).click();
      expect(await boxes()).toEqual(['Bearish', ...BEARISH_PATTERNS]);
      await panel(page, side).getByRole('button', { name: 'Indecision', exact: true }).click();
      expect(await boxes()).toEqual(['Doji']);
      await panel(page, side).getByRole('checkbox', { name: 'Doji' }).check();
      await panel(page, side).getByRole('button', { name: 'All', exact: true }).click();
      for (const name of ['Hammer', 'Evening Star', 'Bearish']) {
        await panel(page, side).getByRole('checkbox', { name, exact: true }).check();
      }
      await page.getByRole('heading', { level: 1 }).click();
    }
    const condition = (side: 'buy' | 'sell', name: string) =>
      ruleCard(page, side, name).getByLabel('Condition').inputValue();
    expect(await condition('buy', 'Hammer')).toBe('');
    expect(await condition('buy', 'Evening Star')).toBe('exit');
    expect(await condition('sell', 'Hammer')).toBe('exit');
    expect(await condition('sell', 'Evening Star')).toBe('');
    const says = (side: 'buy' | 'sell', name: string) =>
      ruleCard(page, side, name).locator('p').last().textContent();
    expect(await says('buy', 'Hammer')).toBe('Buy when a Hammer completes on the session.');
    expect(await says('buy', 'Evening Star')).toBe(
      'Buy when the last Evening Star is invalidated: the close rises above its high.',
    );
    expect(await says('sell', 'Hammer')).toBe(
      'Sell when the last Hammer is invalidated: the close falls below its low.',
    );
    expect(await says('buy', 'Doji')).toBe(
      'Buy when a Doji on the session before is confirmed: the close rises above its high.',
    );
    expect(await says('sell', 'Doji')).toBe(
      'Sell when a Doji on the session before is confirmed: the close falls below its low.',
    );
    expect(await says('sell', 'Bearish')).toBe('Sell when any bearish pattern completes on the session.');
    expect(
      await ruleCard(page, 'buy', 'Bearish').getByText('Bearish pattern', { exact: true }).isVisible(),
    ).toBe(true);
    await page.close();
  });

  it('resets the sector when a stock is chosen, and collapses the panels', async () => {
    const page = await openBacktest(browser, baseUrl);
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 10);
    await page.getByLabel('Select Sector').selectOption('4');
    await chooseSymbol(page, 'NABIL');
    expect(await page.getByPlaceholder('Search for stocks...').inputValue()).toBe('NABIL');
    expect(await page.getByLabel('Select Sector').inputValue()).toBe('0');
    const header = panel(page, 'buy').getByRole('button', { name: /Buy Strategy/ });
    await header.click();
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    expect(await ruleCard(page, 'buy', 'SMA').isVisible()).toBe(false);
    expect(await ruleCard(page, 'sell', 'SMA').isVisible()).toBe(true);
    await header.click();
    expect(await ruleCard(page, 'buy', 'SMA').isVisible()).toBe(true);
    await page.close();
  });

  it('falls back to today when a date is cleared, and picks dates in the calendar grids', async () => {
    const page = await openBacktest(browser, baseUrl);
    const today = nepalToday();
    const from = page.getByLabel('From', { exact: true });
    await from.fill('');
    await from.press('Tab');
    expect(await from.inputValue()).toBe(today);
    await from.fill('2021-03-15');
    await from.press('Enter');
    await page.getByRole('button', { name: 'Clear From' }).click();
    expect(await from.inputValue()).toBe(today);

    await page.getByRole('button', { name: 'Open From calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'From calendar' });
    await calendar.getByRole('button', { name: /^Choose month/ }).click();
    const columns = (testId: string) =>
      calendar
        .getByTestId(testId)
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns('month-grid')).toBe(3);
    await calendar.getByRole('button', { name: /^Choose year/ }).click();
    expect(await columns('year-grid')).toBe(4);
    await calendar.getByRole('button', { name: 'Previous years' }).click();
    await calendar.getByRole('button', { name: '2016', exact: true }).click();
    await calendar.getByRole('button', { name: 'Mar', exact: true }).click();
    await calendar.getByRole('button', { name: 'Sunday, 6 March 2016' }).click();
    expect(await from.inputValue()).toBe('2016-03-06');
    expect(await calendar.count()).toBe(0);

    // On a phone the year grid holds 3 a row.
    await page.setViewportSize({ width: 480, height: 900 });
    // The sidebar collapses below 768 px; wait for the content to settle beside it.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="dashboard-content"]')?.getBoundingClientRect().x === 64,
    );
    await page.getByRole('button', { name: 'Open To calendar' }).click();
    const to = page.getByRole('dialog', { name: 'To calendar' });
    await to.getByRole('button', { name: /^Choose month/ }).click();
    await to.getByRole('button', { name: /^Choose year/ }).click();
    expect(
      await to
        .getByTestId('year-grid')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
    ).toBe(3);
    await page.close();
  });

  it('says what is missing before a run, rules first, in red toasts', async () => {
    const page = await openBacktest(browser, baseUrl);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/backtest')) requests.push(r.url());
    });
    await panel(page, 'sell').getByRole('button', { name: 'Remove SMA', exact: true }).click();
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    await toast(page, 'Please select atleast one buy and sell strategy').waitFor();
    expect(await toast(page, 'Please select a stock or a sector').count()).toBe(0);
    await panel(page, 'sell')
      .getByRole('button', { name: /Technical Indicators/ })
      .click();
    await panel(page, 'sell').getByRole('checkbox', { name: 'RSI', exact: true }).check();
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    await toast(page, 'Please select a stock or a sector').waitFor();
    expect(requests).toEqual([]);
    await page.close();
  });
});
