import { API_PATHS, screenPath } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../../test-support/app';
import { backtestTestMarket, NABIL_REQUEST } from '../../test-support/backtest-market';
import { testStoreWith } from '../../test-support/market';
import { type ProxiedPostgres, proxiedPostgres } from '../../test-support/proxied-postgres';
import { KEY_UNCHECKED_MESSAGE } from './access-key-checker';
import { ACCESS_KEY_MESSAGES } from './access-keys-hook';
import { issueAccessKey } from './issue-access-key';

describe('Pro screens for paying users while PostgreSQL is gone (through a TCP proxy)', () => {
  let behind: ProxiedPostgres;
  let started: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    behind = await proxiedPostgres();
    await testStoreWith(backtestTestMarket(), 'imported', behind.place);
    // A key cache of no time at all: every request reads its key again, so any outage outlasts the cache.
    started = await testAppOn(behind.place, { ACCESS_KEYS: 'on', ACCESS_KEY_CACHE_SECONDS: '0' });
    app = started.app;
  }, 60_000);
  afterAll(() => started?.close());

  const screen = (key?: string) =>
    app.inject(`${screenPath('trendSignals')}${key === undefined ? '' : `?accesskey=${key}`}`);

  it('serves a key seen valid from memory, refuses an unknown key with a 503 saying why, and recovers', async () => {
    const paying = await issueAccessKey(app.store.db, { kind: 'full', label: 'paying' }, new Date());
    const unseen = await issueAccessKey(app.store.db, { kind: 'full', label: 'unseen' }, new Date());
    const before = await screen(paying.key);
    expect(before.statusCode, before.body).toBe(200);

    await behind.proxy.stop();
    const during = await screen(paying.key);
    expect(during.statusCode, during.body).toBe(200);
    expect(during.body).toBe(before.body);
    const backtest = await app.inject({
      method: 'POST',
      url: API_PATHS.backtest,
      payload: { ...NABIL_REQUEST, accesskey: paying.key },
    });
    expect(backtest.statusCode, backtest.body).toBe(200);
    const refused = await screen(unseen.key);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ error: KEY_UNCHECKED_MESSAGE });
    const none = await screen();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: ACCESS_KEY_MESSAGES.missing });

    await behind.proxy.start();
    let after = await screen(unseen.key);
    // The pool opens a new connection by itself; a bounded number of tries while it does.
    for (let i = 0; i < 50 && after.statusCode === 503; i++) after = await screen(unseen.key);
    expect(after.statusCode, after.body).toBe(200);
  }, 60_000);
});
