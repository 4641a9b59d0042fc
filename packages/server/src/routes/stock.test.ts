import { API_PATHS, stockChartResponseSchema } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { testBars, testMarket } from '../market/test-market';
import { importedTestApp, testAppWith, useTestApp } from '../test-app';

const PATH = API_PATHS.stock;
/** Adjusted prices come to 4 decimals. */
const r4 = (v: number) => Math.round(v * 1e4) / 1e4;

describe('GET /api/stock/:symbol', () => {
  const app = useTestApp(() => {
    const market = testMarket([
      { symbol: 'NABIL', sessions: 6, price: 500, sector: 'Commercial Banks' },
      { symbol: 'UPPER', sessions: 6, price: 200 },
    ]);
    // testBars(6) runs 2025-06-19, 22, 23, 24, 25, 26: the book closure on Saturday the 21st applies on the 22nd.
    market.corporateActions.push({
      symbol: 'NABIL',
      bookClosureDate: '2025-06-21',
      bonusPercent: 25,
      rightPercent: 0,
      rightPrice: 100,
      cashDividendPercent: 0,
      fiscalYear: '2081/2082',
    });
    return testAppWith(market);
  });

  it('answers adjusted and traded prices on the same sessions and the bonus with its factor and book closure', async () => {
    const res = await app().inject(`${PATH}nabil`);
    expect(res.statusCode).toBe(200);
    const body = stockChartResponseSchema.parse(res.json());
    const bars = testBars(6, 500);
    expect(body.symbol).toBe('NABIL');
    expect(body.sector).toBe('Commercial Banks');
    expect(body.dates).toEqual([
      '2025-06-19',
      '2025-06-22',
      '2025-06-23',
      '2025-06-24',
      '2025-06-25',
      '2025-06-26',
    ]);
    expect(body.traded.close).toEqual(Array.from(bars.close));
    expect(body.traded.volume).toEqual(Array.from(bars.volume));
    // Only the session before the 22nd is adjusted: its price / 1.25, its volume x 1.25.
    // Prices to 4 decimals, volumes to 2.
    expect(body.adjusted.close[0]).toBe(r4(bars.close[0]! / 1.25));
    expect(body.adjusted.open[0]).toBe(r4(bars.open[0]! / 1.25));
    expect(body.adjusted.volume[0]).toBe(Math.round(bars.volume[0]! * 1.25 * 100) / 100);
    expect(body.adjusted.close.slice(1)).toEqual(body.traded.close.slice(1).map(r4));
    expect(body.events).toEqual([
      {
        date: '2025-06-22',
        bookClosure: '2025-06-21',
        kind: 'bonus',
        factor: 1.25,
        bonusPercent: 25,
        rightPercent: 0,
      },
    ]);
  });

  it('answers no events and equal prices for a symbol without actions', async () => {
    const body = stockChartResponseSchema.parse((await app().inject(`${PATH}UPPER`)).json());
    expect(body.events).toEqual([]);
    expect(body.adjusted.close).toEqual(body.traded.close.map(r4));
    expect(body.adjusted.high).toEqual(body.traded.high.map(r4));
    expect(body.adjusted.volume).toEqual(body.traded.volume);
  });

  it('answers 404 for an unknown symbol and 400 for a blank one, with the error', async () => {
    const unknown = await app().inject(`${PATH}nope`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Unknown symbol "NOPE".' });
    const blank = await app().inject(`${PATH}%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'A symbol is required.' });
  });
});

describe.skipIf(!hasNepseData)(realDataTitle("NABIL's 18.5 % bonus of 2023 on the real data"), () => {
  const app = useTestApp(() => importedTestApp([NEPSE_DATA_DIR], { skipInvalid: true }), 120_000);

  it('marks the bonus on 2023-01-02 and divides the traded prices before it by 1.185', async () => {
    const body = stockChartResponseSchema.parse((await app().inject(`${PATH}NABIL`)).json());
    const event = body.events.find((e) => e.date === '2023-01-02');
    expect(event).toEqual({
      date: '2023-01-02',
      bookClosure: '2023-01-02',
      kind: 'bonus',
      factor: 1.185,
      bonusPercent: 18.5,
      rightPercent: 0,
    });
    const ex = body.dates.indexOf('2023-01-02');
    const before = ex - 1;
    expect(body.dates[before]).toBe('2023-01-01');
    expect(body.traded.close[before]).toBe(854.5);
    expect(body.traded.close[ex]).toBe(739);
    expect(body.adjusted.close[ex]).toBe(739);
    // The ratio of traded to adjusted over the sessions before the event is the product of the later factors.
    const later = body.events.filter((e) => e.date > '2023-01-02').reduce((p, e) => p * e.factor, 1);
    const ratio = (i: number) => body.traded.close[i]! / body.adjusted.close[i]!;
    // Within the rounding of adjusted prices to 4 decimals: 721.0970 for 854.5 / 1.185 = 721.097046.
    expect(body.adjusted.close[before]).toBe(r4(854.5 / (1.185 * later)));
    expect(ratio(before)).toBeCloseTo(1.185 * later, 6);
    expect(ratio(before) / ratio(ex)).toBeCloseTo(1.185, 6);
  });
});
