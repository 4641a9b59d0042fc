// `npm run bench -w @nepse/server` (back-test part): the API's latency for the whole-market back-test as a NEPSE
// sector request (every listed equity of the real data, full history, buy SMA 20 `>` and RSI 14 `>` 50, sell
// SMA 20 `<`) over HTTP, with the worker pool and on the request's thread alone, and for smaller sectors, to
// show where the workers start to pay.
import { API_PATHS, type BacktestRequest } from '@nepse/contract';
import Fastify from 'fastify';
import { hasNepseData, NEPSE_DATA_DIR, NEPSE_DATA_MISSING } from '../../core/test-support/nepse-data';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { registerErrorHandler } from '../src/http/error-handler';
import { importMarket } from '../src/ingest/import-market';
import { registerBacktestRoutes } from '../src/routes/backtest';
import { openStore } from '../src/store/open-store';
import { testStoreTarget } from '../src/store/test-stores';

const SAMPLES = 15;

const sma = (condition: '>' | '<') => ({
  name: 'SMA',
  condition,
  value: '20',
  source: 'close',
  sma_source: 'close',
});
const request = (sector: string): BacktestRequest => ({
  stockSymbol: '',
  sector,
  from: '1990-01-01',
  to: '2030-12-31',
  buyStrategy: [
    sma('>'),
    { name: 'RSI', condition: '>', rsi_length: '14', rsi_value: '50', source: 'close' },
  ],
  sellStrategy: [sma('<')],
});

/** Median and best wall time of posting `body` to `url`, with the size of the answer. */
async function latency(url: string, body: BacktestRequest) {
  const post = async () => {
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${res.status}: ${text.slice(0, 200)}`);
    return { ms: performance.now() - started, bytes: text.length };
  };
  await post();
  const runs = [];
  for (let i = 0; i < SAMPLES; i++) runs.push(await post());
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  return { median: times[times.length >> 1]!, best: times[0]!, bytes: runs[0]!.bytes };
}

async function main(): Promise<void> {
  if (!hasNepseData) {
    console.log(`back-test API: skipped, ${NEPSE_DATA_MISSING}`);
    return;
  }
  const place = testStoreTarget('sqlite');
  try {
    const store = await openStore(place.target);
    await importMarket(store, [NEPSE_DATA_DIR], { skipInvalid: true });
    await store.close();
    const app = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_POLL_SECONDS: '0' }),
      database: place.target,
    });
    // The same routes and market on the request's thread alone.
    const single = Fastify();
    single.decorate('market', app.market);
    registerErrorHandler(single);
    registerBacktestRoutes(single, { workers: 1 });
    try {
      const pooled = await app.listen({ port: 0, host: '127.0.0.1' });
      const alone = await single.listen({ port: 0, host: '127.0.0.1' });
      const snapshot = app.market.current;
      console.log('\nBack-test API over HTTP (real NEPSE data, full history, SMA 20 / RSI 14 strategy)');
      for (const [sector, name] of [
        ['58', 'NEPSE'],
        ['1', 'Commercial Bank'],
        ['7', 'Microfinance'],
        ['4', 'Hydro Power'],
        ['2', 'Hotels and Tourism'],
      ]) {
        const symbols = snapshot.symbolsOfSector(sector!);
        const bars = symbols.reduce((n, s) => n + (snapshot.bars(s, 'adjusted')?.date.length ?? 0), 0);
        const withPool = await latency(`${pooled}${API_PATHS.backtestSector}`, request(sector!));
        const withoutPool = await latency(`${alone}${API_PATHS.backtestSector}`, request(sector!));
        console.log(
          `  ${`${name} (${symbols.length} symbols, ${bars.toLocaleString('en')} bars, ${(withPool.bytes / 1e6).toFixed(1)} MB)`.padEnd(58)}` +
            ` workers ${withPool.median.toFixed(0).padStart(4)} ms (best ${withPool.best.toFixed(0)})` +
            `   one thread ${withoutPool.median.toFixed(0).padStart(4)} ms (best ${withoutPool.best.toFixed(0)})`,
        );
      }
      console.log(
        `  (medians of ${SAMPLES}; sectors under the route's threshold run on one thread either way)`,
      );
    } finally {
      await single.close();
      await app.close();
    }
  } finally {
    await place.cleanup();
  }
}

await main();
