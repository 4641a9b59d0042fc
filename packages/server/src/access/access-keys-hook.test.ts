import { API_PATHS, API_PREFIXES, screenPath } from '@nepse/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../../test-support/app';
import { backtestTestMarket, NABIL_REQUEST } from '../../test-support/backtest-market';
import { testStoreWith } from '../../test-support/market';
import { registeredRoutes } from '../../test-support/registered-routes';
import { loadConfig } from '../config';
import { registerErrorHandler } from '../http/error-handler';
import { SCREENS } from '../screens/screens';
import { revokeAccessKey } from '../store/access-keys';
import type { StoreSchema } from '../store/schema';
import { ACCESS_KEY_MESSAGES, registerAccessKeys } from './access-keys-hook';
import { issueAccessKey } from './issue-access-key';
import { FREE_API_ROUTES, PRO_ROUTES } from './pro-routes';

const DAY = 86_400_000;

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
}

/**
 * A request to every Pro route: the back-test's by POST, the one-symbol screens' with a symbol, and a GET of every
 * screen the server computes ahead (so a new one is covered without a line here).
 */
const PRO_CALLS: Call[] = [
  { method: 'POST', url: API_PATHS.backtest, body: { ...NABIL_REQUEST } },
  { method: 'POST', url: API_PATHS.backtestSector, body: { ...NABIL_REQUEST, stockSymbol: '', sector: '1' } },
  { method: 'GET', url: `${API_PATHS.supportResistance}NABIL` },
  { method: 'GET', url: `${API_PATHS.technicalRatings}?symbol=NABIL` },
  { method: 'GET', url: `${API_PATHS.fibonacciLevels}NABIL` },
  { method: 'POST', url: API_PATHS.eventStudy, body: { screen: 'volume-shockers', horizons: [1] } },
  { method: 'POST', url: API_PATHS.scan, body: { conditions: [{ filter: 'price' }] } },
  ...SCREENS.filter((screen) => PRO_ROUTES.has(screen.path)).map(
    (screen): Call => ({ method: 'GET', url: screen.path }),
  ),
];

/** A request to every free route, and to the health and metrics routes and the web app. */
const FREE_CALLS: Call[] = [
  { method: 'GET', url: API_PATHS.stockList },
  { method: 'GET', url: API_PATHS.sectors },
  { method: 'GET', url: API_PATHS.liveNepse },
  { method: 'GET', url: API_PATHS.liveStatus },
  { method: 'GET', url: `${API_PATHS.stock}NABIL` },
  { method: 'GET', url: `${API_PATHS.bars}NABIL` },
  { method: 'GET', url: `${API_PATHS.playSearchApps}?q=wallet` },
  { method: 'GET', url: `${API_PATHS.playAppStats}?app=com.f1soft.esewa` },
  {
    method: 'POST',
    url: API_PATHS.playApps,
    body: { package_name: 'com.f1soft.esewa', display_name: 'eSewa', developer: null, store: 'google_play' },
  },
  { method: 'GET', url: '/healthz' },
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/dashboard/backtest' },
];

const isApi = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

const withQueryKey = (url: string, key: string) =>
  `${url}${url.includes('?') ? '&' : '?'}accesskey=${encodeURIComponent(key)}`;

/** Sends `call` to `app`, with `key` in the query when given. */
const send = (app: FastifyInstance, call: Call, key?: string) =>
  app.inject({
    method: call.method,
    url: key === undefined ? call.url : withQueryKey(call.url, key),
    ...(call.body ? { payload: call.body } : {}),
  });

describe('access keys switched on', () => {
  let started: TestApp;
  let app: FastifyInstance;
  const issue = (kind: 'trial' | 'full', now = new Date()) =>
    issueAccessKey(app.store.db, { kind, label: 'test' }, now);
  const ask = (c: Call, key?: string) => send(app, c, key);

  beforeAll(async () => {
    started = await testAppOn(await testStoreWith(backtestTestMarket()), { ACCESS_KEYS: 'on' });
    app = started.app;
  });
  afterAll(() => started.close());

  it('classes every API route as Pro or free, and every listed route exists', () => {
    const api = registeredRoutes(app)
      .map((route) => route.path)
      .filter(isApi);
    expect(api.filter((p) => !PRO_ROUTES.has(p) && !FREE_API_ROUTES.has(p))).toEqual([]);
    expect([...PRO_ROUTES, ...FREE_API_ROUTES].filter((p) => !api.includes(p))).toEqual([]);
    expect(PRO_CALLS).toHaveLength(PRO_ROUTES.size);
  });

  it.each(PRO_CALLS)('refuses $method $url without a key, saying how to give one', async (c) => {
    const res = await ask(c);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: ACCESS_KEY_MESSAGES.missing });
  });

  it.each(PRO_CALLS)('answers $method $url with a valid key in the query', async (c) => {
    const { key } = await issue('full');
    const res = await ask(c, key);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(FREE_CALLS)('keeps $method $url free', async (c) => {
    const res = await ask(c);
    expect(res.statusCode, res.body).not.toBe(401);
    // The web app's pages answer 503 where it is not built; the API answers.
    if (isApi(c.url)) expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('takes the key from the back-test body, as the page sends it', async () => {
    const { key } = await issue('full');
    const body = { ...NABIL_REQUEST, accesskey: key };
    const res = await app.inject({ method: 'POST', url: API_PATHS.backtest, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const sector = { ...body, stockSymbol: '', sector: '1' };
    expect(
      (await app.inject({ method: 'POST', url: API_PATHS.backtestSector, payload: sector })).statusCode,
    ).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: API_PATHS.backtest,
      payload: { ...NABIL_REQUEST, accesskey: 'nope' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: ACCESS_KEY_MESSAGES.invalid });
  });

  it('refuses HEAD of a Pro screen too', async () => {
    expect((await app.inject({ method: 'HEAD', url: screenPath('trendSignals') })).statusCode).toBe(401);
  });

  it.each([
    ['malformed', 'let-me-in'],
    ['cut short', 'nk_0123456789ab_abc'],
    ['unknown', `nk_0123456789ab_${'A'.repeat(43)}`],
  ])('refuses a %s key as not valid', async (_, key) => {
    const res = await ask({ method: 'GET', url: screenPath('trendSignals') }, key);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: ACCESS_KEY_MESSAGES.invalid });
  });

  it('refuses an expired trial key and a revoked key, each with its own message', async () => {
    const expired = await issue('trial', new Date(Date.now() - 8 * DAY));
    const revoked = await issue('full');
    await revokeAccessKey(app.store.db, revoked.id, new Date());
    const trend = { method: 'GET', url: screenPath('trendSignals') } as const;
    const a = await ask(trend, expired.key);
    expect([a.statusCode, a.json()]).toEqual([401, { error: ACCESS_KEY_MESSAGES.expired }]);
    expect(ACCESS_KEY_MESSAGES.expired).toContain('trial keys last 7 days');
    const b = await ask(trend, revoked.key);
    expect([b.statusCode, b.json()]).toEqual([401, { error: ACCESS_KEY_MESSAGES.revoked }]);
  });

  it('takes a trial key issued six days ago', async () => {
    const { key } = await issue('trial', new Date(Date.now() - 6 * DAY));
    expect((await ask({ method: 'GET', url: screenPath('volumeShockers') }, key)).statusCode).toBe(200);
  });
});

describe('access keys switched off', () => {
  it('adds no check and never asks the store', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const untouchable = new Proxy({} as Kysely<StoreSchema>, {
      get: () => {
        throw new Error('the store was asked');
      },
    });
    registerAccessKeys(app, {
      enabled: false,
      db: untouchable,
      now: () => new Date(),
      cache: loadConfig({}).keyCache,
    });
    app.get(screenPath('trendSignals'), async () => ({ ok: true }));
    const res = await app.inject(screenPath('trendSignals'));
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    await app.close();
  });

  it('leaves every Pro route open on the default configuration', async () => {
    const started = await testAppOn(await testStoreWith(backtestTestMarket()));
    try {
      for (const call of PRO_CALLS) expect((await send(started.app, call)).statusCode, call.url).toBe(200);
    } finally {
      await started.close();
    }
  });
});
