import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

describe('the landing page', () => {
  let browser: Browser;
  let page: Page;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(baseUrl);
  });
  afterAll(() => browser.close());

  it('has its title, description, keywords, canonical link, social tags and application data', async () => {
    expect(await page.title()).toBe('NEPSE Backtest - Strategy Backtesting and Technical Analysis for NEPSE');
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toContain('Backtest trading strategies on NEPSE');
    expect(await meta('meta[name="keywords"]')).toContain('NEPSE');
    expect(await meta('meta[property="og:title"]')).toContain('NEPSE Backtest');
    expect(await meta('meta[property="og:description"]')).toBeTruthy();
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary');
    expect(await meta('meta[name="twitter:title"]')).toContain('NEPSE Backtest');
    await page.waitForFunction(() => document.querySelector('link[rel="canonical"]') !== null);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/`);
    expect(await meta('meta[property="og:url"]')).toBe(`${baseUrl}/`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('SoftwareApplication');
    expect(jsonLd.name).toBe('NEPSE Backtest');
    expect(jsonLd.applicationCategory).toBe('FinanceApplication');
  });

  it('loads no analytics tag without a tracking id', async () => {
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
  });

  it('shows the hero with both buttons and the marketing claims', async () => {
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
      'Backtest your NEPSE strategies',
    );
    expect(await page.getByRole('link', { name: 'Try Now - Free Demo' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await page.getByRole('button', { name: 'Watch Demo Video' }).isVisible()).toBe(true);
    const claims = await page.locator('dl').innerText();
    for (const claim of [
      '250+',
      'Stocks Covered',
      '25+',
      'Technical Indicators',
      '15+',
      'Candlestick Patterns',
    ]) {
      expect(claims).toContain(claim);
    }
    expect(claims).toContain('99.9%');
    expect(claims).toContain('Data Accuracy');
  });

  it('shows the six feature cards, How It Works, three testimonials and the call to action', async () => {
    const cards = page.locator('#features li');
    expect(await cards.locator('h3').allTextContents()).toEqual([
      'Advanced Backtesting',
      'Technical Signals',
      'Candlestick Patterns',
      'Support & Resistance',
      'Volume Analysis',
      'NEPSE Specialized',
    ]);
    expect(await page.locator('#how-it-works h3').allTextContents()).toEqual([
      'Connect & Analyze',
      'Get Signals',
      'Trade Smart',
    ]);
    expect(await page.locator('#testimonials figure').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const cta = await page.locator('main > section').last().innerText();
    for (const promise of ['7-day free trial', 'No credit card required', 'Cancel anytime']) {
      expect(cta).toContain(promise);
    }
  });

  it('has a footer whose links lead to real pages', async () => {
    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain(
      `© ${new Date().getFullYear()} NEPSE Backtest. All rights reserved.`,
    );
    const pages = [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact', '/contact'],
      ['Support', '/support'],
    ] as const;
    for (const [name, path] of pages) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
      const other = await browser.newPage();
      await other.goto(`${baseUrl}${path}`);
      expect(await other.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      await other.close();
    }
  });

  it('"Watch Demo Video" tours five live pages, ringing the real control of each, with Back, Next and Escape', async () => {
    const tourPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await tourPage.goto(baseUrl);
    // The button acts once the prerendered page is hydrated, which a busy run can delay: click until the tour leaves.
    await expect
      .poll(
        async () => {
          await tourPage
            .getByRole('button', { name: 'Watch Demo Video' })
            .click({ timeout: 2_000 })
            .catch(() => undefined);
          return new URL(tourPage.url()).pathname.startsWith('/dashboard');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const tour = tourPage.getByRole('dialog', { name: 'Product tour' });
    const ring = tourPage.locator('[data-tour-highlight]');
    /** Whether the ring is drawn around the control, 4 px outside each of its edges. */
    const ringAround = async (control: Locator) => {
      const [r, c] = await Promise.all([ring.boundingBox(), control.boundingBox()]);
      if (!r || !c) return false;
      const near = (a: number, b: number) => Math.abs(a - b) <= 1;
      return (
        near(r.x, c.x - 4) && near(r.y, c.y - 4) && near(r.width, c.width + 8) && near(r.height, c.height + 8)
      );
    };
    const focusedText = () => tourPage.evaluate(() => document.activeElement?.textContent);
    const stops = [
      ['/dashboard/backtest', 'Back-test a strategy', tourPage.getByRole('button', { name: 'RUN BACKTEST' })],
      ['/dashboard/market', 'Read the market', tourPage.getByTestId('market-breadth')],
      ['/dashboard/volume-shockers', 'Read a list screen', tourPage.getByRole('table')],
      ['/dashboard/stock/NABIL', "Open a stock's page", tourPage.getByTestId('stock-chart')],
      ['/dashboard/scanner', 'Scan the market', tourPage.getByRole('button', { name: 'Scan', exact: true })],
    ] as const;
    // Each stop loads a page and its data: given time on a busy machine.
    const slow = { timeout: 20_000 };
    const expectStop = async (k: number) => {
      const [path, title, control] = stops[k]!;
      // The tour moves within the app (no new document): wait for the address, not for a load event. A page may add
      // its settings to the address as it loads (the back-test keeps its form there): the path is the stop.
      await tourPage.waitForURL((url) => url.pathname === path, { ...slow, waitUntil: 'commit' });
      await expect.poll(() => tour.textContent(), slow).toContain(`step ${k + 1} of ${stops.length}`);
      await expect.poll(() => ringAround(control), slow).toBe(true);
      // The card takes the focus on its step's title, which a screen reader then reads.
      await expect.poll(focusedText, slow).toBe(title);
    };
    for (let k = 0; k < stops.length; k++) {
      await expectStop(k);
      if (k < stops.length - 1) await tour.getByRole('button', { name: 'Next' }).click();
    }
    expect(await tour.getByRole('button', { name: 'Finish' }).isVisible()).toBe(true);
    await tour.getByRole('button', { name: 'Back' }).click();
    await expectStop(stops.length - 2);
    await tour.getByRole('button', { name: 'Next' }).click();
    await expectStop(stops.length - 1);
    // Escape ends the tour and leaves the focus on the control it pointed at.
    await tourPage.keyboard.press('Escape');
    await tour.waitFor({ state: 'hidden' });
    expect(await ring.count()).toBe(0);
    expect(await focusedText()).toBe('Scan');
    await tourPage.close();
  });

  it('hydrates the prerendered page without a console error', async () => {
    const other = await browser.newPage();
    const errors: string[] = [];
    other.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(baseUrl);
    await other.waitForFunction(() => document.querySelector('link[rel="canonical"]') !== null);
    await other.getByRole('button', { name: 'Watch Demo Video' }).click();
    await other.getByRole('dialog', { name: 'Product tour' }).waitFor();
    expect(errors).toEqual([]);
    await other.close();
  });

  it('"Try Now - Free Demo" opens the dashboard', async () => {
    const other = await browser.newPage();
    await other.goto(baseUrl);
    await other.getByRole('link', { name: 'Try Now - Free Demo' }).click();
    await other.waitForURL(`${baseUrl}/dashboard`);
    await other.getByRole('heading', { level: 1, name: 'Strategy Backtesting' }).waitFor();
    await other.close();
  });
});

describe('the landing page highlight', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const highlighted = (page: Page) =>
    page.locator('#features li[data-highlighted="true"] h3').allTextContents();

  it('moves to the next card every 4 s and follows the pointer', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The fake clock is in place before the page loads and runs while it loads. Then it pauses an hour on from
    // its start, a time no slow load can have passed (pausing at a passed time is an error); the jump fires the
    // pending rotation once. From there only runFor moves the page's time.
    const installed = Date.parse('2026-01-04T06:00:00Z');
    await page.clock.install({ time: installed });
    await page.goto(inject('baseUrl'));
    await page.waitForFunction(() => document.querySelector('link[rel="canonical"]') !== null);
    await page.clock.pauseAt(installed + 3_600_000);
    const titles = await page.locator('#features h3').allTextContents();
    const start = titles.indexOf((await highlighted(page))[0] ?? '');
    expect(start).toBeGreaterThanOrEqual(0);
    await page.clock.runFor(4000);
    expect(await highlighted(page)).toEqual([titles[(start + 1) % 6]]);
    await page.clock.runFor(4000);
    expect(await highlighted(page)).toEqual([titles[(start + 2) % 6]]);
    await page.locator('#features li').nth(4).hover();
    expect(await highlighted(page)).toEqual(['Volume Analysis']);
    await page.clock.runFor(3999);
    expect(await highlighted(page)).toEqual(['Volume Analysis']);
    await page.clock.runFor(1);
    expect(await highlighted(page)).toEqual(['NEPSE Specialized']);
    await page.clock.runFor(4000);
    expect(await highlighted(page)).toEqual(['Advanced Backtesting']);
  });
});
