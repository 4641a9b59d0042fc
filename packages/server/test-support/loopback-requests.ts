import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** An answer as read off the wire, in the fields the tests read of an injected one. */
export interface WireAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
}

/** Sends a request whose path goes out exactly as written (`..`, backslashes, bad escapes and all). */
export type SendRaw = (method: string, path: string, headers?: Record<string, string>) => Promise<WireAnswer>;

/**
 * Test support: `app` behind a loopback HTTP server of the test's own, for paths that `inject` would tidy first
 * (it resolves `..` and turns `\` into `/` as a browser does; an attacker's client does not). The app's own
 * listen hooks do not run. Answers the sender and how to stop the server.
 */
export async function onLoopback(app: FastifyInstance): Promise<{ send: SendRaw; close(): Promise<void> }> {
  await app.ready();
  const server = createServer((req, res) => app.routing(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send: SendRaw = (method, path, headers = {}) =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            body: rawPayload.toString(),
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { send, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
