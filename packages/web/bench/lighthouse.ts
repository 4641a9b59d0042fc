// `npm run bench -w @nepse/web`: builds the web app, starts the real server, and runs Lighthouse (mobile, the
// default simulated throttling; then desktop) on the landing page, the dashboard, the back-test page and a stock
// page. Prints the four category scores, the key timings, and the JavaScript each page loads, gzipped. Fails when
// the landing page misses its targets (performance, accessibility and best practices >= 95, SEO 100, JavaScript
// <= 100 KB gzipped), the back-test page its performance of 95 on mobile, or the stock page (issue 19) its
// performance and accessibility of 95 on mobile.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../e2e/support/browser';
import { startServer } from '../../../e2e/support/server';

const webRoot = path.resolve(import.meta.dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LANDING_TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
const LANDING_JS_BUDGET_KB = 100;
const BACKTEST_PERFORMANCE_TARGET = 95;
const STOCK_TARGETS = { performance: 95, accessibility: 95 } as const;

interface PageReport {
  page: string;
  formFactor: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  timings: Record<string, string>;
  scripts: { file: string; gzipKb: number }[];
  failedAudits: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** Gzipped size of a built file, in KB (the server sends it uncompressed; a CDN or proxy would gzip it). */
function gzipKb(urlPath: string): number {
  return gzipSync(readFileSync(path.join(webRoot, 'dist', urlPath))).length / 1024;
}

async function audit(url: string, page: string, desktop: boolean, port: number): Promise<PageReport> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as PageReport['scores'];
  const timings = Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
  );
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const origin = new URL(url).origin;
  const scripts = items
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
    .map((item) => {
      const file = new URL(item.url).pathname;
      return { file, gzipKb: gzipKb(file) };
    });
  const failedAudits = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  return { page, formFactor: desktop ? 'desktop' : 'mobile', scores, timings, scripts, failedAudits };
}

function print(report: PageReport): void {
  const total = report.scripts.reduce((sum, s) => sum + s.gzipKb, 0);
  console.log(`\n${report.page} (${report.formFactor})`);
  console.log(`  scores: ${CATEGORIES.map((c) => `${c} ${report.scores[c]}`).join(', ')}`);
  console.log(
    `  timings: ${Object.entries(report.timings)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`  JavaScript: ${total.toFixed(1)} KB gzipped in ${report.scripts.length} files`);
  for (const s of report.scripts) console.log(`    ${s.gzipKb.toFixed(1).padStart(6)} KB  ${s.file}`);
  for (const f of report.failedAudits) console.log(`  below 90: ${f}`);
}

execFileSync('npm', ['run', 'build', '--silent'], { cwd: webRoot, stdio: 'inherit' });
const server = await startServer();
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_FLAGS],
});
const reports: PageReport[] = [];
try {
  for (const desktop of [false, true]) {
    reports.push(await audit(`${server.baseUrl}/`, 'landing /', desktop, chrome.port));
    reports.push(await audit(`${server.baseUrl}/dashboard`, 'dashboard /dashboard', desktop, chrome.port));
    reports.push(
      await audit(
        `${server.baseUrl}/dashboard/backtest`,
        'back-test /dashboard/backtest',
        desktop,
        chrome.port,
      ),
    );
    reports.push(
      await audit(
        `${server.baseUrl}/dashboard/stock/NABIL`,
        'stock /dashboard/stock/NABIL',
        desktop,
        chrome.port,
      ),
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
for (const report of reports) print(report);

const misses: string[] = [];
for (const report of reports.filter((r) => r.page.startsWith('landing') && r.formFactor === 'mobile')) {
  for (const [category, target] of Object.entries(LANDING_TARGETS)) {
    const score = report.scores[category as keyof typeof LANDING_TARGETS];
    if (score < target) misses.push(`landing ${category} ${score} < ${target}`);
  }
  const js = report.scripts.reduce((sum, s) => sum + s.gzipKb, 0);
  if (js > LANDING_JS_BUDGET_KB)
    misses.push(`landing JavaScript ${js.toFixed(1)} KB > ${LANDING_JS_BUDGET_KB} KB`);
}
for (const report of reports.filter((r) => r.page.startsWith('back-test') && r.formFactor === 'mobile')) {
  if (report.scores.performance < BACKTEST_PERFORMANCE_TARGET)
    misses.push(`back-test performance ${report.scores.performance} < ${BACKTEST_PERFORMANCE_TARGET}`);
}
for (const report of reports.filter((r) => r.page.startsWith('stock') && r.formFactor === 'mobile')) {
  for (const [category, target] of Object.entries(STOCK_TARGETS)) {
    const score = report.scores[category as keyof typeof STOCK_TARGETS];
    if (score < target) misses.push(`stock page ${category} ${score} < ${target}`);
  }
}
console.log(misses.length === 0 ? '\nevery target met' : `\nmissed targets:\n  ${misses.join('\n  ')}`);
process.exitCode = misses.length === 0 ? 0 : 1;
