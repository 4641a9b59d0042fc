import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSymbol, openBacktest, toast } from './support/backtest-page';
import { launchBrowser } from './support/browser';
import { errorPanel } from './support/page-helpers';
import { type RunningServer, repoRoot, startServer } from './support/server';

// The server's 401 answers, as a person reads them on the page.
const NEEDS_KEY = "This needs an access key (a Pro feature): add ?accesskey=YOUR_KEY to the page's address.";
const REVOKED = 'This access key was revoked: ask for a new key.';
const NOT_VALID = 'This access key is not valid: check that it was copied whole, or ask for a new key.';

/** Runs `npm run keys -- ...args` against the SQLite store `db`; its output. */
const keys = (db: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/keys.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: db },
    encoding: 'utf8',
  });

/** Issues a key with the CLI: the key and its id. */
function issue(db: string, ...args: string[]): { key: string; id: string } {
  const out = keys(db, 'issue', ...args);
  const key = /^nk_\S+$/m.exec(out)?.[0];
  const id = /key ([0-9a-f]{12})/.exec(out)?.[1];
  if (!key || !id) throw new Error(`npm run keys printed no key:\n${out}`);
  return { key, id };
}

describe('access keys switched on, in the browser', () => {
  let dir: string;
  let server: RunningServer;
  let browser: Browser;
  let valid: string;
  let revoked: string;
  let baseUrl: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-e2e-keys-'));
    const db = path.join(dir, 'nepse.db');
    valid = issue(db, '--label', 'e2e').key;
    const gone = issue(db, '--trial');
    keys(db, 'revoke', gone.id);
    revoked = gone.key;
    server = await startServer({ ACCESS_KEYS: 'on', DATABASE_URL: db });
    baseUrl = server.baseUrl;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A page of a browser profile of its own (its own localStorage). */
  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    contexts.push(context);
    return context.newPage();
  }

  it('shows a Pro screen the 401 message, and a key in the address saves it so that the screens load', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/dashboard/volume-shockers`);
    await errorPanel(page).getByText(NEEDS_KEY, { exact: true }).waitFor();

    await page.goto(`${baseUrl}/dashboard/backtest?accesskey=${encodeURIComponent(valid)}#rules`);
    await page.getByRole('button', { name: 'RUN BACKTEST' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessKey'))).toBe(valid);
    // Saved, the key leaves the address bar (and so the history, bookmarks and shared links); the rest stays.
    expect(page.url()).toBe(`${baseUrl}/dashboard/backtest#rules`);

    // The saved key goes with the next pages' calls, the address no longer carrying it.
    await page.goto(`${baseUrl}/dashboard/volume-shockers`);
    await page.locator('table tbody tr').first().waitFor();
    expect(await errorPanel(page).count()).toBe(0);
    await page.goto(`${baseUrl}/dashboard/trend-signals`);
    await page.locator('article').first().waitFor();
  });

  it('runs a back-test with the saved key, the key in its body and query', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/?accesskey=${encodeURIComponent(valid)}`);
    // The landing page saves the key from its address as its script runs, which may be after the load event.
    await page.waitForFunction((key) => localStorage.getItem('accessKey') === key, valid);
    await page.goto(`${baseUrl}/dashboard/backtest`);
    await chooseSymbol(page, 'NABIL');
    const answered = page.waitForResponse((r) => r.url().includes('/api/backtest/'));
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ stockSymbol: 'NABIL', accesskey: valid });
    expect(new URL(response.url()).searchParams.get('accesskey')).toBe(valid);
    await page.getByRole('region', { name: 'Backtest Results' }).waitFor();
  });

  it('says so in a toast when a back-test runs without a key', async () => {
    const page = await openBacktest(browser, baseUrl);
    await chooseSymbol(page, 'NABIL');
    await page.getByRole('button', { name: 'RUN BACKTEST' }).click();
    await toast(page, NEEDS_KEY).waitFor();
    await page.close();
  });

  it('shows a revoked key and a mangled key their own messages', async () => {
    const page = await freshPage();
    await page.goto(
      `${baseUrl}/dashboard/technical-ratings?symbol=NABIL&accesskey=${encodeURIComponent(revoked)}`,
    );
    await errorPanel(page).getByText(REVOKED, { exact: true }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/dashboard/technical-ratings?symbol=NABIL`);
    await page.goto(`${baseUrl}/dashboard/fibonacci-levels?symbol=NABIL&accesskey=${valid.slice(0, -3)}`);
    await errorPanel(page).getByText(NOT_VALID, { exact: true }).waitFor();
  });

  it('keeps the stock page free: its chart and last close show, its Pro cards say they need a key', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/dashboard/stock/NABIL`);
    await page.getByTestId('last-close').waitFor();
    for (const card of ['Technical rating', 'Pivot levels', 'Fibonacci levels']) {
      await page.getByRole('region', { name: card }).getByText(NEEDS_KEY, { exact: true }).waitFor();
    }
    // The chart draws on canvases it makes after its data arrives, maybe after the cards.
    await page.locator('canvas').first().waitFor();
  });
});
