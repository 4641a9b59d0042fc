import {
  BEARISH_PATTERNS,
  BULLISH_PATTERNS,
  type CandlestickPatternsResponse,
  candlestickPatternsResponseSchema,
  PATTERN_SUMMARIES,
  patternKeyOf,
  SCREEN_HEADERS,
} from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { candlestickReference } from '../../../core/test-support/talib-reference';
import { importedTestApp, testAppWith, useTestApp } from '../../test-support/app';
import { generateDemoMarket } from '../demo/generate-demo-market';
import { screenInput, sectorNameOf } from './screen-input';

const PATH = '/api/candlestick-patterns/';
/** Generating the demo market or importing the real data takes seconds, more on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

async function patternsOf(app: FastifyInstance): Promise<CandlestickPatternsResponse> {
  const res = await app.inject(PATH);
  expect(res.statusCode).toBe(200);
  return candlestickPatternsResponseSchema.parse(res.json());
}

/** The symbols of the stocks listed for `pattern`, or none when the pattern is left out. */
function stocksOf(answer: CandlestickPatternsResponse, pattern: string): string[] {
  const all = [...answer.bullish, ...answer.bearish, ...answer.indecision];
  return all.find((p) => p.pattern === pattern)?.stocks.map((s) => s.symbol) ?? [];
}

/** Every item of every group: counted, its stocks by symbol, its picture and summary the contract's. */
function expectWellFormed(answer: CandlestickPatternsResponse): void {
  const names = (list: { pattern: string }[]) => list.map((p) => p.pattern);
  const inOrder = (list: { pattern: string }[], spec: readonly string[]) =>
    expect(names(list)).toEqual(spec.filter((name) => names(list).includes(name)));
  inOrder(answer.bullish, BULLISH_PATTERNS);
  inOrder(answer.bearish, BEARISH_PATTERNS);
  expect(names(answer.indecision).every((name) => name === 'Doji')).toBe(true);
  for (const item of [...answer.bullish, ...answer.bearish, ...answer.indecision]) {
    const key = patternKeyOf(item.pattern);
    expect(key, item.pattern).toBeDefined();
    if (!key) continue;
    expect(item.count).toBe(item.stocks.length);
    expect(item.count).toBeGreaterThan(0);
    const symbols = item.stocks.map((s) => s.symbol);
    expect(symbols).toEqual([...symbols].sort());
    expect(item.image_URL).toBe(`/patterns/${key}.svg`);
    expect(item.summary).toBe(PATTERN_SUMMARIES[key]);
  }
}

describe('GET /api/candlestick-patterns/ on the demo market', () => {
  const app = useTestApp(
    () => testAppWith(generateDemoMarket({ seed: 20_160_101, endDate: '2026-11-20' }), 'demo'),
    SETUP_TIMEOUT_MS,
  );

  it("groups the day's patterns by type, each counted, with its picture and summary", async () => {
    const answer = await patternsOf(app());
    expectWellFormed(answer);
    // The demo shapes one symbol per pattern, so every group lists some and nearly all 26 show.
    expect(answer.bullish.length).toBeGreaterThanOrEqual(10);
    expect(answer.bearish.length).toBeGreaterThanOrEqual(10);
    expect(answer.indecision.map((p) => p.pattern)).toEqual(['Doji']);
  });

  it("gives each stock the latest session's traded prices and its change from the previous close", async () => {
    const answer = await patternsOf(app());
    const res = await app().inject(PATH);
    expect(res.headers[SCREEN_HEADERS.dataKind]).toBe('demo');
    const latest = app().market.current.latestDate;
    expect(res.headers[SCREEN_HEADERS.dataDate]).toBe(latest);
    const stock = answer.bullish[0]?.stocks[0];
    const traded = stock && app().market.current.bars(stock.symbol, 'raw');
    const adjusted = stock && app().market.current.bars(stock.symbol, 'adjusted');
    if (!stock || !traded || !adjusted) throw new Error('no bullish stock');
    const last = traded.close.length - 1;
    expect([stock.open, stock.high, stock.low, stock.close]).toEqual([
      traded.open[last],
      traded.high[last],
      traded.low[last],
      traded.close[last],
    ]);
    expect(stock.sector).toBe(sectorNameOf(app().market.current, stock.symbol));
    expect(stock.sector).not.toBeNull();
    const previous = adjusted.close[last - 1] ?? Number.NaN;
    expect(stock.change).toBeCloseTo((traded.close[last] ?? Number.NaN) - previous, 9);
    expect(stock.changePercent).toBeCloseTo((stock.change / previous) * 100, 9);
  });
});

describe.skipIf(!hasNepseData)(realDataTitle('GET /api/candlestick-patterns/ on the real NEPSE data'), () => {
  const app = useTestApp(() => importedTestApp([NEPSE_DATA_DIR], { skipInvalid: true }), SETUP_TIMEOUT_MS);

  it("lists for Hammer and Bullish Engulfing the stocks TA-Lib's CDLHAMMER and CDLENGULFING find that day", async () => {
    const answer = await patternsOf(app());
    expectWellFormed(answer);
    const snapshot = app().market.current;
    expect(snapshot.latestDate).toBe('2026-08-21');
    const { market } = screenInput(snapshot);
    const hammers: string[] = [];
    const engulfings: string[] = [];
    for (const { symbol, adjusted } of market.symbols) {
      const last = adjusted.date.length - 1;
      if (adjusted.date[last] !== market.latestDay) continue;
      if ((candlestickReference('CDLHAMMER', adjusted)[last] ?? 0) > 0) hammers.push(symbol);
      if ((candlestickReference('CDLENGULFING', adjusted)[last] ?? 0) > 0) engulfings.push(symbol);
    }
    // Checked by hand on the file's rows: NIMB 187 / 188 / 186 / 187.5 after a low of 186 is a hammer; HHL's
    // white 325.5 -> 334.8 engulfs the black 332 -> 329.1 before it.
    expect(hammers).toEqual(['NIMB', 'SHLB']);
    expect(engulfings).toEqual(['HATHY', 'HHL', 'LICN', 'RBCL']);
    expect(stocksOf(answer, 'Hammer')).toEqual(hammers);
    expect(stocksOf(answer, 'Bullish Engulfing')).toEqual(engulfings);
  });
});
