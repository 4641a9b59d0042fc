import { API_PATHS } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { testAppOn, useTestApp } from '../../test-support/app';
import { testMarket, testStoreWith } from '../../test-support/market';
import { registeredRoutes } from '../../test-support/registered-routes';

describe('a method an address does not take', () => {
  const app = useTestApp(async () =>
    testAppOn(await testStoreWith(testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]), 'demo')),
  );

  it.each([API_PATHS.backtest, API_PATHS.backtestSector])('GET %s is 405 with Allow: POST', async (url) => {
    const res = await app().inject({ method: 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({ error: `GET is not allowed on ${url}: it takes POST.` });
  });

  it('names every method a route takes, its parameters matched, and reads the address as the router would', async () => {
    const sectors = await app().inject({ method: 'POST', url: '/api/sectors' });
    expect([sectors.statusCode, sectors.headers.allow]).toEqual([405, 'GET, HEAD']);
    const stock = await app().inject({ method: 'DELETE', url: '/api/stock/ADBL' });
    expect([stock.statusCode, stock.headers.allow]).toEqual([405, 'GET, HEAD']);
    const spelled = await app().inject({ method: 'PUT', url: '/%61pi/backtest/' });
    expect([spelled.statusCode, spelled.headers.allow]).toEqual([405, 'POST']);
  });

  it('every route, asked with a method it does not take, answers 405 naming the ones it does', async () => {
    const routes = registeredRoutes(app()).filter((route) => !route.path.includes('*'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.path.replace(/:[^/]+/g, 'ADBL');
      const res = await app().inject({ method: 'PATCH', url });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers.allow?.toString().split(', ').sort(), url).toEqual([...route.methods].sort());
    }
  });

  it('keeps 404 for an address no route takes, and for a spelling the router does not read', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: '/api/backtest/nope' })).statusCode).toBe(404);
  });
});
