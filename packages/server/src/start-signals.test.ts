import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testMarket, testStoreWith } from './market/test-market';
import type { TestStoreTarget } from './store/test-stores';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const STARTED = /is running at http:\/\/localhost:(\d+)/;

interface Started {
  npm: ChildProcess;
  port: number;
  /** Resolves with the first line of the server's output that matches. */
  nextLine(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `npm start` in a process group of its own on a small store; resolves once the server listens. */
async function npmStart(database: string, webDist: string): Promise<Started> {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      WEB_DIST: webDist,
      DATA_POLL_SECONDS: '0',
      // Request logging, so that the test knows when a request is in flight.
      LOG_LEVEL: 'debug',
    },
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of [...waiters]) {
      const line = output.split('\n').find((l) => w.pattern.test(l));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  npm.stdout?.on('data', onData);
  npm.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const nextLine = (pattern: RegExp) =>
    Promise.race([
      new Promise<string>((resolve) => {
        waiters.push({ pattern, resolve });
        onData(Buffer.alloc(0));
      }),
      exited.then(({ code }) => {
        throw new Error(`npm start exited with ${code} before ${pattern}:\n${output}`);
      }),
    ]);
  const port = Number(STARTED.exec(await nextLine(STARTED))?.[1]);
  return { npm, port, nextLine, exited };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Sends a request's head and half its body: the request stays in flight until `finish` sends the rest. */
function halfSentRequest(port: number): { finish(): void; response: Promise<string> } {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.write(
    'POST /api/backtest/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
  );
  let received = '';
  const response = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(received));
  });
  return { finish: () => socket.write('}'), response };
}

describe('npm start on SIGTERM and SIGINT', () => {
  let place: TestStoreTarget;
  let webDist: string;

  afterEach(async () => {
    await place.cleanup();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function started(): Promise<Started & { database: string }> {
    place = await testStoreWith(testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]));
    webDist = mkdtempSync(path.join(tmpdir(), 'nepse-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body></body></html>');
    const database = place.target.kind === 'sqlite' ? place.target.file : '';
    return { ...(await npmStart(database, webDist)), database };
  }

  it('passes SIGTERM to the server, which answers the request in flight, closes the store and frees the port', async () => {
    const { npm, port, nextLine, exited, database } = await started();
    const request = halfSentRequest(port);
    await nextLine(/incoming request/);
    npm.kill('SIGTERM');
    request.finish();
    expect(await request.response).toMatch(/^HTTP\/1\.1 400 /);
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await portIsFree(port)).toBe(true);
    // SQLite removes the write-ahead log when the last connection closes.
    expect(existsSync(`${database}-wal`)).toBe(false);
  });

  it('stops on Ctrl-C, which signals every process of the group, npm, the script and the server', async () => {
    const { npm, port, exited, database } = await started();
    process.kill(-(npm.pid ?? 0), 'SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await portIsFree(port)).toBe(true);
    expect(existsSync(`${database}-wal`)).toBe(false);
  });
});
