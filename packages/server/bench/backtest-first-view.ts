// `npm run bench -w @nepse/server` (a sector's first view, issue 16): the demo market's NEPSE sector since 2016, buy
// SMA 20 `>` and RSI 14 `>` 50, sell SMA 20 `<`. The sector's answer in brief, as the page asks for it, against the
// answer in full (every summary whole, as all sector answers were before), as the app sends them with Brotli and
// gzip; the one-symbol run the page then asks for the selected symbol; and, when the web app is built and Chromium
// is installed, the whole run on screen: a fresh browser opening the run's address until the selected symbol's
// equity chart is drawn, and the same for a one-symbol run (NABIL), which fetches nothing more.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  API_PATHS,
  type BacktestRequest,
  defaultIndicatorRule,
  defaultStrategy,
  INDICATOR_RULES,
  SECTOR_DETAIL_FULL,
} from '@nepse/contract';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../e2e/support/browser';
import { loadConfig } from '../src/config';
import { withDemoApp } from './demo-app';
import { latencies, medianAndBest, ms, post } from './http-latency';

const BROWSER_SAMPLES = 7;
const FROM = '2016-01-01';
const RULES = 'buy=SMA&buy=RSI&sell=SMA';
const SECTOR_ADDRESS = `/dashboard/backtest?sector=58&from=${FROM}&${RULES}`;
const SYMBOL = 'NABIL';
const SYMBOL_ADDRESS = `/dashboard/backtest?symbol=${SYMBOL}&from=${FROM}&${RULES}`;

const rsi = INDICATOR_RULES.find((r) => r.name === 'RSI');
if (!rsi) throw new Error('no RSI rule');
const request: BacktestRequest = {
  stockSymbol: '',
  sector: '58',
  from: FROM,
  to: new Date().toISOString().slice(0, 10),
  buyStrategy: [...defaultStrategy('buy'), defaultIndicatorRule(rsi, 'buy')],
  sellStrategy: defaultStrategy('sell'),
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(5)} KB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/**
 * Page-side timings of one visit, ms from the navigation's start (run in the page, hence a string): the run's call
 * (the sector's, or the symbol's for a one-symbol run) and, after a sector's, the selected symbol's run.
 */
const VISIT_TIMINGS = `(() => {
  const paths = ['${API_PATHS.backtestSector}', '${API_PATHS.backtest}'];
  const [run, symbol] = performance
    .getEntriesByType('resource')
    .filter((e) => paths.includes(new URL(e.name).pathname))
    .sort((a, b) => a.startTime - b.startTime);
  return {
    runStart: run.startTime,
    runEnd: run.responseEnd,
    runWire: run.encodedBodySize,
    symbolStart: symbol ? symbol.startTime : NaN,
    symbolEnd: symbol ? symbol.responseEnd : NaN,
  };
})()`;
const CHART_DRAWN = `document.querySelector('figure[aria-label^="Equity of"] canvas') ? performance.now() : 0`;

interface Visit {
  drawn: number;
  runStart: number;
  runEnd: number;
  runWire: number;
  symbolStart: number;
  symbolEnd: number;
}

/** Opens a run's address in a fresh browser context `samples` times (after one untimed visit). */
async function onScreen(url: string, samples: number): Promise<Visit[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const visits: Visit[] = [];
    for (let i = 0; i <= samples; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(url);
      const drawn = Number(
        await (
          await page.waitForFunction(CHART_DRAWN, undefined, { polling: 'raf', timeout: 120_000 })
        ).jsonValue(),
      );
      const timings = (await page.evaluate(VISIT_TIMINGS)) as Omit<Visit, 'drawn'>;
      if (i > 0) visits.push({ drawn, ...timings });
      await context.close();
    }
    return visits;
  } finally {
    await browser.close();
  }
}

await withDemoApp(async (app) => {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const sectorUrl = `${base}${API_PATHS.backtestSector}`;
  const symbols = app.market.current.symbolsOfSector('58');
  console.log(
    `\nA sector's first view (demo market, NEPSE since ${FROM}: ${symbols.length} symbols; buy SMA 20 > and RSI 14 > 50, sell SMA 20 <)`,
  );
  for (const [label, url] of [
    ['in brief', sectorUrl],
    ['in full', `${sectorUrl}?detail=${SECTOR_DETAIL_FULL}`],
  ] as const) {
    for (const encoding of ['br', 'gzip']) {
      const { bytes, wire, timings } = await latencies([url], request, encoding);
      console.log(
        `  ${`${label}, ${encoding}:`.padEnd(18)} ${kb(wire)} of ${mb(bytes)}   ${ms(timings[0]!)}`,
      );
    }
  }
  const first = symbols[0]!;
  const alone = { ...request, stockSymbol: first, sector: '0' };
  const { bytes, wire, timings } = await latencies([`${base}${API_PATHS.backtest}`], alone, 'gzip');
  console.log(`  ${`${first} alone, gzip:`.padEnd(18)} ${kb(wire)} of ${mb(bytes)}   ${ms(timings[0]!)}`);

  const built = existsSync(path.join(loadConfig({}).webDist, 'index.html'));
  if (!built || !existsSync(CHROMIUM_PATH)) {
    console.log(
      `  on screen: skipped, ${built ? `no Chromium at ${CHROMIUM_PATH}` : 'the web app is not built'}`,
    );
    return;
  }
  await post(sectorUrl, request);
  const median = (visits: Visit[], pick: (v: Visit) => number) => ms(medianAndBest(visits.map(pick)));
  const sector = await onScreen(`${base}${SECTOR_ADDRESS}`, BROWSER_SAMPLES);
  console.log(
    `  on screen, fresh Chromium (medians of ${BROWSER_SAMPLES}): address opened to ${first}'s equity chart drawn ${median(sector, (v) => v.drawn)}`,
  );
  console.log(
    `    of which the run, sector call sent to chart drawn ${median(sector, (v) => v.drawn - v.runStart)}`,
  );
  console.log(
    `    sector call ${median(sector, (v) => v.runEnd - v.runStart)}, ${kb(sector[0]!.runWire)} gzip (Chromium asks Brotli over HTTPS only)`,
  );
  console.log(
    `    sector answered to ${first}'s run sent ${median(sector, (v) => v.symbolStart - v.runEnd)}`,
  );
  console.log(`    ${first}'s run ${median(sector, (v) => v.symbolEnd - v.symbolStart)}`);
  console.log(`    ${first}'s run answered to chart drawn ${median(sector, (v) => v.drawn - v.symbolEnd)}`);
  const single = await onScreen(`${base}${SYMBOL_ADDRESS}`, BROWSER_SAMPLES);
  console.log(
    `  one symbol, ${SYMBOL} since ${FROM}: address opened to chart drawn ${median(single, (v) => v.drawn)}, call sent to chart drawn ${median(single, (v) => v.drawn - v.runStart)}`,
  );
});
