import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../../test-support/app';
import { testMarket, testStoreWith } from '../../test-support/market';
import { connectRateLimitRedis } from './rate-limit-redis';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 3;

const market = testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]);
const limitedApp = async (env: Record<string, string>) =>
  testAppOn(await testStoreWith(market, 'demo'), { RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env });

/** Fails the suite with what to do when the Redis the shared limit needs is not there (CI runs one). */
async function requireRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, retryStrategy: () => null, connectTimeout: 2000 });
  // The connection's own error (ECONNREFUSED, a timeout) says more than the rejected connect's "closed".
  let cause = '';
  redis.on('error', (err: Error) => {
    cause ||= err.message;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (${cause || (err as Error).message}): start it (apt-get install redis-server; CI runs it as a service) or point TEST_REDIS_URL at one.`,
    );
  } finally {
    redis.disconnect();
  }
}

describe('the rate limit, counted in memory', () => {
  let started: TestApp;
  beforeAll(async () => {
    started = await limitedApp({});
  });
  afterAll(() => started.close());

  it('answers the API 429 past the limit, saying when to come back, with Retry-After', async () => {
    const { app } = started;
    for (let i = 0; i < LIMIT; i++) expect((await app.inject('/api/sectors')).statusCode).toBe(200);
    const refused = await app.inject('/api/sectors');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: `Too many requests: at most ${LIMIT} a minute from one address; try again in ${retryAfter} seconds.`,
    });
    // Every API prefix shares the client's count.
    expect((await app.inject('/data/api/v1/security/all/mini')).statusCode).toBe(429);
    expect((await app.inject('/playstats/search-apps/?q=esewa')).statusCode).toBe(429);
  });

  it('does not limit the web app, health or metrics', async () => {
    const { app } = started;
    for (const url of ['/', '/dashboard', '/healthz', '/metrics']) {
      expect((await app.inject(url)).statusCode, url).not.toBe(429);
    }
  });

  it('counts each client address on its own', async () => {
    const other = await started.app.inject({ url: '/api/sectors', remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });
});

describe('the rate limit behind a proxy', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await limitedApp({});
    proxied = await limitedApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  /** A request through one proxy at 10.0.0.1 from `client`, whose own X-Forwarded-For entry (198.51.100.7) is forged. */
  const viaProxy = (client: string) => ({
    url: '/api/sectors',
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': `198.51.100.7, ${client}` },
  });

  it('with TRUST_PROXY=1, counts the address the proxy saw, not a forged one before it', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await proxied.app.inject(viaProxy('203.0.113.1'))).statusCode).toBe(200);
    expect((await proxied.app.inject(viaProxy('203.0.113.1'))).statusCode).toBe(429);
    expect((await proxied.app.inject(viaProxy('203.0.113.2'))).statusCode).toBe(200);
  });

  it("with TRUST_PROXY naming the proxy, reads the header only from it: a direct client's forged one is ignored", async () => {
    const named = await limitedApp({ TRUST_PROXY: '10.0.0.0/24, 192.0.2.1' });
    try {
      for (let i = 0; i < LIMIT; i++)
        expect((await named.app.inject(viaProxy('203.0.113.1'))).statusCode).toBe(200);
      expect((await named.app.inject(viaProxy('203.0.113.1'))).statusCode).toBe(429);
      expect((await named.app.inject(viaProxy('203.0.113.2'))).statusCode).toBe(200);
      // A client that reaches the server itself is counted by its own address, whatever header it sends.
      const direct = (forged: string) => ({ ...viaProxy(forged), remoteAddress: '198.51.100.20' });
      for (let i = 0; i < LIMIT; i++)
        expect((await named.app.inject(direct(`203.0.113.${10 + i}`))).statusCode).toBe(200);
      expect((await named.app.inject(direct('203.0.113.99'))).statusCode).toBe(429);
    } finally {
      await named.close();
    }
  });

  it('by default, counts the connection, so every client behind a proxy shares one limit', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await direct.app.inject(viaProxy(`203.0.113.${i + 1}`))).statusCode).toBe(200);
    expect((await direct.app.inject(viaProxy('203.0.113.9'))).statusCode).toBe(429);
  });
});

describe('the rate limit, shared through Redis', () => {
  const prefix = `nepse-test-${randomUUID()}:`;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    await requireRedis();
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    first = await limitedApp(env);
    second = await limitedApp(env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('holds one limit across two app instances', async () => {
    expect((await first.app.inject('/api/sectors')).statusCode).toBe(200);
    expect((await second.app.inject('/api/sectors')).statusCode).toBe(200);
    expect((await first.app.inject('/api/sectors')).statusCode).toBe(200);
    const refused = await second.app.inject('/api/sectors');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(/^Too many requests: at most 3 a minute/);
    expect((await first.app.inject('/api/sectors')).statusCode).toBe(429);
  });
});

describe('the rate limit when its Redis is unreachable', () => {
  it('lets requests through (fails open)', async () => {
    // 4120 is this suite's port, with nothing listening on it.
    const started = await limitedApp({ REDIS_URL: 'redis://127.0.0.1:4120' });
    try {
      for (let i = 0; i < LIMIT + 2; i++)
        expect((await started.app.inject('/api/sectors')).statusCode).toBe(200);
    } finally {
      await started.close();
    }
  });

  it('logs one warning while Redis stays away, not one per reconnection', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logged = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    const redis = await connectRateLimitRedis('redis://127.0.0.1:4120', logged.log);
    try {
      await new Promise((resolve) => redis.once('reconnecting', resolve));
      await new Promise((resolve) => redis.once('reconnecting', resolve));
      expect(lines.map((l) => [l.level, l.msg])).toEqual([
        [40, 'Redis for the rate limit is unreachable: requests are not limited until it is back'],
      ]);
    } finally {
      redis.disconnect();
      await logged.close();
    }
  });
});
