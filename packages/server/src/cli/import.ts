// `npm run import -- [--skip-invalid] [--opens-from YYYY-MM-DD] [--report <file>] <path>...`: imports market data
// files into the store named by DATABASE_URL (see README, "Importing data").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { dateCell } from '../ingest/cells';
import { importMarket } from '../ingest/import-market';
import { openStore, StoreError } from '../store/open-store';
import { StoreUnavailableError } from '../store/store-unavailable';
import { consoleSummary, reportText } from './import-summary';
import { parseOrExplain, runCommand, storeName, writeReport } from './run-command';

const USAGE =
  'Usage: npm run import -- [--skip-invalid] [--opens-from YYYY-MM-DD] [--report <file>] <path>...';

async function main(): Promise<number> {
  const args = parseOrExplain(parse, USAGE);
  if (!args) return 2;
  const opensFrom = args.values['opens-from'];
  if (opensFrom !== undefined && Number.isNaN(dateCell(opensFrom))) {
    console.error(`--opens-from must be a date YYYY-MM-DD, not "${opensFrom}".\n${USAGE}`);
    return 2;
  }
  if (args.positionals.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const reportFile = path.resolve(args.values.report ?? 'data/import-report.txt');
  console.log(`Importing into ${storeName(config.database)}...`);

  const started = performance.now();
  const store = await openStore(config.database);
  try {
    const report = await importMarket(store, args.positionals, {
      skipInvalid: args.values['skip-invalid'],
      ...(opensFrom === undefined ? {} : { opensFrom: dateCell(opensFrom) }),
    });
    writeReport(reportFile, reportText(report));
    const seconds = (performance.now() - started) / 1000;
    for (const line of consoleSummary(report, reportFile, seconds)) console.log(line);
    return report.outcome === 'refused' || report.outcome === 'empty' ? 1 : 0;
  } finally {
    await store.close();
  }
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      'skip-invalid': { type: 'boolean', default: false },
      'opens-from': { type: 'string' },
      report: { type: 'string' },
    },
  });
}

await runCommand(main, [ConfigError, StoreError, StoreUnavailableError]);
