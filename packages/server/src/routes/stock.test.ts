import {
  API_PATHS,
  candlestickPatternsResponseSchema,
  type StockChartResponse,
  screenPath,
  stockChartResponseSchema,
} from '@nepse/contract';
import { epochDay } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { importedTestApp, testAppWith, useTestApp } from '../../test-support/app';
import { testBars, testMarket } from '../../test-support/market';

const PATH = API_PATHS.stock;
/** Adjusted prices come to 4 decimals. */
const r4 = (v: number) => Math.round(v * 1e4) / 1e4;
const DAY_MS = 86_400_000;

/**
 * The 52-week range read from the answer itself, a slow reference that shares no code with the server's: the
 * adjusted highs and lows of the sessions dated at most 364 calendar days before the last one (by the calendar of
 * `Date`), a younger listing's every session.
 */
function rangeByCalendar(body: StockChartResponse) {
  const last = body.dates[body.dates.length - 1] ?? '';
  const from = new Date(Date.parse(`${last}T00:00:00Z`) - 364 * DAY_MS).toISOString().slice(0, 10);
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  body.dates.forEach((date, i) => {
    if (date < from) return;
    high = Math.max(high, body.adjusted.high[i] ?? high);
    low = Math.min(low, body.adjusted.low[i] ?? low);
  });
  return { high, low };
}

/** The summary read from the answer's own columns: the change is against the adjusted previous close. */
function expectSummaryOfColumns(body: StockChartResponse) {
  const n = body.dates.length;
  const close = body.traded.close[n - 1]!;
  const previous = body.adjusted.close[n - 2]!;
  const { high, low } = rangeByCalendar(body);
  expect(body.summary).toEqual({
    date: body.dates[n - 1],
    close,
    // The server's change is of the unrounded adjusted close; the answer's is to 4 decimals.
    change: expect.closeTo(close - previous, 3),
    changePercent: expect.closeTo(((close - previous) / previous) * 100, 3),
    high52Week: high,
    low52Week: low,
  });
}

describe('GET /api/stock/:symbol', () => {
  const app = useTestApp(() => {
    const market = testMarket([
      { symbol: 'NABIL', sessions: 6, price: 500, sector: 'Commercial Banks' },
      { symbol: 'UPPER', sessions: 6, price: 200 },
      // 300 sessions, Sunday to Thursday, from 2024-05-05: the year (from 2024-06-27) leaves out the first 39.
      { symbol: 'OLD', sessions: 300, price: 100 },
      { symbol: 'ONE', sessions: 1, price: 50 },
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
    // Two of NABIL's sessions, one each side of the bonus, have no real open.
    const nabil = market.prices[0]!;
    nabil.bars = { ...nabil.bars, noOpen: Uint8Array.from([1, 0, 0, 1, 0, 0]) };
    return testAppWith(market);
  });

  it('lists the sessions without a real open, the adjustment keeping them, and an empty list for a stock with none', async () => {
    const body = stockChartResponseSchema.parse((await app().inject(`${PATH}NABIL`)).json());
    expect(body.noOpenDates).toEqual(['2025-06-19', '2025-06-24']);
    expect(body.traded.open[0]).toBe(testBars(6, 500).open[0]);
    const upper = stockChartResponseSchema.parse((await app().inject(`${PATH}UPPER`)).json());
    expect(upper.noOpenDates).toEqual([]);
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

  it('sums up the last close, its change against the adjusted previous close and the 52-week range', async () => {
    // NABIL: a listing of 6 sessions ranges over all of them, the one before the bonus adjusted.
    const nabil = stockChartResponseSchema.parse((await app().inject(`${PATH}NABIL`)).json());
    const bars = testBars(6, 500);
    expect(nabil.summary?.close).toBe(bars.close[5]);
    expect(nabil.summary?.change).toBeCloseTo(bars.close[5]! - bars.close[4]!, 9);
    expect(nabil.summary?.high52Week).toBe(r4(Math.max(bars.high[0]! / 1.25, ...bars.high.slice(1))));
    expect(nabil.summary?.low52Week).toBe(r4(Math.min(bars.low[0]! / 1.25, ...bars.low.slice(1))));
    expectSummaryOfColumns(nabil);

    const old = stockChartResponseSchema.parse((await app().inject(`${PATH}OLD`)).json());
    expect(old.dates.filter((d) => d < '2024-06-27')).toHaveLength(39);
    expectSummaryOfColumns(old);
    expect(old.summary?.low52Week).toBeGreaterThan(Math.min(...old.adjusted.low));

    const one = stockChartResponseSchema.parse((await app().inject(`${PATH}ONE`)).json());
    expect(one.summary).toMatchObject({ change: null, changePercent: null });
    expect(one.summary?.high52Week).toBe(one.adjusted.high[0]);
  });

  it("marks each pattern's sessions as indexes of the answer's dates, ascending, in the catalogue's order", async () => {
    const old = stockChartResponseSchema.parse((await app().inject(`${PATH}OLD`)).json());
    expect(old.patterns.length).toBeGreaterThan(0);
    for (const { name, sessions } of old.patterns) {
      expect(sessions.length, name).toBeGreaterThan(0);
      expect(sessions, name).toEqual([...sessions].sort((a, b) => a - b));
      expect(
        sessions.every((i) => i < old.dates.length),
        name,
      ).toBe(true);
    }
    const order = ['bullish', 'bearish', 'indecision'];
    const types = old.patterns.map((p) => order.indexOf(p.type));
    expect(types).toEqual([...types].sort((a, b) => a - b));
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
  const app = useTestApp(
    () => importedTestApp([NEPSE_DATA_DIR], { skipInvalid: true, opensFrom: epochDay('2018-02-18') }),
    120_000,
  );

  it('lists every session before 2018-02-18 as without a real open, and reads no pattern from one', async () => {
    const body = stockChartResponseSchema.parse((await app().inject(`${PATH}NABIL`)).json());
    const flagged = new Set(body.noOpenDates);
    const before = body.dates.filter((d) => d < '2018-02-18');
    expect(before.length).toBeGreaterThan(1000);
    expect(before.every((d) => flagged.has(d))).toBe(true);
    // After it, only opens the import repaired (missing or not positive in the file).
    const after = body.noOpenDates.filter((d) => d >= '2018-02-18');
    for (const d of after)
      expect(body.traded.open[body.dates.indexOf(d)], d).toBe(body.traded.close[body.dates.indexOf(d)]);
    for (const pattern of body.patterns)
      for (const i of pattern.sessions)
        expect(flagged.has(body.dates[i]!), `${pattern.name} ${body.dates[i]}`).toBe(false);
    expect(body.patterns.length).toBeGreaterThan(10);
  });

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

  it('sums up long histories, a listing younger than a year and one that stopped trading as read by calendar', async () => {
    // BANDIPUR listed in 2025-11, KRBL's last session is of 2024-12.
    for (const symbol of ['NABIL', 'NICA', 'UPPER', 'BANDIPUR', 'KRBL']) {
      const body = stockChartResponseSchema.parse((await app().inject(`${PATH}${symbol}`)).json());
      expectSummaryOfColumns(body);
    }
    const young = stockChartResponseSchema.parse((await app().inject(`${PATH}BANDIPUR`)).json());
    expect(young.summary?.low52Week).toBe(Math.min(...young.adjusted.low));
  });

  it("marks on each stock's last session the patterns the Candlestick Patterns screen lists it under", async () => {
    const screen = candlestickPatternsResponseSchema.parse(
      (await app().inject(screenPath('candlestickPatterns'))).json(),
    );
    const listed = new Map<string, string[]>();
    for (const pattern of [...screen.bullish, ...screen.bearish, ...screen.indecision]) {
      for (const { symbol } of pattern.stocks)
        listed.set(symbol, [...(listed.get(symbol) ?? []), pattern.pattern]);
    }
    const symbols = [...listed.keys()].slice(0, 40);
    expect(symbols.length).toBeGreaterThan(10);
    for (const symbol of symbols) {
      const body = stockChartResponseSchema.parse((await app().inject(`${PATH}${symbol}`)).json());
      const last = body.dates.length - 1;
      const marked = body.patterns.filter((p) => p.sessions.includes(last)).map((p) => p.name);
      expect(marked, symbol).toEqual(listed.get(symbol));
    }
  });
});
