import { API_PATHS, defaultStrategy, parseBacktestRequest } from '@nepse/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testAppOn, useTestApp } from '../../test-support/app';
import { backtestTestMarket, NABIL_REQUEST } from '../../test-support/backtest-market';
import { backtestBody } from '../../test-support/hostile-arbitraries';
import { testStoreWith } from '../../test-support/market';
import { clipMessage } from './clip-message';
import { PROTOTYPE_KEY_REFUSED } from './json-body';

const rule = (side: 'buy' | 'sell', fields: Record<string, unknown>) => ({
  ...defaultStrategy(side)[0],
  ...fields,
});

/**
 * Requests their routes' schemas refuse, and the words they were answered with before the routes declared
 * schemas (when each handler parsed its own part): the schemas must not change a word.
 */
const REFUSED: { label: string; method: 'GET' | 'POST'; url: string; body?: string; error: string }[] = [
  {
    label: 'a back-test without a body',
    method: 'POST',
    url: API_PATHS.backtest,
    error: 'Invalid back-test request: body: Invalid input: expected object, received undefined',
  },
  {
    label: 'a back-test body of JSON null',
    method: 'POST',
    url: API_PATHS.backtestSector,
    body: 'null',
    error: 'Invalid back-test request: body: Invalid input: expected object, received null',
  },
  {
    label: 'a back-test whose rules are text',
    method: 'POST',
    url: API_PATHS.backtest,
    body: JSON.stringify({ ...NABIL_REQUEST, buyStrategy: 'SMA' }),
    error: 'Invalid back-test request: buyStrategy: Invalid input: expected array, received string',
  },
  {
    label: 'a back-test rule without a name',
    method: 'POST',
    url: API_PATHS.backtest,
    body: JSON.stringify({ ...NABIL_REQUEST, sellStrategy: [{ condition: '<' }] }),
    error:
      'Invalid back-test request: sellStrategy.0.name: Invalid input: expected string, received undefined',
  },
  {
    label: 'a back-test rule field that is an object, under a key with a slash',
    method: 'POST',
    url: API_PATHS.backtest,
    body: JSON.stringify({ ...NABIL_REQUEST, buyStrategy: [{ name: 'SMA', 'a/b': {} }] }),
    error: 'Invalid back-test request: buyStrategy.0.a/b: Invalid input',
  },
  {
    label: 'a back-test rule field that is not a number, named by its label',
    method: 'POST',
    url: API_PATHS.backtest,
    body: JSON.stringify({ ...NABIL_REQUEST, buyStrategy: [rule('buy', { value: 'abc' })] }),
    error: 'Buy rule "SMA": Period must be a whole number from 1 to 2000, got "abc"',
  },
  {
    label: 'a back-test whose range runs backwards',
    method: 'POST',
    url: API_PATHS.backtestSector,
    body: JSON.stringify({ ...NABIL_REQUEST, from: '2025-06-26', to: '2025-06-25' }),
    error: 'From (2025-06-26) is after To (2025-06-25).',
  },
  {
    label: 'a back-test with a stop-loss of 100 %',
    method: 'POST',
    url: API_PATHS.backtest,
    body: JSON.stringify({ ...NABIL_REQUEST, stopLossPercent: 100 }),
    error: 'Stop-loss (stopLossPercent) must be a number above 0 and below 100, got "100"',
  },
  {
    label: 'an unknown detail of a sector run',
    method: 'POST',
    url: `${API_PATHS.backtestSector}?detail=some`,
    body: JSON.stringify({ ...NABIL_REQUEST, sector: '1' }),
    error: 'Unknown detail "some": leave it out, or ask for "full".',
  },
  {
    label: 'an app record of another store',
    method: 'POST',
    url: API_PATHS.playApps,
    body: JSON.stringify({ package_name: 'com.f1soft.esewa', display_name: 'eSewa', store: 'app_store' }),
    error: 'Invalid app record: store: Invalid input: expected "google_play"',
  },
  {
    label: 'a blank symbol in a path',
    method: 'GET',
    url: `${API_PATHS.stock}%20`,
    error: 'A symbol is required.',
  },
  {
    label: 'a repeated symbol in a query',
    method: 'GET',
    url: `${API_PATHS.technicalRatings}?symbol=NABIL&symbol=SBL`,
    error: 'One symbol is expected (?symbol=).',
  },
  {
    label: 'a search without a query',
    method: 'GET',
    url: API_PATHS.playSearchApps,
    error: 'Please enter a search query',
  },
  {
    label: 'a malformed package name',
    method: 'GET',
    url: `${API_PATHS.playAppStats}?app=%20esewa%20`,
    error: '"esewa" is not a Play Store package name.',
  },
];

/** Whether a value holds a `__proto__` key, or a `constructor` key whose object holds `prototype`. */
function poisonsPrototype(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      key === '__proto__' ||
      (key === 'constructor' &&
        typeof inner === 'object' &&
        inner !== null &&
        Object.hasOwn(inner, 'prototype')) ||
      poisonsPrototype(inner),
  );
}

describe('requests refused by their route schemas', () => {
  const app = useTestApp(async () => testAppOn(await testStoreWith(backtestTestMarket())));

  it.each(REFUSED)('answers $label with the same words as before', async ({ method, url, body, error }) => {
    const res = await app().inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('answers any back-test body the page would refuse with the words the page shows', async () => {
    await fc.assert(
      fc.asyncProperty(backtestBody(['NABIL', 'SBL', 'NOPE']), async (body) => {
        const page = parseBacktestRequest(body);
        const res = await app().inject({ method: 'POST', url: API_PATHS.backtest, payload: body });
        // A body over the size limit is refused before it is read (413).
        if (page.ok || res.statusCode === 413) return;
        expect(res.statusCode).toBe(400);
        // The body parser refuses JSON that could poison a prototype before any schema reads it, saying so; the
        // page never builds such a body.
        const error = poisonsPrototype(body) ? PROTOTYPE_KEY_REFUSED : clipMessage(page.error);
        expect(res.json()).toEqual({ error });
      }),
      { numRuns: 100 },
    );
  });
});
