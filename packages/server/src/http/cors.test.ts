import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../../test-support/app';
import { testMarket, testStoreWith } from '../../test-support/market';

const ALLOWED = 'https://allowed.example';
const OTHER = 'https://other.example';
const market = testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]);

describe('CORS', () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    open = await testAppOn(await testStoreWith(market, 'demo'), {
      CORS_ORIGINS: `${ALLOWED}, http://localhost:5173`,
    });
    closed = await testAppOn(await testStoreWith(market, 'demo'));
  });
  afterAll(async () => {
    await open?.close();
    await closed?.close();
  });

  it('lets a configured origin read the API, exposing the request id', async () => {
    const res = await open.app.inject({ url: '/api/sectors', headers: { origin: ALLOWED } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers.vary).toContain('Origin');
    expect(res.headers['access-control-expose-headers']).toContain('x-request-id');
  });

  it('does not let another origin read it', async () => {
    const res = await open.app.inject({ url: '/api/sectors', headers: { origin: OTHER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight for a configured origin only', async () => {
    const preflight = (origin: string) =>
      open.app.inject({
        method: 'OPTIONS',
        url: '/api/backtest/',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(ALLOWED);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(allowed.headers['access-control-allow-methods']).toBe('GET, HEAD, POST');
    expect(allowed.headers['access-control-allow-headers']).toBe('content-type');
    expect((await preflight(OTHER)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no other origin when none is configured', async () => {
    const res = await closed.app.inject({ url: '/api/sectors', headers: { origin: ALLOWED } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
