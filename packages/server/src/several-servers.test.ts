import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  SCREEN_HEADERS,
  screenPath,
  stockChartResponseSchema,
  stockListResponseSchema,
} from '@nepse/contract';
import { isoDate } from '@nepse/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBars } from '../test-support/market';
import { npmStart, repoRoot, type Started } from '../test-support/npm-start';
import { TEST_POSTGRES_URL } from '../test-support/store-targets';

/** Runs SQL on the test server's maintenance connection (create and drop the database of the test). */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `npm run import -- <file>` against `databaseUrl`; resolves with its exit code and output. */
function npmImport(
  databaseUrl: string,
  file: string,
  reportDir: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    'npm',
    ['run', 'import', '--silent', '--', '--report', path.join(reportDir, 'report.txt'), file],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A long CSV of `symbol,date,open,high,low,close,volume`: 30 sessions of NABIL and ADBL to 2025-06-26, NABIL's last close `lastClose`. */
function csv(lastClose: number): string {
  const rows = ['symbol,date,open,high,low,close,volume'];
  for (const [symbol, price] of [
    ['NABIL', 500],
    ['ADBL', 300],
  ] as const) {
    const bars = testBars(30, price);
    for (let i = 0; i < 30; i++) {
      const last = symbol === 'NABIL' && i === 29;
      const close = last ? lastClose : (bars.close[i] ?? 0);
      const high = Math.max(bars.high[i] ?? 0, close);
      const low = Math.min(bars.low[i] ?? 0, close);
      rows.push(
        [symbol, isoDate(bars.date[i] ?? 0), bars.open[i], high, low, close, bars.volume[i]].join(','),
      );
    }
  }
  return `${rows.join('\n')}\n`;
}

const get = (server: Started, url: string) => fetch(`http://127.0.0.1:${server.port}${url}`);

/** NABIL's last traded close as `server` answers it. */
async function nabilClose(server: Started): Promise<number | undefined> {
  const res = await get(server, `${API_PATHS.stock}NABIL`);
  if (res.status !== 200) return undefined;
  return stockChartResponseSchema.parse(await res.json()).traded.close.at(-1);
}

describe('two server processes on one fresh PostgreSQL database (npm start)', () => {
  const database = `nepse_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  let dir: string;
  const servers: Started[] = [];

  beforeAll(async () => {
    await admin(`create database ${database}`);
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-scale-'));
    writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body></body></html>');
  });
  afterAll(async () => {
    for (const server of servers) {
      if (server.npm.pid !== undefined && server.npm.exitCode === null)
        process.kill(-server.npm.pid, 'SIGTERM');
      await server.exited;
    }
    await admin(`drop database if exists ${database} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates the demo market into it and serves it from both; an import through the CLI reaches both without a restart', async () => {
    // The first one creates the tables and the demo market; the second finds them.
    const env = { DATA_POLL_SECONDS: '0.2', LOG_LEVEL: 'warn' };
    servers.push(await npmStart(databaseUrl, dir, env));
    servers.push(await npmStart(databaseUrl, dir, env));
    for (const server of servers) {
      const list = stockListResponseSchema.parse(await (await get(server, API_PATHS.stockList)).json());
      expect(list.data.length).toBeGreaterThan(200);
      const screen = await get(server, screenPath('volatileStocks'));
      expect(screen.status).toBe(200);
      expect(screen.headers.get(SCREEN_HEADERS.dataKind)).toBe('demo');
    }

    const file = path.join(dir, 'prices.csv');
    writeFileSync(file, csv(612.3));
    const imported = await npmImport(databaseUrl, file, dir);
    expect(imported.code, imported.output).toBe(0);

    // Each process sees the new data version at its next poll: waited for, a bounded number of times.
    for (const server of servers) {
      let close: number | undefined;
      for (let i = 0; i < 300 && close !== 612.3; i++) {
        close = await nabilClose(server);
        if (close !== 612.3) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(close).toBe(612.3);
      // Its screens were computed again on the imported data.
      const screen = await get(server, screenPath('volatileStocks'));
      expect(screen.status).toBe(200);
      expect(screen.headers.get(SCREEN_HEADERS.dataKind)).toBe('imported');
      expect(screen.headers.get(SCREEN_HEADERS.dataDate)).toBe('2025-06-26');
    }
  }, 600_000);
});
