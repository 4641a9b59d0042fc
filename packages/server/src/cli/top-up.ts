// `npm run top-up -- [--since YYYY-MM-DD] [--days N] [--skip-invalid] [--report <file>]`: tops the store named by
// DATABASE_URL up with NEPSE's own daily bars, from the site at NEPSE_BASE_URL (see README, "Real data from NEPSE").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { epochDay } from '@nepse/core';
import { ConfigError, loadConfig } from '../config';
import { NepseClient } from '../nepse/nepse-client';
import { NepseError } from '../nepse/nepse-http';
import { topUpFromNepse } from '../nepse/nepse-top-up';
import { TokenModuleError } from '../nepse/token-module';
import { openStore, StoreError } from '../store/open-store';
import { StoreUnavailableError } from '../store/store-unavailable';
import { reportText } from './import-summary';
import { ProgressBar } from './progress-bar';
import { parseOrExplain, runCommand, storeName, writeReport } from './run-command';
import { topUpSummary } from './top-up-summary';

const USAGE = 'Usage: npm run top-up -- [--since YYYY-MM-DD] [--days N] [--skip-invalid] [--report <file>]';
/** The history is asked back to here unless --since says otherwise (the demo market's first year). */
const DEFAULT_SINCE = '2016-01-01';
/** NEPSE's day-by-day price list serves about the last year. */
const DEFAULT_DAYS = 365;

async function main(): Promise<number> {
  const args = parseOrExplain(parse, USAGE);
  if (!args) return 2;
  const since = args.values.since ?? DEFAULT_SINCE;
  const days = Number(args.values.days ?? DEFAULT_DAYS);
  if (Number.isNaN(epochDay(since)) || !Number.isInteger(days) || days < 1 || args.positionals.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const reportFile = path.resolve(args.values.report ?? 'data/top-up-report.txt');
  console.log(
    `Topping up ${storeName(config.database)} from ${config.nepse.baseUrl} (history since ${since}, price list ${days} days)...`,
  );

  const controller = new AbortController();
  // The first Ctrl-C stops between requests (the days written stay whole); a second one ends the process.
  process.once('SIGINT', () => controller.abort());
  const bar = new ProgressBar(process.stderr);
  const client = new NepseClient({
    baseUrl: config.nepse.baseUrl,
    minIntervalMs: config.nepse.throttleMs,
    requestTimeoutMs: config.nepse.timeoutMs,
    log: { info: (obj, msg) => console.log(`${msg}: ${JSON.stringify(obj)}`) },
  });
  const started = performance.now();
  const store = await openStore(config.database);
  try {
    const report = await topUpFromNepse(store, client, {
      now: new Date(),
      since,
      priceListDays: days,
      skipInvalid: args.values['skip-invalid'],
      signal: controller.signal,
      onProgress: (p) => bar.update(p),
    });
    bar.done();
    writeReport(reportFile, reportText(report));
    const seconds = (performance.now() - started) / 1000;
    for (const line of topUpSummary(report, reportFile, seconds)) console.log(line);
    if (report.failure) return 1;
    if (report.interrupted) return 130;
    return report.outcome === 'refused' ? 1 : 0;
  } finally {
    bar.done();
    await store.close();
  }
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      days: { type: 'string' },
      'skip-invalid': { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  });
}

await runCommand(main, [ConfigError, StoreError, StoreUnavailableError, NepseError, TokenModuleError]);
