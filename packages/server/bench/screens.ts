// `npm run bench -w @nepse/server` (screens part): on the real data set, the time to compute every registered
// screen once (what a new data version costs), and the requests per second of a cached screen endpoint
// against a bare Fastify route sending the same bytes, measured with autocannon in the same run.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { MarketLog } from '../src/market/market-cache';
import { encode, ScreenAnswers } from '../src/screens/screen-answers';
import { screenInput } from '../src/screens/screen-input';
import { SCREENS } from '../src/screens/screens';
import { withRealDataApp } from './real-data-app';

const COMPUTE_RUNS = 21;
const LOAD_SECONDS = 5;
const ROUNDS = 5;
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };
const quiet: MarketLog = { info: () => {}, error: () => {} };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

function timeMs(run: () => unknown, runs = COMPUTE_RUNS): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Requests per second of `url` over `seconds`, 10 connections, the load generated in a worker thread. */
async function requestsPerSecond(url: string, seconds = LOAD_SECONDS): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: ACCEPT, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

await withRealDataApp('screens', async (app) => {
  const snapshot = app.market.current;
  const input = screenInput(snapshot);
  console.log(
    `\nScreens on the real data (${input.market.symbols.length} listed equities, latest session ${snapshot.latestDate}); median of ${COMPUTE_RUNS} runs`,
  );
  for (const screen of SCREENS) {
    const ms = timeMs(() => screen.schema.parse(screen.compute(input)));
    const body = JSON.stringify(screen.compute(input));
    console.log(
      `  ${screen.name.padEnd(28)} ${ms.toFixed(2).padStart(8)} ms  ${body.length.toLocaleString('en')} bytes`,
    );
  }
  const all = timeMs(() => {
    const fresh = screenInput(snapshot);
    for (const screen of SCREENS) screen.schema.parse(screen.compute(fresh));
  });
  const answers = new ScreenAnswers(SCREENS, quiet);
  const prepared: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await answers.prepare(snapshot);
    prepared.push(performance.now() - started);
  }
  console.log(
    `  all screens computed and checked: ${all.toFixed(2)} ms; with encoding and compression: ${median(prepared).toFixed(1)} ms`,
  );

  // The bare route sends exactly the bytes the app's screen route sends to a browser.
  const path = SCREENS[0]?.path ?? '';
  const answer = await encode(JSON.stringify(SCREENS[0]?.compute(input)));
  const bare = Fastify();
  bare.get(path, (_request, reply) => {
    reply.type('application/json; charset=utf-8');
    if (answer.br) reply.header('content-encoding', 'br');
    return reply.send(answer.br ?? answer.identity);
  });
  const appBase = await app.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const appUrl = `${appBase}${path}`;
    const bareUrl = `${bareBase}${path}`;
    // One untimed second each to warm the code up, then rounds that alternate which goes first.
    await requestsPerSecond(bareUrl, 1);
    await requestsPerSecond(appUrl, 1);
    const appRates: number[] = [];
    const bareRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [bareUrl, appUrl] : [appUrl, bareUrl];
      for (const url of order) (url === appUrl ? appRates : bareRates).push(await requestsPerSecond(url));
    }
    const [appRate, bareRate] = [median(appRates), median(bareRates)];
    console.log(
      `  GET ${path} (Brotli, ${(answer.br ?? answer.identity).length} bytes): app ${appRate.toFixed(0)} req/s, bare Fastify route ${bareRate.toFixed(0)} req/s: ${((appRate / bareRate) * 100).toFixed(0)} % (target 70 %)`,
    );
    console.log(
      `  (autocannon, 10 connections, ${LOAD_SECONDS} s, medians of ${ROUNDS} rounds taken in turns)`,
    );
  } finally {
    await bare.close();
  }
});
