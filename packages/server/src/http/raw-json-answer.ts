import { STATUS_CODES } from 'node:http';

/**
 * A whole HTTP/1.1 answer `{ error }` as bytes, for the socket itself when no request object exists (a request
 * Node could not read, a connection over its address's cap); the connection closes after it.
 */
export function rawJsonAnswer(status: number, error: string): Buffer {
  const body = Buffer.from(JSON.stringify({ error }));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${body.length}`,
    'x-content-type-options: nosniff',
    'connection: close',
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]);
}
