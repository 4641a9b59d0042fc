import { API_PATHS, SECTOR_DETAIL_FULL } from '@nepse/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';
import { registerErrorHandler } from '../http/error-handler';
import { registerZodSchemas } from '../http/zod-schemas';
import { encode } from '../screens/screen-answers';
import type { AnyScreen } from '../screens/screen-definition';
import { SCREENS } from '../screens/screens';
import { registerBacktestRoutes } from './backtest';
import { registerScreenRoutes } from './screens';

/** The addresses whose answers Fastify serialises (and the zod type provider checks) on `app`. */
function watchSerialised(app: FastifyInstance): string[] {
  const serialised: string[] = [];
  app.addHook('preSerialization', async (request, _reply, payload) => {
    serialised.push(`${request.method} ${request.url}`);
    return payload;
  });
  return serialised;
}

const SECTOR_RUN = { ...NABIL_REQUEST, stockSymbol: '', sector: '4' };

describe('answers prepared as bytes go out as they are, not checked or serialised again', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let serialised: string[];
  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
    serialised = watchSerialised(app);
  });
  afterAll(() => close());

  it('sends the screens, live prices and back-tests without serialising them; an object answer is', async () => {
    const gets = [...SCREENS.map((screen) => screen.path), API_PATHS.liveNepse];
    for (const url of gets) expect((await app.inject(url)).statusCode, url).toBe(200);
    for (const [url, payload] of [
      [API_PATHS.backtest, NABIL_REQUEST],
      [API_PATHS.backtestSector, SECTOR_RUN],
      [`${API_PATHS.backtestSector}?detail=${SECTOR_DETAIL_FULL}`, SECTOR_RUN],
    ] as const) {
      expect((await app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(200);
    }
    expect(serialised).toEqual([]);
    // The watch sees what it watches for: an answer the handler returns as an object.
    await app.inject(API_PATHS.sectors);
    expect(serialised).toEqual([`GET ${API_PATHS.sectors}`]);
  });

  it('sends a sector run joined by the workers without serialising it', async () => {
    const pooled = Fastify();
    pooled.decorate('market', app.market);
    registerErrorHandler(pooled);
    registerZodSchemas(pooled);
    registerBacktestRoutes(pooled, { workers: 2, parallelMinBars: 0 });
    const pooledSerialised = watchSerialised(pooled);
    try {
      const res = await pooled.inject({ method: 'POST', url: API_PATHS.backtestSector, payload: SECTOR_RUN });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toHaveLength(2);
      expect(pooledSerialised).toEqual([]);
    } finally {
      await pooled.close();
    }
  });

  it("sends a screen's bytes even when they do not fit its declared answer: they are not checked again", async () => {
    const screen: AnyScreen = {
      path: '/api/test-screen/',
      name: 'test screen',
      schema: z.array(z.number()),
      compute: () => [],
    };
    const bytes = await encode('{"not":"a list of numbers"}');
    const bare = Fastify();
    registerErrorHandler(bare);
    registerZodSchemas(bare);
    registerScreenRoutes(bare, [screen], {
      answer: () => bytes,
      data: { version: 1, dataDate: '2025-06-26', dataKind: 'demo' },
    });
    try {
      const res = await bare.inject({ url: screen.path, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes.identity)).toBe(true);
      expect(res.headers.etag).toBe(bytes.etag);
    } finally {
      await bare.close();
    }
  });
});
