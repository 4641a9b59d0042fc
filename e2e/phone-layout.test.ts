import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const baseUrl = inject('baseUrl');

/** Time for a page and its data to load on a busy machine. */
const SLOW = { timeout: 20_000 };

/** A phone's screen, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

/**
 * Room a select leaves to its chosen text: its padding and Chromium's drop-down arrow (some 20 px at 14 px text).
 */
const SELECT_ARROW = 20;

/** Every visible select of the page with its label, the widest of its options' texts and the room for them. */
const selectFits = (page: Page) =>
  page.locator('select').evaluateAll(
    (selects, arrow) =>
      selects
        .filter((s) => (s as HTMLSelectElement).offsetParent !== null)
        .map((element) => {
          const select = element as HTMLSelectElement;
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          context.font = style.font;
          const widest = Math.max(...Array.from(select.options, (o) => context.measureText(o.text).width));
          const room =
            select.clientWidth -
            Number.parseFloat(style.paddingLeft) -
            Number.parseFloat(style.paddingRight) -
            arrow;
          return { label: select.labels?.[0]?.textContent ?? '', widest: Math.ceil(widest), room };
        }),
    SELECT_ARROW,
  );

describe('the pages on a 390 px phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const open = async (path: string, viewport = PHONE) => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${baseUrl}${path}`);
    return page;
  };

  it('Support & Resistance leaves the price axis to the prices: its legend names the lines, a wide screen names them beside the axis too', async () => {
    const figureOf = (page: Page) => page.getByTestId('support-resistance-chart');
    const chartOf = (page: Page) => figureOf(page).locator('[data-price-lines]');
    const phone = await open('/dashboard/support-resistance?symbol=NABIL');
    await expect
      .poll(async () => Number(await chartOf(phone).getAttribute('data-price-lines')), SLOW)
      .toBeGreaterThan(0);
    const lines = Number(await chartOf(phone).getAttribute('data-price-lines'));
    expect(await chartOf(phone).getAttribute('data-line-titles')).toBe('0');
    expect(await figureOf(phone).getByRole('list', { name: 'NABIL chart lines' }).locator('li').count()).toBe(
      lines,
    );
    await phone.close();

    const wide = await open('/dashboard/support-resistance?symbol=NABIL', { width: 1366, height: 900 });
    await expect.poll(() => chartOf(wide).getAttribute('data-line-titles'), SLOW).toBe(String(lines));
    await wide.close();
  });

  it('Volume Shockers says how many columns wait to the right of the screen, until the table is scrolled to them', async () => {
    const page = await open('/dashboard/volume-shockers');
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    // Counted here from the header cells' boxes against the scroll box's right edge.
    const outOfView = () =>
      table.evaluate((t) => {
        const edge = (t.parentElement as HTMLElement).getBoundingClientRect().right;
        return Array.from(t.querySelectorAll('thead th')).filter(
          (th) => th.getBoundingClientRect().right > edge + 1,
        ).length;
      });
    const hidden = await outOfView();
    expect(hidden).toBeGreaterThanOrEqual(3);
    const hint = page.getByText(`${hidden} more columns to the right: scroll the table sideways`);
    expect(await hint.isVisible()).toBe(true);
    await table.evaluate((t) => {
      const box = t.parentElement as HTMLElement;
      box.scrollLeft = box.scrollWidth;
    });
    await expect.poll(outOfView, SLOW).toBe(0);
    await hint.waitFor({ state: 'detached' });
    await page.close();
  });

  it("shows the back-test's selects whole, Costs in each of its choices", async () => {
    const page = await open('/dashboard');
    await page.getByLabel('Costs').waitFor();
    const fits = await selectFits(page);
    expect(fits.map((f) => f.label)).toContain('Costs');
    expect(fits.filter((f) => f.widest > f.room)).toEqual([]);
    await page.close();
  });
});
