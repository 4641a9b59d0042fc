import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerErrorHandler } from './error-handler';
import { REQUEST_ID_HEADER, registerRequestIdHeader } from './request-id';
import { requestOptions } from './request-options';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
}

/** An app taking requests as the server does, logging to `lines`, with a route that fails. */
async function loggedApp(lines: LogLine[]) {
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    ...requestOptions(loadConfig({}).connections),
  });
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw new Error('the disk is on fire');
  });
  await app.ready();
  return app;
}

describe('request ids', () => {
  it('keeps a sane incoming x-request-id, sends it back and logs the error with it', async () => {
    const lines: LogLine[] = [];
    const app = await loggedApp(lines);
    const res = await app.inject({ url: '/fails', headers: { [REQUEST_ID_HEADER]: 'edge-7f3a.42' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers[REQUEST_ID_HEADER]).toBe('edge-7f3a.42');
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors.map((l) => [l.reqId, l.msg])).toEqual([['edge-7f3a.42', 'request failed']]);
    await app.close();
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'id with spaces'],
    ['a forged log line', 'x"}\n{"level":60'],
    ['empty', ''],
  ])('replaces an incoming id %s with a new one', async (_what, given) => {
    const lines: LogLine[] = [];
    const app = await loggedApp(lines);
    const res = await app.inject({ url: '/fails', headers: { [REQUEST_ID_HEADER]: given } });
    const id = res.headers[REQUEST_ID_HEADER];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(lines.find((l) => l.level >= 50)?.reqId).toBe(id);
    await app.close();
  });

  it('gives each request its own id when none comes in', async () => {
    const app = await loggedApp([]);
    const ids = new Set<unknown>();
    for (let i = 0; i < 3; i++) ids.add((await app.inject('/fails')).headers[REQUEST_ID_HEADER]);
    expect(ids.size).toBe(3);
    await app.close();
  });
});
