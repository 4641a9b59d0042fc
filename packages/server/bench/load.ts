// `npm run bench -w @nepse/server` (load part): 30 s of autocannon on loopback against the server as `npm start`
// runs it, mixing every screen, a back-test of one symbol and of a sector, the live market and the stock list, in
// turn on each connection: first one process on the demo market (SQLite), then two processes on one PostgreSQL
// database (a fresh one, dropped after), the connections split between them. Any non-2xx answer or connection
// error is printed by status and fails the bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS, type BacktestRequest, type StockListResponse } from '@nepse/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { SCREENS } from '../src/screens/screens';
import { TEST_POSTGRES_URL } from '../test-support/store-targets';
import { type ServerProcess, startServer } from './server-process';

const LOAD_SECONDS = 30;
const CONNECTIONS = 10;
/** Commercial Bank: every bank of the demo market since 2016, the heaviest request of the mix. */
const SECTOR = '1';
const MB = 1024 * 1024;

const SERVER_ENV = {
  // The bench is one client hammering the server: the per-client rate limit (on by default) would answer 429s.
  RATE_LIMIT_PER_MINUTE: '0',
  // The simulator trades at any hour, so that the live market moves (and is re-encoded) during the load.
  LIVE_ANY_HOUR: '1',
};

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  byStatus: string;
}

/** The requests each connection sends in turn: every screen, both back-tests, the live market, the stock list. */
function requestMix(symbol: string): autocannon.Request[] {
  const strategy = (stockSymbol: string, sector: string): BacktestRequest => ({
    stockSymbol,
    sector,
    from: '2000-01-01',
    to: '2030-12-31',
    buyStrategy: [
      { name: 'SMA', condition: '>', value: '20', source: 'close', sma_source: 'close' },
      { name: 'RSI', condition: '>', rsi_length: '14', rsi_value: '50', source: 'close' },
    ],
    sellStrategy: [{ name: 'SMA', condition: '<', value: '20', source: 'close', sma_source: 'close' }],
  });
  const post = (url: string, body: BacktestRequest): autocannon.Request => ({
    method: 'POST',
    path: url,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return [
    ...SCREENS.map((s) => ({ method: 'GET' as const, path: s.path })),
    { method: 'GET', path: `${API_PATHS.supportResistance}${symbol}` },
    { method: 'GET', path: `${API_PATHS.technicalRatings}?symbol=${symbol}` },
    { method: 'GET', path: `${API_PATHS.fibonacciLevels}${symbol}` },
    post(API_PATHS.backtest, strategy(symbol, '')),
    post(API_PATHS.backtestSector, strategy('', SECTOR)),
    { method: 'GET', path: API_PATHS.liveNepse },
    { method: 'GET', path: API_PATHS.stockList },
  ];
}

/** The first symbol of the server's stock list: the one the symbol screens and the one-symbol back-test ask for. */
async function firstSymbol(base: string): Promise<string> {
  const { data } = (await (await fetch(`${base}${API_PATHS.stockList}`)).json()) as StockListResponse;
  const symbol = data[0]?.symbol;
  if (!symbol) throw new Error(`${base} lists no stock.`);
  return symbol;
}

/** Sends every request of the mix once to each server (warming up), failing on an answer that is not 2xx. */
async function checkMix(bases: readonly string[], mix: readonly autocannon.Request[]): Promise<void> {
  for (const base of bases) {
    for (const request of mix) {
      const res = await fetch(`${base}${request.path}`, {
        method: request.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', ...request.headers },
        ...(request.body === undefined ? {} : { body: String(request.body) }),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${request.method} ${request.path} on ${base}: ${res.status}`);
    }
  }
}

/** The load on `bases` (connections split evenly between them), as one result. */
async function load(bases: readonly string[], mix: autocannon.Request[]): Promise<LoadResult> {
  const result = await autocannon({
    // autocannon takes several targets and spreads its connections over them; its typings know one.
    url: (bases.length === 1 ? bases[0] : bases) as string,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: mix,
    workers: 1,
  });
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  const byStatus = [
    ...statuses.map(([code, { count = 0 }]) => `${code} x${count}`),
    ...(result.errors > 0 ? [`connection errors x${result.errors} (timeouts ${result.timeouts})`] : []),
  ].join(', ');
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    byStatus,
  };
}

/** Starts the servers `start` gives, loads them, prints a row, stops them; false when the load had errors. */
async function run(label: string, start: () => Promise<ServerProcess[]>): Promise<boolean> {
  const servers = await start();
  try {
    const bases = servers.map((s) => s.base);
    const mix = requestMix(await firstSymbol(bases[0] ?? ''));
    await checkMix(bases, mix);
    const before = await Promise.all(servers.map((s) => s.memory()));
    const result = await load(bases, mix);
    const after = await Promise.all(servers.map((s) => s.memory()));
    const memory = (pick: 'rss' | 'heapUsed') =>
      servers.map((_, i) => `${mb(before[i]?.[pick])}→${mb(after[i]?.[pick])}`).join(' ');
    console.log(
      `  ${label.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(6)} ${result.p50.toFixed(1).padStart(7)} ${result.p99.toFixed(1).padStart(7)} ${String(result.errors).padStart(6)}   ${memory('rss').padEnd(18)} ${memory('heapUsed')}`,
    );
    if (result.errors > 0) console.log(`    errors by status: ${result.byStatus}`);
    return result.errors === 0;
  } finally {
    for (const server of servers) await server.stop();
  }
}

const mb = (bytes: number | undefined) => (bytes === undefined ? '?' : (bytes / MB).toFixed(0));

/** Two servers on a new PostgreSQL database, the first generating the demo market before the second starts. */
async function onPostgres(
  bench: (start: () => Promise<ServerProcess[]>) => Promise<boolean>,
): Promise<boolean> {
  const database = `nepse_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (err) {
    console.log(
      `  two processes, PostgreSQL: skipped, no PostgreSQL at ${TEST_POSTGRES_URL} (${String(err)})`,
    );
    return true;
  }
  try {
    await admin.query(`create database ${database}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${database}`;
    const env = { ...SERVER_ENV, DATABASE_URL: url.toString() };
    return await bench(async () => {
      const first = await startServer(env);
      try {
        return [first, await startServer(env)];
      } catch (err) {
        await first.stop();
        throw err;
      }
    });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

const [cpu] = cpus();
console.log(
  `\nLoad: autocannon, ${LOAD_SECONDS} s, ${CONNECTIONS} connections on loopback, each sending in turn the ${SCREENS.length} screens, the 3 symbol screens, a back-test of one symbol and of sector ${SECTOR}, the live market and the stock list`,
);
console.log(
  `  machine: ${cpus().length} cores (${cpu?.model ?? 'unknown'}), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the start`,
);
console.log(
  `  ${''.padEnd(28)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}   ${'RSS MB before→after'.padEnd(18)} heap MB before→after`,
);
const dir = mkdtempSync(path.join(tmpdir(), 'nepse-load-'));
let clean: boolean;
try {
  clean = await run('one process, SQLite (demo)', async () => [
    await startServer({ ...SERVER_ENV, DATABASE_URL: path.join(dir, 'nepse.db') }),
  ]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
clean = (await onPostgres((start) => run('two processes, PostgreSQL', start))) && clean;
if (!clean) process.exitCode = 1;
