import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { expectClean, watchPolicy } from './support/policy-watch';

/** The document's paths and their methods, as the reference should list them. */
async function documentedOperations(baseUrl: string): Promise<string[]> {
  const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path}`),
  );
}

describe('the API reference at /api/docs in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('renders every operation of the document, and runs one, under the Content-Security-Policy', async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 1000 } });
    const watch = await watchPolicy(page);
    await page.goto(`${baseUrl}/api/docs`);
    const operations = page.locator('.opblock');
    await operations.first().waitFor();
    const listed = await operations.evaluateAll((blocks) =>
      blocks.map((block) => {
        const method = block.querySelector('.opblock-summary-method')?.textContent ?? '';
        const path = block.querySelector('[data-path]')?.getAttribute('data-path') ?? '';
        return `${method.toLowerCase()} ${path}`;
      }),
    );
    expect(listed.sort()).toEqual((await documentedOperations(baseUrl)).sort());

    // A body's fields, from its schema.
    const run = page.locator('.opblock', { has: page.locator('[data-path="/api/backtest/"]') });
    await run.locator('.opblock-summary').click();
    await run.locator('.body-param__example', { hasText: '"buyStrategy"' }).waitFor();

    // An operation run from the page, on this server.
    const sectors = page.locator('.opblock', { has: page.locator('[data-path="/api/sectors"]') });
    await sectors.locator('.opblock-summary').click();
    await sectors.getByRole('button', { name: 'Try it out' }).click();
    await sectors.getByRole('button', { name: 'Execute' }).click();
    await sectors.locator('.live-responses-table .response-col_status', { hasText: '200' }).waitFor();
    await sectors.getByText('Commercial Bank').first().waitFor();
    await page.waitForLoadState('networkidle');

    expectClean(watch, 1);
    // The app's policy, with data: images for Swagger UI's icons and nothing inline.
    const policy = watch.documents[0]?.policy ?? '';
    expect(policy).toMatch(/img-src 'self'[^;]* data:(;|$)/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    await page.close();
  });
});
