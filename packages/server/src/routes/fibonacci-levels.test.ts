import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS, fibonacciLevelsResponseSchema } from '@nepse/contract';
import { allocateBars, isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { importedTestApp, testAppWith, useTestApp } from '../../test-support/app';
import { testBars, testMarket } from '../../test-support/market';

const PATH = API_PATHS.fibonacciLevels;

/**
 * 40 sessions of flat candles (O = H = L = C) falling 2 a session from 124 to a low of 100 at session 12, rising
 * to 150 at session 25 and easing to 130 at session 39: the one swing of strength 10 is up, from 100 to 150.
 */
function swingBars() {
  const bars = allocateBars(40);
  bars.date.set(testBars(40, 100).date);
  for (let i = 0; i < 40; i++) {
    const c = i <= 12 ? 124 - 2 * i : i <= 25 ? 100 + (50 / 13) * (i - 12) : 150 - (20 / 14) * (i - 25);
    bars.open[i] = c;
    bars.high[i] = c;
    bars.low[i] = c;
    bars.close[i] = c;
    bars.volume[i] = 1000;
  }
  return bars;
}

describe('GET /api/fibonacci-levels/:symbol', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const swing = swingBars();

  beforeAll(async () => {
    const market = testMarket([
      { symbol: 'SWING', sessions: 40, price: 100 },
      { symbol: 'UPPER', sessions: 12, price: 200 },
    ]);
    market.prices[0] = { symbol: 'SWING', bars: swing };
    const falling = allocateBars(40);
    for (const column of ['date', 'open', 'high', 'low', 'close', 'volume'] as const)
      falling[column].set(swing[column]);
    for (const column of ['open', 'high', 'low', 'close'] as const) falling[column][39] = 120;
    market.prices.push({ symbol: 'FALLING', bars: falling });
    ({ app, close } = await testAppWith(market));
  });
  afterAll(() => close?.());

  it('answers the last major swing, its levels worked by hand and their distances from the close', async () => {
    const res = await app.inject(`${PATH}swing`);
    expect(res.statusCode).toBe(200);
    const body = fibonacciLevelsResponseSchema.parse(res.json());
    expect(body.symbol).toBe('SWING');
    expect(body.date).toBe(isoDate(swing.date[39]!));
    expect(body.close).toBeCloseTo(130, 9);
    // Since the high of 150 the lowest low is 130: a move of 20, under half of the swing's 50.
    expect(body.swing).toEqual({
      direction: 'up',
      start: { date: isoDate(swing.date[12]!), price: 100, kind: 'low' },
      end: { date: isoDate(swing.date[25]!), price: 150, kind: 'high' },
      leg: 'confirmed',
      description: 'Last confirmed swing: the move since is under half its size',
    });
    expect(body.levels.map((l) => [l.kind, l.ratio])).toEqual([
      ['retracement', 0],
      ['retracement', 0.236],
      ['retracement', 0.382],
      ['retracement', 0.5],
      ['retracement', 0.618],
      ['retracement', 0.786],
      ['retracement', 1],
      ['extension', 1.272],
      ['extension', 1.618],
    ]);
    // Range 50: 150 - 0, 11.8, 19.1, 25, 30.9, 39.3, 50; extensions 100 + 63.6, 80.9.
    const prices = [150, 138.2, 130.9, 125, 119.1, 110.7, 100, 163.6, 180.9];
    for (const [k, level] of body.levels.entries()) {
      expect(level.price).toBeCloseTo(prices[k]!, 9);
      expect(level.distance).toBeCloseTo(prices[k]! - 130, 9);
      expect(level.distancePercent).toBeCloseTo(((prices[k]! - 130) / 130) * 100, 9);
    }
    expect(body.levels[2]?.distancePercent).toBeCloseTo(0.6923076923, 9);
    expect(body.candles.dates).toHaveLength(40);
    expect(body.candles.close[12]).toBe(100);
  });

  it('answers the current move when it is at least half the last confirmed swing', async () => {
    // The same swing, then a fall to 120 on the last session: a move of 30 since the high of 150, over half of 50.
    const body = fibonacciLevelsResponseSchema.parse((await app.inject(`${PATH}FALLING`)).json());
    expect(body.close).toBe(120);
    expect(body.swing).toEqual({
      direction: 'down',
      start: { date: isoDate(swing.date[25]!), price: 150, kind: 'high' },
      end: { date: isoDate(swing.date[39]!), price: 120, kind: 'low' },
      leg: 'current',
      description: `Current move since the swing high of ${isoDate(swing.date[25]!)}`,
    });
    // Range 30 down from 150: 120 + 0, 7.08, 11.46, 15, 18.54, 23.58, 30; extensions 150 - 38.16, 150 - 48.54.
    const prices = [120, 127.08, 131.46, 135, 138.54, 143.58, 150, 111.84, 101.46];
    for (const [k, level] of body.levels.entries()) expect(level.price).toBeCloseTo(prices[k]!, 9);
    // The chart starts before the confirmed swing, not only before the current move.
    expect(body.candles.dates).toHaveLength(40);
  });

  it('answers no swing and no levels for a symbol without one, with its candles', async () => {
    const body = fibonacciLevelsResponseSchema.parse((await app.inject(`${PATH}UPPER`)).json());
    expect(body.swing).toBeNull();
    expect(body.levels).toEqual([]);
    expect(body.candles.dates).toHaveLength(12);
  });

  it('answers 404 for an unknown symbol and 400 for a blank one', async () => {
    const unknown = await app.inject(`${PATH}NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No prices for symbol "NOPE".' });
    const blank = await app.inject(`${PATH}%20%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'A symbol is required.' });
    const index = await app.inject(`${PATH}NEPSE`);
    expect(index.statusCode).toBe(404);
    expect(index.json()).toEqual({ error: 'No NEPSE index history in the data.' });
  });
});

describe.skipIf(!hasNepseData)(realDataTitle('Fibonacci levels of the real NEPSE index'), () => {
  const file = path.join(NEPSE_DATA_DIR, 'nepse_index_daily.csv');

  const app = useTestApp(() => importedTestApp([file], { skipInvalid: false }));

  it("runs between a low and a high of the CSV at least 10 sessions apart from its ends' neighbours", async () => {
    const body = fibonacciLevelsResponseSchema.parse((await app().inject(`${PATH}NEPSE`)).json());
    const rows = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .map(([date, , high, low, close]) => ({
        date,
        high: Number(high),
        low: Number(low),
        close: Number(close),
      }));
    const at = (date: string) => rows.findIndex((r) => r.date === date);
    const { swing } = body;
    if (!swing) throw new Error('the index has a major swing');
    const start = at(swing.start.date);
    const end = at(swing.end.date);
    expect(start).toBeLessThan(end);
    const priceOf = (i: number, kind: 'high' | 'low') => rows[i]![kind];
    expect(swing.start.price).toBe(priceOf(start, swing.start.kind));
    expect(swing.end.price).toBe(priceOf(end, swing.end.kind));
    // The confirmed swing point (the current move's start, or the confirmed swing's end) is the extreme of the
    // 10 sessions on each side of it.
    const [pivot, point] = swing.leg === 'current' ? [start, swing.start] : [end, swing.end];
    expect(pivot).toBeLessThanOrEqual(rows.length - 11);
    for (let i = pivot - 10; i <= pivot + 10; i++) {
      if (point.kind === 'high') expect(rows[i]!.high).toBeLessThanOrEqual(point.price);
      else expect(rows[i]!.low).toBeGreaterThanOrEqual(point.price);
    }
    // A current move ends at the most extreme price since its start; its text names that start.
    if (swing.leg === 'current') {
      expect(swing.description).toBe(`Current move since the swing ${point.kind} of ${point.date}`);
      for (const row of rows.slice(pivot + 1)) {
        if (swing.end.kind === 'high') expect(row.high).toBeLessThanOrEqual(swing.end.price);
        else expect(row.low).toBeGreaterThanOrEqual(swing.end.price);
      }
    }
    const move = swing.end.price - swing.start.price;
    expect(body.levels[3]?.price).toBeCloseTo(swing.end.price - move / 2, 9);
    expect(body.levels[8]?.price).toBeCloseTo(swing.start.price + 1.618 * move, 9);
    expect(body.close).toBe(2699.81);
    expect(body.levels[3]?.distance).toBeCloseTo(swing.end.price - move / 2 - 2699.81, 9);
    expect(body.candles.dates.at(-1)).toBe('2025-02-06');
    expect(body.candles.dates[0]! <= swing.start.date).toBe(true);
  });
});
