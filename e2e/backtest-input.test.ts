import type { BacktestRequest } from '@nepse/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseSymbol, openBacktest, ruleCard, toast } from './support/backtest-page';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

const symbolBox = (page: Page) => page.getByPlaceholder('Search for stocks...');

/** The bodies of the back-test calls the page makes from now on. */
function backtestBodies(page: Page): BacktestRequest[] {
  const bodies: BacktestRequest[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/backtest') && r.method() === 'POST') bodies.push(r.postDataJSON());
  });
  return bodies;
}

/** Presses RUN BACKTEST and waits for the back-test answer. */
async function runAndWait(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/backtest/') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
  return answered;
}

/** Presses RUN BACKTEST when no call should go: waits for the toast that says why. */
async function refusedRun(page: Page, message: string) {
  await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
  await toast(page, message).waitFor();
  await toast(page, message).click();
  await toast(page, message).waitFor({ state: 'detached' });
}

async function typeDate(page: Page, label: 'From' | 'To', date: string) {
  await page.getByLabel(label, { exact: true }).fill(date);
  await page.getByLabel(label, { exact: true }).press('Enter');
}

describe('the backtest page takes what it shows', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('runs the symbol typed without Enter, never a stale pick, and nothing for an empty box', async () => {
    const page = await openBacktest(browser, baseUrl);
    const bodies = backtestBodies(page);
    await symbolBox(page).fill('NABIL');
    expect((await runAndWait(page)).status()).toBe(200);
    expect(bodies.at(-1)?.stockSymbol).toBe('NABIL');

    await chooseSymbol(page, 'NABIL');
    await symbolBox(page).fill('NICA');
    await runAndWait(page);
    expect(bodies.at(-1)?.stockSymbol).toBe('NICA');
    expect(await symbolBox(page).inputValue()).toBe('NICA');

    // A part of a name runs as Enter would read it: its first match, then shown in the box.
    await symbolBox(page).fill('tamakoshi');
    await runAndWait(page);
    expect(bodies.at(-1)?.stockSymbol).toBe('UPPER');
    expect(await symbolBox(page).inputValue()).toBe('UPPER');

    await chooseSymbol(page, 'NABIL');
    await symbolBox(page).fill('');
    const sent = bodies.length;
    await refusedRun(page, 'Please select a stock or a sector');
    expect(bodies).toHaveLength(sent);
    await page.close();
  });

  it('lists exact symbol, symbol prefixes, symbol parts, then names: NAB finds NABIL before KDBY', async () => {
    const page = await openBacktest(browser, baseUrl);
    await symbolBox(page).fill('nab');
    const options = page.getByRole('listbox', { name: 'Matching stocks' }).getByRole('option');
    await options.first().waitFor();
    const symbols = await options.evaluateAll((os) =>
      os.map((o) => o.querySelector('span')?.textContent ?? ''),
    );
    expect(symbols.length).toBeLessThanOrEqual(10);
    const prefixed = symbols.filter((s) => s.startsWith('NAB'));
    expect(prefixed).toContain('NABIL');
    expect(symbols.slice(0, prefixed.length)).toEqual(prefixed);
    expect(symbols.indexOf('NABIL')).toBeLessThan(symbols.indexOf('KDBY'));
    expect(symbols.indexOf('KDBY')).toBeGreaterThanOrEqual(prefixed.length);
    await symbolBox(page).fill('nabil');
    await options.first().waitFor();
    expect(await options.first().locator('span').first().textContent()).toBe('NABIL');
    await page.close();
  });

  it('clears the symbol box when a sector is chosen, as a symbol resets the sector', async () => {
    const page = await openBacktest(browser, baseUrl);
    await page.waitForFunction(() => document.querySelectorAll('select option').length > 10);
    await chooseSymbol(page, 'NABIL');
    await page.getByLabel('Select Sector').selectOption({ label: 'Hotels and Tourism' });
    expect(await symbolBox(page).inputValue()).toBe('');
    // The run's own call: after a sector's answer the page also asks for the selected stock's run.
    const run: BacktestRequest = (await runAndWait(page)).request().postDataJSON();
    expect(run).toMatchObject({ stockSymbol: '' });
    expect(run.sector).not.toBe('0');
    await symbolBox(page).fill('NABIL');
    expect(await page.getByLabel('Select Sector').inputValue()).toBe('0');
    await page.close();
  });
});

describe('the backtest page says what is wrong in its own words', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('marks a wrong rule field on its card by its label as it is typed, and sends no run', async () => {
    const page = await openBacktest(browser, baseUrl);
    const bodies = backtestBodies(page);
    await chooseSymbol(page, 'NABIL');
    const card = ruleCard(page, 'buy', 'SMA');
    const period = card.getByLabel('Period');
    for (const wrong of ['abc', '-5', '2.5', '0', '5000']) {
      await period.fill(wrong);
      expect(await card.getByText('Period must be a whole number from 1 to 2000').isVisible()).toBe(true);
      expect(await period.getAttribute('aria-invalid')).toBe('true');
      expect(await card.getByText('Correct the marked field to read this rule.').isVisible()).toBe(true);
      expect(await card.getByText(`SMA ${wrong}`).count()).toBe(0);
    }
    await refusedRun(page, 'Buy rule "SMA": Period must be a whole number from 1 to 2000.');
    expect(bodies).toEqual([]);
    await period.fill('50');
    expect(await card.getByText('Buy when the close is above SMA 50 of the close.').isVisible()).toBe(true);
    expect(await period.getAttribute('aria-invalid')).toBeNull();
    await page.close();
  });

  it('refuses From after To in words, and says when a typed date is not one', async () => {
    const page = await openBacktest(browser, baseUrl);
    const bodies = backtestBodies(page);
    await chooseSymbol(page, 'NABIL');
    await typeDate(page, 'To', '2025-01-01');
    await typeDate(page, 'From', '2025-06-23');
    const words = 'From (2025-06-23) is after To (2025-01-01): pick a From on or before To.';
    expect(await page.getByText(words).isVisible()).toBe(true);
    await refusedRun(page, words);
    expect(bodies).toEqual([]);

    await typeDate(page, 'From', '2025-02-30');
    expect(
      await page.getByText('"2025-02-30" is not a date (YYYY-MM-DD); kept 2025-06-23.').isVisible(),
    ).toBe(true);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2025-06-23');
    await typeDate(page, 'From', '1850-01-01');
    expect(
      await page.getByText('1850-01-01 is outside 1900-01-01 to 2099-12-31; kept 2025-06-23.').isVisible(),
    ).toBe(true);
    await typeDate(page, 'From', '2024-06-23');
    expect(await page.getByText(words).count()).toBe(0);
    expect(await page.getByText(/kept 2025-06-23/).count()).toBe(0);
    await page.close();
  });

  it('says there are no prices for a range past the data, instead of showing zero trades', async () => {
    const page = await openBacktest(browser, baseUrl);
    await chooseSymbol(page, 'NABIL');
    await typeDate(page, 'From', '2099-01-01');
    await typeDate(page, 'To', '2099-12-31');
    const response = await runAndWait(page);
    expect(response.status()).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(
      /^No prices for NABIL between 2099-01-01 and 2099-12-31 \(data ends on \d{4}-\d{2}-\d{2}\)\.$/,
    );
    await toast(page, error).waitFor();
    expect(await page.getByRole('region', { name: 'Backtest Results' }).count()).toBe(0);
    await page.close();
  });

  it('marks a wrong price exit a link brings, and sends no run', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const bodies = backtestBodies(page);
    await page.goto(`${baseUrl}/dashboard/backtest?symbol=NABIL&stopLoss=150`);
    const words = 'Stop-loss must be a percentage above 0 and below 100, or empty for none';
    await toast(page, words).waitFor();
    expect(await page.getByLabel('Stop-loss (%)').getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
    await page.close();
  });
});

describe('the run settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("offers the rates of each date, today's or none as Costs, sends the choice and keeps it in the link", async () => {
    const page = await openBacktest(browser, baseUrl);
    const bodies = backtestBodies(page);
    await chooseSymbol(page, 'NABIL');
    const costs = page.getByLabel('Costs');
    expect(await costs.inputValue()).toBe('dated');
    expect(await costs.locator('option').allTextContents()).toEqual([
      "NEPSE's rates of each date",
      "Today's rates on every date",
      'Off: no costs',
    ]);
    await costs.selectOption('today');
    expect((await runAndWait(page)).status()).toBe(200);
    expect(bodies.at(-1)).toMatchObject({ costs: 'today' });
    await page.waitForURL(/costs=today/);
    const again = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const answered = again.waitForResponse((r) => r.url().includes('/api/backtest/'));
    await again.goto(page.url());
    expect((await answered).request().postDataJSON()).toMatchObject({ costs: 'today' });
    expect(await again.getByLabel('Costs').inputValue()).toBe('today');
    await again.close();
    await page.close();
  });

  it('sends capital, costs, fill and the price exits, and keeps them in the link', async () => {
    const page = await openBacktest(browser, baseUrl);
    const bodies = backtestBodies(page);
    await chooseSymbol(page, 'NABIL');
    expect(await page.getByLabel('Initial capital (Rs)').inputValue()).toBe('100000');
    await page.getByLabel('Initial capital (Rs)').fill('250000');
    await page.getByLabel('Costs').selectOption('off');
    await page.getByLabel('Fill').selectOption('close');
    await page.getByLabel('Stop-loss (%)').fill('8');
    await page.getByLabel('Trailing stop (%)').fill('12.5');
    expect(await page.getByLabel('Take-profit (%)').getAttribute('placeholder')).toBe('Off');
    expect((await runAndWait(page)).status()).toBe(200);
    const sent = bodies.at(-1);
    expect(sent).toMatchObject({
      initialCapital: 250_000,
      costs: 'off',
      fill: 'close',
      stopLossPercent: 8,
      trailingStopPercent: 12.5,
    });
    expect(sent).not.toHaveProperty('takeProfitPercent');
    await page.waitForURL(/trailingStop=/);
    const link = new URL(page.url());
    expect(
      Object.fromEntries(
        ['capital', 'costs', 'fill', 'stopLoss', 'trailingStop'].map((k) => [k, link.searchParams.get(k)]),
      ),
    ).toEqual({
      capital: '250000',
      costs: 'off',
      fill: 'close',
      stopLoss: '8',
      trailingStop: '12.5',
    });
    expect(link.searchParams.has('takeProfit')).toBe(false);

    const again = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const answered = again.waitForResponse((r) => r.url().includes('/api/backtest/'));
    await again.goto(link.href);
    expect((await answered).request().postDataJSON()).toEqual(sent);
    expect(await again.getByLabel('Initial capital (Rs)').inputValue()).toBe('250000');
    expect(await again.getByLabel('Costs').inputValue()).toBe('off');
    expect(await again.getByLabel('Fill').inputValue()).toBe('close');
    expect(await again.getByLabel('Stop-loss (%)').inputValue()).toBe('8');
    expect(await again.getByLabel('Take-profit (%)').inputValue()).toBe('');
    expect(await again.getByLabel('Trailing stop (%)').inputValue()).toBe('12.5');
    await again.close();
    await page.close();
  });
});
