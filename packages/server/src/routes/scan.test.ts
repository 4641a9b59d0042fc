import { API_PATHS, type ScanRequest, scanResponseSchema } from '@nepse/contract';
import type { BacktestRule } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { referenceStrategy } from '../../../core/test-support/reference-rules';
import { testAppOn, testAppWith, useTestApp } from '../../test-support/app';
import { testBars, testMarket, testStoreWith } from '../../test-support/market';

// The scan route on a small market whose bars are written out by test-support's zig-zag: each stock closes
// `price` on its first session, then x 1.01, x 0.995 in turn, volume 1000 + 10 x session. The latest session is
// 2025-06-26; BANK and HYDRO have 60 sessions, NEW 10, and FUND is a mutual fund, outside the listed equities.
const market = testMarket([
  { symbol: 'BANK', sessions: 60, price: 500 },
  { symbol: 'HYDRO', sessions: 60, price: 200, sector: 'Hydro Power' },
  { symbol: 'NEW', sessions: 10, price: 100, sector: 'Hydro Power' },
  { symbol: 'FUND', sessions: 60, price: 10, sector: 'Mutual Fund', instrumentType: 'Mutual Fund' },
]);

const bars = testBars(60, 500);
const dateOf = (i: number) => new Date(bars.date[i]! * 86_400_000).toISOString().slice(0, 10);
const FIRST = dateOf(0);

describe('POST /api/scan', () => {
  const app = useTestApp(() => testAppWith(market));
  const post = (body: ScanRequest | Record<string, unknown>) =>
    app().inject({ method: 'POST', url: API_PATHS.scan, payload: body });

  it('lists the listed equities matching on the latest session, with traded figures and values', async () => {
    const res = await post({ conditions: [{ filter: 'listed-sessions', min: 11 }, { filter: 'price' }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = scanResponseSchema.parse(res.json());
    expect(body.date).toBe('2025-06-26');
    expect(body.stocks.map((s) => s.symbol)).toEqual(['BANK', 'HYDRO']);
    const hydro = testBars(60, 200);
    const [, row] = body.stocks;
    expect(row).toMatchObject({
      ltp: hydro.close[59],
      volume: 1000 + 10 * 59,
      values: [60, hydro.close[59]],
    });
    // To the paisa: written out by hand, the rounding of the two closes' difference.
    expect(row?.change).toBe(Math.round((hydro.close[59]! - hydro.close[58]!) * 100) / 100);
    expect(row?.changePercent).toBeCloseTo((hydro.close[59]! / hydro.close[58]! - 1) * 100, 9);
  });

  it('any, a sector by name, and a past session read as it was', async () => {
    const res = await post({
      conditions: [
        { filter: 'price', max: 150 },
        { filter: 'listed-sessions', min: 60 },
      ],
      match: 'any',
      sector: 'hydro power',
      date: dateOf(55),
    });
    expect(res.statusCode, res.body).toBe(200);
    // On session 55 of the 60, NEW (listed on session 50) has 6 sessions and a price near 100: it matches the
    // first condition; HYDRO has 56 sessions and closes above 150: no condition holds.
    const body = scanResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      date: dateOf(55),
      stocks: [{ symbol: 'NEW', values: [expect.any(Number), 6] }],
    });
  });

  it('takes a sector by its id as the back-test does', async () => {
    const res = await post({ conditions: [{ filter: 'price' }], sector: 4 });
    expect(scanResponseSchema.parse(res.json()).stocks.map((s) => s.symbol)).toEqual(['HYDRO', 'NEW']);
  });

  it('runs a rule exactly as the plain reference reads it, a pattern showing whether it fired', async () => {
    const res = await post({
      conditions: [
        { name: 'RSI', condition: '>', rsi_length: 14, rsi_value: 50, source: 'close' },
        { name: 'Bullish', general_pattern: true },
      ],
      match: 'any',
    });
    const body = scanResponseSchema.parse(res.json());
    const rsi: BacktestRule = { kind: 'rsi', direction: 'above', period: 14, level: 50, source: 'close' };
    const bullish: BacktestRule = { kind: 'general-pattern', type: 'bullish' };
    const expected = [
      ['BANK', 60, 500],
      ['HYDRO', 60, 200],
      ['NEW', 10, 100],
    ].flatMap(([symbol, n, price]) => {
      const stock = testBars(Number(n), Number(price));
      const last = Number(n) - 1;
      const fired = referenceStrategy(stock, [bullish])(last);
      return referenceStrategy(stock, [rsi, bullish], 'any')(last) ? [{ symbol, fired }] : [];
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(body.stocks.map((s) => ({ symbol: s.symbol, fired: s.values[1] }))).toEqual(expected);
  });

  it.each([
    [{ conditions: [{ filter: 'nope' }] }, 'Condition 1: unknown filter "nope"'],
    [
      { conditions: [{ filter: 'near-high', percent: 101, sessions: 250 }] },
      'Condition 1 "Near high": Within % must be a number at least 0 and at most 100, got 101',
    ],
    [
      { conditions: [{ filter: 'price' }], date: '2025-06-27' },
      'Session (date) 2025-06-27 is after the latest session, 2025-06-26.',
    ],
    [
      { conditions: [{ filter: 'price' }], date: '2001-01-01' },
      `Session (date) 2001-01-01 is before the first session, ${FIRST}.`,
    ],
    [
      { conditions: [{ filter: 'price' }], date: '2025-06-21' },
      'Session (date) 2025-06-21 is not a trading session.',
    ],
    [
      { conditions: [{ filter: 'price' }], date: 'yesterday' },
      'Session (date) must be a date YYYY-MM-DD, got "yesterday"',
    ],
    [
      { conditions: [{ filter: 'price' }], sector: '99' },
      'Sector (sector) "99" is not a sector (GET /api/sectors).',
    ],
    [{ conditions: [] }, 'At least one condition is required.'],
  ])('refuses %j: %s', async (body, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('is in the API document with its body and answer', async () => {
    const doc = (await app().inject({ method: 'GET', url: API_PATHS.openapi })).json();
    const operation = doc.paths[API_PATHS.scan]?.post;
    expect(operation?.requestBody).toBeDefined();
    expect(operation?.responses?.['200']).toBeDefined();
    expect(operation?.responses?.['400']).toBeDefined();
  });
});

describe('POST /api/scan at its limits', () => {
  const app = useTestApp(async () => testAppOn(await testStoreWith(market), { BACKTEST_MAX_COST: '200' }));

  it('refuses a scan costing more rule-days than the limit, saying what to change', async () => {
    // 2 conditions over the listed equities' sessions up to the latest: 2 x (60 + 60 + 10) = 260 rule-days.
    const res = await app().inject({
      method: 'POST',
      url: API_PATHS.scan,
      payload: { conditions: [{ filter: 'price' }, { filter: 'turnover', min: 0 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error:
        "This scan is too large: 2 conditions over the stocks' sessions is 260 rule-days, and a request may have at most 200. Use fewer conditions or a smaller sector.",
    });
    const one = await app().inject({
      method: 'POST',
      url: API_PATHS.scan,
      payload: { conditions: [{ filter: 'price' }] },
    });
    expect(one.statusCode, one.body).toBe(200);
  });
});

describe('POST /api/scan on a market without prices', () => {
  const app = useTestApp(() => testAppWith(testMarket([{ symbol: 'EMPTY', sessions: 0, price: 1 }])));

  it('says there is nothing to scan yet', async () => {
    const res = await app().inject({
      method: 'POST',
      url: API_PATHS.scan,
      payload: { conditions: [{ filter: 'price' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The market has no sessions yet.' });
  });
});
