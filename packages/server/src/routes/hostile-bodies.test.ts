import {
  API_PATHS,
  appRecordResponseSchema,
  backtestResponseSchema,
  sectorBacktestResponseSchema,
} from '@nepse/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAppOn, useTestApp } from '../../test-support/app';
import { backtestTestMarket } from '../../test-support/backtest-market';
import { expectClearAnswer } from '../../test-support/expect-clear-answer';
import {
  appRecordBody,
  backtestBody,
  contentType,
  rawJsonText,
} from '../../test-support/hostile-arbitraries';
import { testStoreWith } from '../../test-support/market';
import { testStoreTarget } from '../../test-support/store-targets';

/** The back-test market's symbols, with and without prices, listed and delisted. */
const SYMBOLS = ['NABIL', 'SBL', 'UPPER', 'NOPRICE', 'OLDCO', 'BONUS'];

/** Runs per property: enough to meet most hostile kinds each run, few enough to keep the suite fast. */
const RUNS = 60;

/** The back-test calls, with the contract of their 2xx answer. */
const BACKTEST_ROUTES = [
  { url: API_PATHS.backtest, schema: backtestResponseSchema },
  { url: API_PATHS.backtestSector, schema: sectorBacktestResponseSchema },
  { url: `${API_PATHS.backtestSector}?detail=full`, schema: backtestResponseSchema },
];

/** Every route that takes a body. */
const BODY_ROUTES = [...BACKTEST_ROUTES, { url: API_PATHS.playApps, schema: appRecordResponseSchema }];

/** The app-record property: whatever the record, a clear answer, and a 2xx its contract. */
async function appRecordsAnswered(app: FastifyInstance): Promise<void> {
  await fc.assert(
    fc.asyncProperty(appRecordBody, async (body) => {
      const res = await app.inject({ method: 'POST', url: API_PATHS.playApps, payload: body });
      expectClearAnswer(res, 'POST', appRecordResponseSchema);
    }),
    { numRuns: RUNS },
  );
}

describe('hostile request bodies never get a 5xx and always a clear answer', () => {
  const app = useTestApp(async () => testAppOn(await testStoreWith(backtestTestMarket())));

  it.each(BACKTEST_ROUTES)(
    'POST $url with back-test bodies of wrong, extreme and unknown fields',
    async ({ url, schema }) => {
      await fc.assert(
        fc.asyncProperty(backtestBody(SYMBOLS), async (body) => {
          const res = await app().inject({ method: 'POST', url, payload: body });
          expectClearAnswer(res, 'POST', schema);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('POST /playstats/apps/ with app records of wrong, long and unknown fields', () =>
    appRecordsAnswered(app()));

  it.each(BODY_ROUTES)(
    'POST $url with raw text: deep, non-finite, malformed, in any content type',
    async ({ url, schema }) => {
      const bodies = url === API_PATHS.playApps ? appRecordBody : backtestBody(SYMBOLS);
      await fc.assert(
        fc.asyncProperty(rawJsonText(bodies), contentType, async (payload, type) => {
          const headers = type === undefined ? {} : { 'content-type': type };
          const res = await app().inject({ method: 'POST', url, payload, headers });
          expectClearAnswer(res, 'POST', schema);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('reads a body, or a rule field, 20,000 arrays deep as a bad request, not a blown stack', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const inRule = `{"from":"2025-01-01","to":"2025-06-26","buyStrategy":[{"name":"SMA","sma_length":${deep}}]}`;
    for (const [url, payload] of [
      [API_PATHS.backtest, deep],
      [API_PATHS.playApps, deep],
      [API_PATHS.backtest, inRule],
    ] as const) {
      const headers = { 'content-type': 'application/json' };
      const res = await app().inject({ method: 'POST', url, payload, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: expect.stringMatching(/^Invalid (back-test request|app record): /),
      });
    }
  });
});

describe('hostile app records on PostgreSQL, whose text cannot hold a NUL', () => {
  const app = useTestApp(async () =>
    testAppOn(await testStoreWith(backtestTestMarket(), 'imported', testStoreTarget('postgres'))),
  );

  it('POST /playstats/apps/ with app records of wrong, long and unknown fields', () =>
    appRecordsAnswered(app()));

  it('answers 400 for a NUL in a name (stored, it failed with a 500)', async () => {
    const payload = { package_name: 'com.example.app', display_name: 'a\u0000b', store: 'google_play' };
    const res = await app().inject({ method: 'POST', url: API_PATHS.playApps, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error:
        'Invalid app record: display_name: must be plain text, without control characters or broken Unicode',
    });
  });
});
