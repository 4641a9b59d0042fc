import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../../test-support/app';
import { expectNothingInternal } from '../../test-support/expect-clear-answer';
import { testMarket, testStoreWith } from '../../test-support/market';
import { PROTOTYPE_KEY_REFUSED } from './json-body';
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH, MAX_URL_LENGTH } from './request-limits';

/** The answer is `{ error }` alone, in words, with nothing of the server's insides. */
function expectCleanError(res: LightMyRequestResponse, status: number, error?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<Record<string, unknown>>();
  expect(Object.keys(body)).toEqual(['error']);
  if (error !== undefined) expect(body.error).toBe(error);
  expectNothingInternal(res.body);
}

const market = testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]);
const post = (payload: string, contentType: string) => ({
  method: 'POST' as const,
  url: '/api/backtest/',
  payload,
  headers: { 'content-type': contentType },
});

describe('error bodies', () => {
  let started: TestApp;
  beforeAll(async () => {
    started = await testAppOn(await testStoreWith(market, 'demo'));
  });
  afterAll(() => started.close());

  it('says a body is not JSON without echoing the parser', async () => {
    expectCleanError(
      await started.app.inject(post('{"stockSymbol": "ADBL",', 'application/json')),
      400,
      'The request body is not valid JSON.',
    );
    expectCleanError(
      await started.app.inject(post('', 'application/json')),
      400,
      'The request body is empty: send a JSON object.',
    );
    // Valid JSON, refused for a key that could reach every object's prototype: said as such.
    for (const body of [
      '{"__proto__": {"x": 1}}',
      '{"stockSymbol": "ADBL", "constructor": {"prototype": {"x": 1}}}',
    ]) {
      expectCleanError(await started.app.inject(post(body, 'application/json')), 400, PROTOTYPE_KEY_REFUSED);
    }
  });

  it('asks for JSON when the content type is another', async () => {
    expectCleanError(
      await started.app.inject(post('<run/>', 'application/xml')),
      415,
      'Send the request body as JSON (content-type: application/json).',
    );
    // Plain text reaches the route, which finds no back-test in it.
    expectCleanError(await started.app.inject(post('{}', 'text/plain')), 400);
  });

  it(`refuses a body over ${BODY_LIMIT_BYTES / 1024} KiB with 413`, async () => {
    const huge = JSON.stringify({ stockSymbol: 'ADBL', padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    expectCleanError(
      await started.app.inject(post(huge, 'application/json')),
      413,
      `The request body is too large: at most ${BODY_LIMIT_BYTES / 1024} KiB.`,
    );
  });

  it(`refuses an address over ${MAX_URL_LENGTH} characters with 414, API or page`, async () => {
    const query = `?q=${'a'.repeat(MAX_URL_LENGTH)}`;
    for (const path of ['/playstats/search-apps/', '/dashboard']) {
      const res = await started.app.inject(`${path}${query}`);
      expectCleanError(
        res,
        414,
        `The address is too long: at most ${MAX_URL_LENGTH} characters (this one has ${path.length + query.length}).`,
      );
    }
  });

  it('refuses an over-long path parameter and a broken escape', async () => {
    expectCleanError(
      await started.app.inject(`/api/bars/${'A'.repeat(MAX_PARAM_LENGTH + 1)}`),
      414,
      `A part of the address is too long: at most ${MAX_PARAM_LENGTH} characters.`,
    );
    expectCleanError(
      await started.app.inject('/api/bars/%zz'),
      400,
      'The address is not valid: a "%" must start an escape such as %20.',
    );
  });
});

describe('a store error', () => {
  it('answers 500 with a generic text, not the SQL that failed', async () => {
    const started = await testAppOn(await testStoreWith(market, 'demo'));
    try {
      await sql`drop table play_tracked_apps`.execute(started.app.store.db);
      const res = await started.app.inject('/playstats/app-stats/?app=com.f1soft.esewa');
      expectCleanError(res, 500, 'Internal server error.');
    } finally {
      await started.close();
    }
  });
});
