import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testMarket, testStoreWith } from '../test-support/market';
import { npmStart, type Started } from '../test-support/npm-start';
import type { TestStoreTarget } from '../test-support/store-targets';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Whether a new connection to `port` is refused (the server has stopped listening). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/**
 * Sends a Play Store registration (a call that writes to the store) but its body's last byte: the request stays in
 * flight until `finish` sends it.
 */
function halfSentRequest(port: number): { finish(): void; response: Promise<string> } {
  const body = JSON.stringify({
    package_name: 'com.f1soft.esewa',
    display_name: 'eSewa',
    store: 'google_play',
  });
  const socket: Socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /playstats/apps/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, -1)}`,
  );
  let received = '';
  const response = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(received));
  });
  return { finish: () => socket.write(body.slice(-1)), response };
}

describe('npm start on SIGTERM and SIGINT', () => {
  let place: TestStoreTarget;
  let webDist: string;

  afterEach(async () => {
    await place.cleanup();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function started(env: Record<string, string> = {}): Promise<Started & { database: string }> {
    place = await testStoreWith(testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]));
    webDist = mkdtempSync(path.join(tmpdir(), 'nepse-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body></body></html>');
    const database = place.target.kind === 'sqlite' ? place.target.file : '';
    return { ...(await npmStart(database, webDist, env)), database };
  }

  it('passes SIGTERM to the server, which refuses new connections, answers the request in flight, closes the store and frees the port', async () => {
    const { npm, port, nextLine, exited, database } = await started();
    const request = halfSentRequest(port);
    await nextLine(/incoming request/);
    npm.kill('SIGTERM');
    // Waited for (bounded): the server stops listening while the request is still in flight.
    let closed = false;
    for (let i = 0; i < 500 && !closed; i++) {
      closed = await refused(port);
      if (!closed) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(closed).toBe(true);
    request.finish();
    // The registration is stored: the store was still open for the request in flight.
    expect(await request.response).toMatch(/^HTTP\/1\.1 201 /);
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await portIsFree(port)).toBe(true);
    // SQLite removes the write-ahead log when the last connection closes.
    expect(existsSync(`${database}-wal`)).toBe(false);
  });

  it('gives up after SHUTDOWN_GRACE_SECONDS when a request never ends, says which it abandoned, and exits 1', async () => {
    const { npm, port, nextLine, exited, output } = await started({ SHUTDOWN_GRACE_SECONDS: '1' });
    const request = halfSentRequest(port);
    await nextLine(/incoming request/);
    npm.kill('SIGTERM');
    expect((await exited).code).toBe(1);
    expect(output()).toContain(
      'Shutdown gave up after the 1 s grace period (SHUTDOWN_GRACE_SECONDS): abandoned 1 request(s) in flight: POST /playstats/apps/.',
    );
    // The abandoned client sees its connection end without an answer.
    expect(await request.response).toBe('');
  });

  it('stops on Ctrl-C, which signals every process of the group, npm, the script and the server', async () => {
    const { npm, port, exited, database } = await started();
    process.kill(-(npm.pid ?? 0), 'SIGINT');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await portIsFree(port)).toBe(true);
    expect(existsSync(`${database}-wal`)).toBe(false);
  });
});
