// `npm run bench -w @nepse/server` (back-test part): the API's latency for the whole-market back-test as a NEPSE
// sector request (every listed equity of the real data, full history, buy SMA 20 `>` and RSI 14 `>` 50, sell
// SMA 20 `<`) over HTTP, with the worker pool and on the request's thread alone, and for smaller sectors, to
// show where the workers start to pay.
import { API_PATHS, type BacktestRequest } from '@nepse/contract';
import Fastify from 'fastify';
import { registerErrorHandler } from '../src/http/error-handler';
import { registerZodSchemas } from '../src/http/zod-schemas';
import { PARALLEL_MIN_BARS, registerBacktestRoutes } from '../src/routes/backtest';
import { latencies, ms, SAMPLES } from './http-latency';
import { withRealDataApp } from './real-data-app';

const SECTORS: readonly [string, string][] = [
  ['58', 'NEPSE'],
  ['4', 'Hydro Power'],
  ['7', 'Microfinance'],
  ['1', 'Commercial Bank'],
  ['2', 'Hotels and Tourism'],
];

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

await withRealDataApp('back-test API', async (app) => {
  // The same routes and market, every sector through the workers, and every sector on the request's thread;
  // the app's own server (its route and compression) for the NEPSE answer compressed.
  const pooled = Fastify();
  const single = Fastify();
  for (const [server, options] of [
    [pooled, { parallelMinBars: 0 }],
    [single, { workers: 1 }],
  ] as const) {
    server.decorate('market', app.market);
    registerErrorHandler(server);
    registerZodSchemas(server);
    registerBacktestRoutes(server, options);
  }
  const appUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}${API_PATHS.backtestSector}`;
  try {
    const urls = [
      await pooled.listen({ port: 0, host: '127.0.0.1' }),
      await single.listen({ port: 0, host: '127.0.0.1' }),
    ].map((base) => `${base}${API_PATHS.backtestSector}`);
    const snapshot = app.market.current;
    console.log(
      '\nBack-test API over HTTP (real NEPSE data, full history, buy SMA 20 > and RSI 14 > 50, sell SMA 20 <)',
    );
    for (const [sector, name] of SECTORS) {
      const symbols = snapshot.symbolsOfSector(sector);
      const bars = symbols.reduce((n, s) => n + (snapshot.bars(s, 'adjusted')?.date.length ?? 0), 0);
      const { bytes, timings } = await latencies(urls, request(sector));
      const label = `${name} (${symbols.length} symbols, ${bars.toLocaleString('en')} bars, ${(bytes / 1e6).toFixed(1)} MB)`;
      console.log(`  ${label.padEnd(56)} workers ${ms(timings[0]!)}   one thread ${ms(timings[1]!)}`);
    }
    for (const encoding of ['br', 'gzip']) {
      const { bytes, wire, timings } = await latencies([appUrl], request('58'), encoding);
      const label = `NEPSE as the app sends it, ${encoding}: ${(wire / 1e6).toFixed(1)} MB of ${(bytes / 1e6).toFixed(1)} MB`;
      console.log(`  ${label.padEnd(56)} ${ms(timings[0]!)} (compressing and decoding included)`);
    }
    console.log(
      `  (medians of ${SAMPLES} taken in turns; the route sends sectors of ${PARALLEL_MIN_BARS.toLocaleString('en')} bars or more to the workers)`,
    );
  } finally {
    await pooled.close();
    await single.close();
  }
});
