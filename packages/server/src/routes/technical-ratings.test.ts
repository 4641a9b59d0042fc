import { technicalRatingsResponseSchema } from '@nepse/contract';
import { technicalRatings } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { testAppWith, useTestApp } from '../../test-support/app';
import { testBars, testMarket } from '../../test-support/market';

describe('GET /api/technical-ratings/?symbol=', () => {
  const app = useTestApp(() =>
    testAppWith(
      testMarket([
        { symbol: 'NABIL', sessions: 260, price: 500 },
        { symbol: 'YOUNG', sessions: 30, price: 100 },
      ]),
    ),
  );

  it("answers the spec's shape for the latest session, whatever the case and spaces of the symbol", async () => {
    const res = await app().inject('/api/technical-ratings/?symbol=%20nabil%20');
    expect(res.statusCode).toBe(200);
    const body = technicalRatingsResponseSchema.parse(res.json());
    expect(body.symbol).toBe('NABIL');
    expect(body.date).toBe('2025-06-26');
    expect(body.movingAverages.averages).toHaveLength(15);
    expect(body.oscillatorRating.ratings).toHaveLength(11);
    // 260 sessions warm every indicator up: all 26 votes are cast.
    expect(body.movingAverages.summary.total).toBe(15);
    expect(body.oscillatorRating.summary.total).toBe(11);
    const ma = body.movingAverages.summary;
    expect(ma.buy + ma.sell + ma.neutral).toBe(15);
  });

  it("sends core's rows and counts for the symbol's adjusted bars", async () => {
    const body = technicalRatingsResponseSchema.parse(
      (await app().inject('/api/technical-ratings/?symbol=NABIL')).json(),
    );
    const core = technicalRatings(testBars(260, 500));
    expect(body.movingAverages.averages).toEqual(core?.movingAverages);
    expect(body.oscillatorRating.ratings).toEqual(core?.oscillators);
    expect(body.movingAverages.summary).toEqual(core?.movingAverageSummary);
    const bought = body.oscillatorRating.ratings.filter((r) => r.action === 'BUY').length;
    expect(body.oscillatorRating.summary.buy).toBe(bought);
  });

  it('lists pivot rows R3..S3 by method, from the previous session, DeMark null beyond R1 / P / S1', async () => {
    const body = technicalRatingsResponseSchema.parse(
      (await app().inject('/api/technical-ratings/?symbol=NABIL')).json(),
    );
    expect(body.pivotPoints.map((r) => r.name)).toEqual(['R3', 'R2', 'R1', 'P', 'S1', 'S2', 'S3']);
    expect(body.pivotPoints[0]?.values.map((v) => v.name)).toEqual([
      'Classic',
      'Fibonacci',
      'Camarilla',
      'Woodie',
      'DeMark',
    ]);
    const bars = testBars(260, 500);
    const [h, l, c] = [bars.high[258]!, bars.low[258]!, bars.close[258]!];
    const p = body.pivotPoints.find((r) => r.name === 'P');
    expect(p?.values[0]?.value).toBeCloseTo((h + l + c) / 3, 9);
    const demark = body.pivotPoints.map((r) => r.values[4]?.value ?? null);
    expect(demark.map((v) => v === null)).toEqual([true, true, false, false, false, true, true]);
    // Every open of these bars is real: Woodie reads the last one.
    expect(body.woodieOpen).toBe('open');
    expect(p?.values[3]?.value).toBeCloseTo((h + l + 2 * bars.open[259]!) / 4, 9);
  });

  it('rates each of the last 20 sessions', async () => {
    const body = technicalRatingsResponseSchema.parse(
      (await app().inject('/api/technical-ratings/?symbol=NABIL')).json(),
    );
    expect(body.strip).toHaveLength(20);
    expect(body.strip.at(-1)?.date).toBe('2025-06-26');
    expect(body.strip.at(-1)?.summary.total).toBe(26);
  });

  it('leaves the votes of a young listing that are still warming up null and out of the count', async () => {
    const body = technicalRatingsResponseSchema.parse(
      (await app().inject('/api/technical-ratings/?symbol=YOUNG')).json(),
    );
    const sma200 = body.movingAverages.averages.find((r) => r.name === 'Simple Moving Average (200)');
    expect(sma200).toEqual({ name: 'Simple Moving Average (200)', value: null, action: null });
    expect(body.movingAverages.summary.total).toBeLessThan(15);
  });

  it('answers 404 with a clear error for an unknown symbol', async () => {
    const res = await app().inject('/api/technical-ratings/?symbol=NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No prices for symbol "NOPE".' });
  });

  it('answers 400 for a blank or missing symbol', async () => {
    for (const url of [
      '/api/technical-ratings/?symbol=%20%20',
      '/api/technical-ratings/?symbol=',
      '/api/technical-ratings/',
    ]) {
      const res = await app().inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: 'A symbol is required.' });
    }
  });

  it('answers 400 for a repeated symbol (a list, which once failed with a 500)', async () => {
    const res = await app().inject('/api/technical-ratings/?symbol=NABIL&symbol=YOUNG');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'One symbol is expected (?symbol=).' });
  });
});

describe('GET /api/technical-ratings/?symbol= on a last session without a real open', () => {
  /** 30 sessions whose last open is flagged as not a real print, and moved to the day's high to show it. */
  function flagged() {
    const market = testMarket([{ symbol: 'COPIED', sessions: 30, price: 100 }]);
    const prices = market.prices[0]!;
    const open = prices.bars.open.slice();
    open[29] = prices.bars.high[29]!;
    const noOpen = new Uint8Array(30);
    noOpen[29] = 1;
    prices.bars = { ...prices.bars, open, noOpen };
    return market;
  }
  const app = useTestApp(() => testAppWith(flagged()));

  it("reads Woodie's open as the previous close and says so", async () => {
    const body = technicalRatingsResponseSchema.parse(
      (await app().inject('/api/technical-ratings/?symbol=COPIED')).json(),
    );
    expect(body.woodieOpen).toBe('previous-close');
    const bars = testBars(30, 100);
    const [h, l, c] = [bars.high[28]!, bars.low[28]!, bars.close[28]!];
    const p = body.pivotPoints.find((r) => r.name === 'P');
    expect(p?.values[3]?.value).toBeCloseTo((h + l + 2 * c) / 4, 9);
  });
});
