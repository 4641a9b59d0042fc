import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { ConnectionConfig } from '../config';
import { rawJsonAnswer } from './raw-json-answer';

/** Node's largest request head by default (`--max-http-header-size`), in bytes. */
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Node's answer to a request it could not read, before Fastify has a request: `{ error }` like every other answer
 * (Fastify's own is `{ error, message, statusCode }`), then the connection closes. A reset socket is left alone.
 */
export function clientErrorAnswer(
  limits: ConnectionConfig,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return (err: Error & { code?: string }, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.write(rawJsonAnswer(...statusAndWords(err.code, limits)));
    socket.destroy();
  };
}

function statusAndWords(code: string | undefined, limits: ConnectionConfig): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const whole = limits.requestTimeoutMs / 1000;
    const head = limits.headersTimeoutMs / 1000;
    return [
      408,
      `The request took too long to arrive: send its headers within ${head} s and all of it within ${whole} s.`,
    ];
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [431, `The request's headers are too large: at most ${MAX_HEADER_BYTES / 1024} KiB in all.`];
  }
  return [400, 'The request is not valid HTTP.'];
}
