// `npm run bench -w @nepse/server`: the data platform. A write of 1,000,000 synthetic price rows; on the real
// NEPSE data, the import into an empty store (parse and check, then write), a repeated import (nothing
// changes) and the market cache load; the first start of the server on an empty store (demo market
// generated, saved, loaded). Wall and CPU time, since the machine may be shared; SQLite, and PostgreSQL
// when it answers.
import { hasNepseData, NEPSE_DATA_DIR, NEPSE_DATA_MISSING } from '../../core/test-support/nepse-data';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { collectFiles } from '../src/ingest/collect-files';
import { IssueLog } from '../src/ingest/import-issues';
import { importMarket } from '../src/ingest/import-market';
import { MarketCollector } from '../src/ingest/market-collector';
import { MarketCache } from '../src/market/market-cache';
import { openStore, type StoreTarget } from '../src/store/open-store';
import { writeMarket } from '../src/store/write-market';
import { testMarket } from '../test-support/market';
import { STORE_KINDS, testStoreTarget } from '../test-support/store-targets';

interface Timing {
  wallMs: number;
  cpuMs: number;
}

async function timed<T>(run: () => Promise<T> | T): Promise<[T, Timing]> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await run();
  const used = process.cpuUsage(cpu);
  return [value, { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }];
}

const rows: [string, Timing][] = [];
const show = (label: string, t: Timing) => {
  rows.push([label, t]);
  console.log(
    `${label.padEnd(58)} ${(t.wallMs / 1000).toFixed(2).padStart(7)} s wall ${(t.cpuMs / 1000).toFixed(2).padStart(7)} s cpu`,
  );
};
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const MILLION = testMarket(
  Array.from({ length: 400 }, (_, i) => ({ symbol: `S${i}`, sessions: 2500, price: 100 + i })),
);

async function benchStore(kind: StoreTarget['kind']): Promise<void> {
  const empty = testStoreTarget(kind);
  try {
    const store = await openStore(empty.target);
    try {
      const [, t] = await timed(() =>
        writeMarket(store, MILLION, { kind: 'imported', description: 'bench' }),
      );
      show(`${kind}: write 1,000,000 price rows into an empty store`, t);
    } finally {
      await store.close();
    }
  } finally {
    await empty.cleanup();
  }
  const place = testStoreTarget(kind);
  try {
    const store = await openStore(place.target);
    try {
      const [first, t1] = await timed(() => importMarket(store, [NEPSE_DATA_DIR], { skipInvalid: true }));
      show(`${kind}: import everything into an empty store`, t1);
      const rowsWritten = first.write?.changed.prices ?? 0;
      const [second, t2] = await timed(() => importMarket(store, [NEPSE_DATA_DIR], { skipInvalid: true }));
      show(`${kind}: import it again (${second.outcome})`, t2);
      const loads: Timing[] = [];
      for (let i = 0; i < 3; i++) loads.push((await timed(() => MarketCache.load(store, quiet)))[1]);
      loads.sort((a, b) => a.wallMs - b.wallMs);
      show(`${kind}: market cache load, ${rowsWritten.toLocaleString('en-US')} rows (best of 3)`, loads[0]!);
    } finally {
      await store.close();
    }
  } finally {
    await place.cleanup();
  }
}

async function main(): Promise<void> {
  if (!hasNepseData) {
    console.log(`skipped: ${NEPSE_DATA_MISSING}`);
    return;
  }
  const log = new IssueLog();
  const [, parse] = await timed(() => collectFiles([NEPSE_DATA_DIR], new MarketCollector(log), log));
  show('read and check every file (no store)', parse);
  for (const kind of STORE_KINDS) {
    try {
      await benchStore(kind);
    } catch (err) {
      console.log(`${kind}: not measured (${(err as Error).message})`);
    }
  }
  const place = testStoreTarget('sqlite');
  try {
    const [app, start] = await timed(() =>
      buildApp({ ...loadConfig({ LOG_LEVEL: 'silent', DATA_POLL_SECONDS: '0' }), database: place.target }),
    );
    show(`first start on an empty store (demo: ${app.market.symbols().length} symbols)`, start);
    await app.close();
  } finally {
    await place.cleanup();
  }
}

await main();
