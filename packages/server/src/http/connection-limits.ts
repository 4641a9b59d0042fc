import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { ConnectionConfig } from '../config';
import { rawJsonAnswer } from './raw-json-answer';

/** Longest wait between two checks of the request and header timeouts (Node checks every 30 s by default). */
const MAX_CHECK_INTERVAL_MS = 1000;

/**
 * Node's time limits, which Fastify leaves off for whole requests: a client that sends its headers or body a byte
 * at a time is answered 408 and cut off once the request has taken `requestTimeoutMs` (`headersTimeoutMs` for the
 * headers), and an idle kept-alive connection closes after `keepAliveTimeoutMs`. Node checks the limits on a
 * timer: every fifth of the shorter limit, so that a request is cut within a fifth past its limit.
 */
export function connectionOptions(limits: ConnectionConfig): FastifyHttpOptions<Server> {
  const checkEvery = Math.min(
    MAX_CHECK_INTERVAL_MS,
    Math.min(limits.requestTimeoutMs, limits.headersTimeoutMs) / 5,
  );
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(10, Math.round(checkEvery)),
    },
  };
}

/**
 * Caps the connections open at once from one address (`perAddress`, 0 = no cap): a further one is answered 503
 * and closed, so that one client cannot hold every file handle with slow or idle sockets. The count lives with
 * the server and goes down as each socket closes.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number): void {
  if (perAddress === 0) return;
  const open = new Map<string, number>();
  const refusal = rawJsonAnswer(
    503,
    `Too many connections from one address: at most ${perAddress} at once; close some and try again.`,
  );
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.end(refusal);
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
