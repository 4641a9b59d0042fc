import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORT_RESISTANCE_LEVELS, supportResistanceResponseSchema } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { importedTestApp, testAppWith, useTestApp } from '../../test-support/app';
import { testBars, testMarket } from '../../test-support/market';
import type { IndexBar } from '../ingest/market-dataset';

const PATH = '/api/support-resistance/';

/**
 * 16 index sessions of O 97, H 100, L 95, C 97, but a swing high of 130 at session 5, a swing low of 80 at
 * session 8 (strength 5), the previous session 14 at O 95, H 110, L 90, C 103, and the last one opening at 104.
 */
function testIndex(): IndexBar[] {
  const dates = Array.from(testBars(16, 100).date, isoDate);
  return dates.map((date, i) => {
    const bar = { date, open: 97, high: 100, low: 95, close: 97, turnover: null };
    if (i === 5) return { ...bar, high: 130 };
    if (i === 8) return { ...bar, low: 80 };
    if (i === 14) return { ...bar, open: 95, high: 110, low: 90, close: 103 };
    if (i === 15) return { ...bar, open: 104, high: 106, low: 100, close: 105 };
    return bar;
  });
}

const valuesOf = (body: { pivots: { values: { value: number }[] }[] }, method: number) =>
  body.pivots.map((row) => row.values[method]?.value);

function expectClose(actual: (number | undefined)[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const [k, value] of expected.entries()) expect(actual[k]).toBeCloseTo(value, 9);
}

describe('GET /api/support-resistance/:symbol', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let indexDates: string[];

  beforeAll(async () => {
    const market = testMarket([
      { symbol: 'UPPER', sessions: 12, price: 200 },
      { symbol: 'ONCE', sessions: 1, price: 50 },
    ]);
    market.index = testIndex();
    indexDates = market.index.map((bar) => bar.date);
    ({ app, close } = await testAppWith(market));
  });
  afterAll(() => close?.());

  it("answers the index's pivots R3..S3 in the order Classic, Camarilla, Fibonacci, Woodie, worked by hand", async () => {
    const res = await app.inject(`${PATH}NEPSE`);
    expect(res.statusCode).toBe(200);
    const body = supportResistanceResponseSchema.parse(res.json());
    expect(body.symbol).toBe('NEPSE');
    expect(body.date).toBe(indexDates[15]);
    expect(body.close).toBe(105);
    expect(body.woodie_open).toBe('open');
    expect(body.pivots.map((row) => row.name)).toEqual([...SUPPORT_RESISTANCE_LEVELS]);
    // H 110, L 90, C 103: PP 101, range 20. Classic R1 = 202 - 90, S1 = 202 - 110, R/S 2, 3 = PP ± 1, 2 ranges.
    expectClose(valuesOf(body, 0), [141, 121, 112, 101, 92, 81, 61]);
    // Camarilla: C ± 22 / 4, 6, 12.
    expectClose(valuesOf(body, 1), [
      108.5,
      103 + 22 / 6,
      103 + 22 / 12,
      101,
      103 - 22 / 12,
      103 - 22 / 6,
      97.5,
    ]);
    // Fibonacci: PP ± 20, 12.36, 7.64.
    expectClose(valuesOf(body, 2), [121, 113.36, 108.64, 101, 93.36, 88.64, 81]);
    // Woodie with the last open 104: PP = (110 + 90 + 208) / 4 = 102; R3 = 110 + 2 x 12, S3 = 90 - 2 x 8.
    expectClose(valuesOf(body, 3), [134, 122, 114, 102, 94, 82, 74]);
  });

  it('names the swing high above the last close and the swing low below it by their dates, with the candles', async () => {
    const body = supportResistanceResponseSchema.parse((await app.inject(`${PATH}nepse`)).json());
    expect(body.pivot_chart).toEqual({
      resistance: [{ name: indexDates[5], value: 130 }],
      support: [{ name: indexDates[8], value: 80 }],
    });
    expect(body.candles.dates).toEqual(indexDates);
    expect(body.candles.high[5]).toBe(130);
    expect(body.candles.open[15]).toBe(104);
  });

  it("answers a listed symbol's pivots from its own previous session, whatever the case of the symbol", async () => {
    const body = supportResistanceResponseSchema.parse((await app.inject(`${PATH}upper`)).json());
    const bars = testBars(12, 200);
    const [h, l, c] = [bars.high[10]!, bars.low[10]!, bars.close[10]!];
    const pp = (h + l + c) / 3;
    expect(body.symbol).toBe('UPPER');
    expect(body.close).toBe(bars.close[11]);
    expect(body.pivots[3]?.values[0]?.value).toBeCloseTo(pp, 9);
    expect(body.pivots[2]?.values[0]?.value).toBeCloseTo(2 * pp - l, 9);
    expect(body.pivots[3]?.values[3]?.value).toBeCloseTo((h + l + 2 * bars.open[11]!) / 4, 9);
    expect(body.candles.dates).toHaveLength(12);
  });

  it('answers 404 for an unknown symbol or one session alone, 400 for a blank symbol', async () => {
    const unknown = await app.inject(`${PATH}NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No prices for symbol "NOPE".' });
    const once = await app.inject(`${PATH}ONCE`);
    expect(once.statusCode).toBe(404);
    expect(once.json()).toEqual({ error: '"ONCE" has a single session: pivots need the previous one.' });
    const blank = await app.inject(`${PATH}%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'A symbol is required.' });
  });
});

describe('GET /api/support-resistance/NEPSE without index history', () => {
  it('answers 404 with a clear error', async () => {
    const { app, close } = await testAppWith(testMarket([{ symbol: 'UPPER', sessions: 12, price: 200 }]));
    try {
      const res = await app.inject(`${PATH}NEPSE`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'No NEPSE index history in the data.' });
    } finally {
      await close();
    }
  });
});

describe.skipIf(!hasNepseData)(realDataTitle('support and resistance of the real NEPSE index'), () => {
  const file = path.join(NEPSE_DATA_DIR, 'nepse_index_daily.csv');

  const app = useTestApp(() => importedTestApp([file], { skipInvalid: false }));

  it('has the pivots of 2025-02-06 from the CSV rows of 2025-02-05 (worked by hand) and its open', async () => {
    const body = supportResistanceResponseSchema.parse((await app().inject(`${PATH}NEPSE`)).json());
    expect(body.date).toBe('2025-02-06');
    expect(body.close).toBe(2699.81);
    // 2025-02-05: H 2726.0763, L 2704.2451, C 2711.45: PP = 8141.7714 / 3 = 2713.9238; R1 = 5427.8476 - 2704.2451.
    expect(body.pivots[3]?.values[0]?.value).toBeCloseTo(2713.9238, 9);
    expect(body.pivots[2]?.values[0]?.value).toBeCloseTo(2723.6025, 9);
    expect(body.pivots[4]?.values[0]?.value).toBeCloseTo(2701.7713, 9);
    // Woodie with the open of 2025-02-06, 2713.88: (5430.3214 + 5427.76) / 4.
    expect(body.pivots[3]?.values[3]?.value).toBeCloseTo(2714.52035, 9);
  });

  it('lists as charting pivots the swings a plain scan of the CSV finds, nearest the close first', async () => {
    const body = supportResistanceResponseSchema.parse((await app().inject(`${PATH}NEPSE`)).json());
    const rows = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .map(([date, , high, low]) => ({ date: date ?? '', high: Number(high), low: Number(low) }));
    const n = rows.length;
    const close = body.close;
    // A swing high beats the 5 highs before it and is not below the 5 after; lows mirrored; within 250 sessions.
    const highs: { name: string; value: number }[] = [];
    const lows: { name: string; value: number }[] = [];
    for (let i = n - 250; i < n - 5; i++) {
      const row = rows[i]!;
      const before = rows.slice(i - 5, i);
      const after = rows.slice(i + 1, i + 6);
      if (
        before.every((r) => row.high > r.high) &&
        after.every((r) => row.high >= r.high) &&
        row.high > close
      )
        highs.push({ name: row.date, value: row.high });
      if (before.every((r) => row.low < r.low) && after.every((r) => row.low <= r.low) && row.low < close)
        lows.push({ name: row.date, value: row.low });
    }
    highs.sort((a, b) => a.value - b.value || (a.name < b.name ? 1 : -1));
    lows.sort((a, b) => b.value - a.value || (a.name < b.name ? 1 : -1));
    expect(body.pivot_chart.resistance).toEqual(highs.slice(0, 3));
    expect(body.pivot_chart.support).toEqual(lows.slice(0, 3));
    expect(body.pivot_chart.resistance).toHaveLength(3);
    expect(body.pivot_chart.support).toHaveLength(3);
    expect(body.candles.dates).toHaveLength(250);
    expect(body.candles.dates.at(-1)).toBe('2025-02-06');
  });
});
