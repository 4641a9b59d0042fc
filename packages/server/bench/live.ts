// `npm run bench -w @nepse/server` (live part): on a market of 300 listed symbols with the simulator trading at any
// hour, the cost of one poll (quote, check, encode and compress) and the requests per second of GET /api/live-nepse/
// against a bare Fastify route sending the same bytes, measured with autocannon in the same run.
import { brotliDecompressSync } from 'node:zlib';
import { API_PATHS } from '@nepse/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { LivePoller } from '../src/live/live-poller';
import { MarketSimulator } from '../src/live/market-simulator';
import type { MarketLog } from '../src/market/market-cache';
import { encode } from '../src/screens/screen-answers';
import { testMarket, testStoreWith } from '../test-support/market';
import { compareWithBareRoute, median } from './app-against-bare';

const SYMBOLS = 300;
const POLLS = 21;
const quiet: MarketLog = { info: () => {}, warn: () => {}, error: () => {} };

const place = await testStoreWith(
  testMarket(
    Array.from({ length: SYMBOLS }, (_, k) => ({
      symbol: `S${String(k).padStart(3, '0')}`,
      sessions: 30,
      price: 100 + k,
    })),
  ),
);
try {
  // No rate limit: the load against the app sends thousands of requests from one address.
  const app = await buildApp({
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_POLL_SECONDS: '0',
      LIVE_ANY_HOUR: '1',
      RATE_LIMIT_PER_MINUTE: '0',
    }),
    database: place.target,
  });
  try {
    // A poller of its own on a clock a second further at each poll: every poll moves every price.
    let now = Date.now();
    const poller = new LivePoller(
      new MarketSimulator(() => app.market.current, {
        seed: 1,
        tickMs: 1000,
        anyHour: true,
        now: () => new Date(now),
      }),
      { intervalMs: 1000, timeoutMs: 10_000, now: () => new Date(now) },
      quiet,
    );
    const times: number[] = [];
    for (let i = 0; i < POLLS; i++) {
      now += 1000;
      const started = performance.now();
      await poller.pollOnce();
      times.push(performance.now() - started);
    }
    const served = await app.inject({ url: API_PATHS.liveNepse, headers: { 'accept-encoding': 'br' } });
    console.log(
      `\nLive market, ${SYMBOLS} simulated symbols: one poll (quote, check, encode, compress) ${median(times).toFixed(2)} ms (median of ${POLLS})`,
    );
    if (served.statusCode !== 200) throw new Error(`GET ${API_PATHS.liveNepse}: ${served.statusCode}`);
    // The bare route sends exactly the bytes the app served.
    const answer = await encode(brotliDecompressSync(served.rawPayload).toString());
    await compareWithBareRoute(await app.listen({ port: 0, host: '127.0.0.1' }), API_PATHS.liveNepse, answer);
  } finally {
    await app.close();
  }
} finally {
  await place.cleanup();
}
