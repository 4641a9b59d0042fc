import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../../test-support/app';
import { testMarket, testStoreWith } from '../../test-support/market';

/** What a raw connection received until it closed, and when it closed (ms after it opened). */
interface Received {
  text: string;
  closedAfterMs: number;
}

/** The answer's status and its JSON body, read off the raw bytes. */
function parsed(text: string): { status: number; body: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('connection limits on a real socket', () => {
  let started: TestApp;
  let port: number;
  const open: Socket[] = [];
  beforeAll(async () => {
    started = await testAppOn(
      await testStoreWith(testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]), 'demo'),
      {
        REQUEST_TIMEOUT_SECONDS: '0.5',
        HEADERS_TIMEOUT_SECONDS: '0.5',
        CONNECTIONS_PER_ADDRESS: '3',
      },
    );
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    port = (started.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await started?.close();
  });

  /** A connection that sends `start`, then each of `drip` one at a time every `everyMs`, until the server closes it. */
  function connection(start: string, drip = '', everyMs = 20): Promise<Received & { dripped: number }> {
    return new Promise((resolve, reject) => {
      const opened = performance.now();
      const socket = connect(port, '127.0.0.1');
      open.push(socket);
      let text = '';
      let dripped = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(start);
        timer = setInterval(() => {
          if (dripped < drip.length && socket.writable) socket.write(drip[dripped++] ?? '');
        }, everyMs);
      });
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      socket.on('error', () => {
        // The server may reset the socket as it drips; what arrived before says what happened.
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ text, closedAfterMs: performance.now() - opened, dripped });
      });
      socket.setTimeout(20_000, () => reject(new Error('the server never closed the connection')));
    });
  }

  it('answers a body sent a byte at a time 408 { error } and closes it at the request timeout', async () => {
    const body = 'x'.repeat(1000);
    const head = `POST /api/backtest/ HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    // Whole, the body would take 20 s at 20 ms a byte; the request timeout is half a second.
    const slow = await connection(head, body, 20);
    expect(parsed(slow.text)).toEqual({
      status: 408,
      body: {
        error:
          'The request took too long to arrive: send its headers within 0.5 s and all of it within 0.5 s.',
      },
    });
    expect(slow.closedAfterMs).toBeGreaterThanOrEqual(500);
    expect(slow.dripped).toBeLessThan(body.length / 4);
  });

  it('cuts off headers sent a byte at a time the same way', async () => {
    const slow = await connection(
      'GET /api/sectors HTTP/1.1\r\n',
      `host: x\r\nx-slow: ${'y'.repeat(500)}\r\n\r\n`,
      20,
    );
    expect(parsed(slow.text).status).toBe(408);
    expect(slow.closedAfterMs).toBeGreaterThanOrEqual(500);
  });

  it("answers Node's own 400 and 431 as { error }", async () => {
    expect(parsed((await connection('NOT HTTP AT ALL\r\n\r\n')).text)).toEqual({
      status: 400,
      body: { error: 'The request is not valid HTTP.' },
    });
    const big = `GET /api/sectors HTTP/1.1\r\nhost: x\r\nx-big: ${'z'.repeat(20_000)}\r\n\r\n`;
    expect(parsed((await connection(big)).text)).toEqual({
      status: 431,
      body: { error: "The request's headers are too large: at most 16 KiB in all." },
    });
  });

  it('refuses a connection past the cap for its address with 503 { error }, and takes one again once one closes', async () => {
    const request = (close: boolean) =>
      `GET /healthz HTTP/1.1\r\nhost: x\r\nconnection: ${close ? 'close' : 'keep-alive'}\r\n\r\n`;
    /** A kept-alive connection, once the server has answered on it (so it is counted). */
    const kept = () =>
      new Promise<Socket>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request(false)));
        open.push(socket);
        socket.once('data', () => resolve(socket));
      });
    const held = [await kept(), await kept(), await kept()];
    const refused = await connection(request(false));
    expect(parsed(refused.text)).toEqual({
      status: 503,
      body: { error: 'Too many connections from one address: at most 3 at once; close some and try again.' },
    });
    const first = held[0] as Socket;
    // Asked to close, the server ends the connection after answering: its count goes down as it does.
    await new Promise((resolve) => {
      first.once('close', resolve);
      first.write(request(true));
    });
    const again = await connection(request(true));
    expect(again.text).toMatch(/^HTTP\/1\.1 200 /);
  });
});
