// `npm run bench -w @nepse/server` (back-test contention part): how long a light back-test takes while heavy ones
// hold the worker pool, on the real NEPSE data. Heavy: the page's largest strategy (every indicator and pattern on
// both sides) over every listed equity from 2016 to today, each from a client of its own. Light: one symbol
// (NABIL, SMA 20 both sides, whole history), and a NEPSE sector run with that strategy. Measured alone, right
// after 10 heavy runs whose clients hung up (their runs stop), and while 16 heavy runs are in flight.
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PATHS, type BacktestRequest, defaultStrategy } from '@nepse/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { BacktestPool, poolLimits } from '../src/backtest/backtest-pool';
import { BACKTEST_LIMITS } from '../src/config';
import { registerErrorHandler } from '../src/http/error-handler';
import { registerZodSchemas } from '../src/http/zod-schemas';
import { registerBacktestRoutes } from '../src/routes/backtest';
import { largestPageStrategy } from '../test-support/largest-strategy';
import { withRealDataApp } from './real-data-app';

/** The light runs' client; each heavy run has its own. */
const LIGHT_CLIENT = '10.2.0.1';
const TODAY = new Date().toISOString().slice(0, 10);
const SMA_BOTH = { buyStrategy: defaultStrategy('buy'), sellStrategy: defaultStrategy('sell') };
const ONE_SYMBOL: BacktestRequest = {
  stockSymbol: 'NABIL',
  sector: '0',
  from: '1990-01-01',
  to: '2030-12-31',
  ...SMA_BOTH,
};
const NEPSE_LIGHT: BacktestRequest = { ...ONE_SYMBOL, stockSymbol: '', sector: '58' };
const HEAVY: BacktestRequest = {
  stockSymbol: '',
  sector: '58',
  from: '2016-01-01',
  to: TODAY,
  buyStrategy: largestPageStrategy('buy'),
  sellStrategy: largestPageStrategy('sell'),
};

/** Posts `body` as client `client` (its X-Forwarded-For): the status and the wall time, ms. */
async function post(base: string, body: BacktestRequest, client: string, signal?: AbortSignal) {
  const path = body.stockSymbol === '' ? API_PATHS.backtestSector : API_PATHS.backtest;
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
    signal,
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** The p-th percentile (0..100) of some times, by the nearest rank. */
function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const f = (t: number) => `${t.toFixed(0)} ms`;
const p50p99 = (times: readonly number[]) =>
  `p50 ${f(percentile(times, 50))}, p99 ${f(percentile(times, 99))} (${times.length} runs)`;

/** `count` times `body` posted one after the other: their wall times. */
async function times(base: string, body: BacktestRequest, count: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await post(base, body, LIGHT_CLIENT)).ms);
  return out;
}

/** Starts `count` heavy runs, each from its own client, once the pool has taken every one in: their answers. */
async function heavyRuns(base: string, pool: BacktestPool, count: number, signal?: AbortSignal) {
  let held = 0;
  const allHeld = new Promise<void>((resolve) => {
    const onStart = () => {
      if (++held === count) {
        pool.events.off('run-start', onStart);
        resolve();
      }
    };
    pool.events.on('run-start', onStart);
  });
  const answers = Array.from({ length: count }, (_, i) =>
    post(base, HEAVY, `10.1.0.${i + 1}`, signal).catch(() => ({ status: 0, ms: 0 })),
  );
  await allHeld;
  return answers;
}

/** Resolves once the pool has ended `count` runs. */
function runsEnded(pool: BacktestPool, count: number): Promise<void> {
  let ended = 0;
  return new Promise((resolve) => {
    const onEnd = () => {
      if (++ended < count) return;
      pool.events.off('run-end', onEnd);
      resolve();
    };
    pool.events.on('run-end', onEnd);
  });
}

/** Resolves, with the ms it took, once the pool holds no run and no worker is busy. */
function untilIdle(pool: BacktestPool): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const state = pool.state();
      if (state.served + state.waiting + state.busyWorkers > 0) return;
      pool.events.off('run-end', check).off('worker-free', check);
      resolve(performance.now() - started);
    };
    pool.events.on('run-end', check).on('worker-free', check);
  });
}

async function bench(app: FastifyInstance): Promise<void> {
  // The back-test routes with the default limits on the app's market, behind a proxy (each heavy run its own client).
  const server = Fastify({ trustProxy: true });
  const pool = new BacktestPool(2, { limits: poolLimits(BACKTEST_LIMITS) });
  server.decorate('market', app.market);
  registerErrorHandler(server);
  registerZodSchemas(server);
  registerBacktestRoutes(server, { pool });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  try {
    console.log(
      `\nBack-tests under load (real NEPSE data, 2 workers, default limits; heavy = the page's largest strategy, ` +
        `${HEAVY.buyStrategy.length + HEAVY.sellStrategy.length} rules, over NEPSE 2016 to today)`,
    );
    await times(base, ONE_SYMBOL, 5);
    await times(base, NEPSE_LIGHT, 2);
    const heavyAlone = await times(base, HEAVY, 3);
    const oneAlone = await times(base, ONE_SYMBOL, 200);
    const sectorAlone = await times(base, NEPSE_LIGHT, 10);
    console.log(`  heavy run alone:                     ${f(percentile(heavyAlone, 50))} (median of 3)`);
    console.log(`  one symbol alone:                    ${p50p99(oneAlone)}`);
    console.log(`  NEPSE, SMA 20, alone:                ${p50p99(sectorAlone)}`);

    // 10 heavy runs, abandoned once the pool holds them all; a light run right at the hang-up, or once the server
    // has seen it (the runs ended), and one alone before each (taken in turns, so that a change in the shared
    // machine's load falls on both alike).
    for (const [label, body, rounds] of [
      ['one symbol', ONE_SYMBOL, 20],
      ['NEPSE, SMA 20,', NEPSE_LIGHT, 6],
    ] as const) {
      for (const when of ['at the hang-up', 'once the runs ended'] as const) {
        const before: number[] = [];
        const after: number[] = [];
        const freed: number[] = [];
        for (let round = 0; round < rounds; round++) {
          before.push((await post(base, body, LIGHT_CLIENT)).ms);
          const abort = new AbortController();
          const answers = await heavyRuns(base, pool, 10, abort.signal);
          const idle = body === ONE_SYMBOL ? untilIdle(pool) : undefined;
          const ended = runsEnded(pool, 10);
          abort.abort();
          if (when === 'once the runs ended') await ended;
          after.push((await post(base, body, LIGHT_CLIENT)).ms);
          if (idle) freed.push(await idle);
          await Promise.all(answers);
        }
        const ratio = (percentile(after, 50) / percentile(before, 50)).toFixed(1);
        console.log(
          `  ${label} after 10 abandoned heavy, ${when}: p50 ${f(percentile(after, 50))}, slowest ` +
            `${f(Math.max(...after))}; alone in the same turns p50 ${f(percentile(before, 50))}: ${ratio}x`,
        );
        if (freed.length > 0 && when === 'at the hang-up') {
          console.log(
            `  10 heavy runs abandoned: all stopped and both workers free within ${f(Math.max(...freed))} of the ` +
              `hang-up (p50 ${f(percentile(freed, 50))})`,
          );
        }
      }
    }

    // 16 heavy runs in flight; light runs until they are all answered.
    const underOne: number[] = [];
    const underSector: number[] = [];
    const heavyTimes: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < 2; round++) {
      const answers = await heavyRuns(base, pool, 16);
      let done = false;
      const all = Promise.all(answers).then((list) => {
        done = true;
        return list;
      });
      const sector = post(base, NEPSE_LIGHT, LIGHT_CLIENT);
      // A light run every 25 ms or so: another person's, not a flood that would take a core from the workers.
      while (!done) {
        underOne.push((await post(base, ONE_SYMBOL, LIGHT_CLIENT)).ms);
        await sleep(25);
      }
      underSector.push((await sector).ms);
      for (const answer of await all) {
        heavyTimes.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }
    console.log(`  one symbol under 16 heavy:           ${p50p99(underOne)}`);
    console.log(
      `  NEPSE, SMA 20, under 16 heavy:       ${underSector.map(f).join(', ')} (one run in each of 2 rounds)`,
    );
    console.log(
      `  the 16 heavy runs:                   slowest ${f(Math.max(...heavyTimes))}; statuses of the 32: ` +
        [...statuses].map(([status, n]) => `${n} x ${status}`).join(', '),
    );
  } finally {
    await server.close();
  }
}

await withRealDataApp('back-test contention', bench);
