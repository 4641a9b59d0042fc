import { freshIndicatorSignalsResponseSchema, NEPSE_SECTOR_ID, screenPath } from '@nepse/contract';
import { epochDay, FRESH_SIGNAL_GROUPS } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasNepseData, NEPSE_DATA_DIR, realDataTitle } from '../../../core/test-support/nepse-data';
import { demoTestApp, importedTestApp, useTestApp } from '../../test-support/app';
import { sectorNameOf } from './screen-input';

// Fresh Indicator Signals on whole markets, the demo one the app seeds and the real NEPSE data: the answer against
// the contract, and its SMA groups worked out again here from the snapshot's adjusted closes, as plainly as possible.

const PATH = screenPath('freshIndicatorSignals');

/** Mean of the `period` values ending at index t. */
function mean(values: Float64Array, t: number, period: number): number {
  let sum = 0;
  for (let i = t - period + 1; i <= t; i++) sum += values[i]!;
  return sum / period;
}

/** a above b by more than a tie (values within 1e-9 of the larger of the magnitudes and 1 are equal). */
const above = (a: number, b: number) => a - b > 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);

/** a was not above b on the bar before and is above it on the last bar. */
const crossedUp = (a: [number, number], b: [number, number]) => !above(a[0], b[0]) && above(a[1], b[1]);

/** The symbols of each SMA group, from the adjusted closes of the listed equities that traded on the latest day. */
function smaGroups(app: FastifyInstance): Record<string, string[]> {
  const snapshot = app.market.current;
  const latest = epochDay(snapshot.latestDate ?? '');
  const groups: Record<string, string[]> = {
    'golden-cross': [],
    'death-cross': [],
    'close-cross-up-sma200': [],
    'close-cross-down-sma200': [],
  };
  for (const symbol of [...snapshot.symbolsOfSector(NEPSE_SECTOR_ID)].sort()) {
    const bars = snapshot.bars(symbol, 'adjusted');
    const n = bars?.date.length ?? 0;
    if (!bars || n < 201 || bars.date[n - 1] !== latest) continue;
    const t = n - 1;
    const close = bars.close;
    const fast: [number, number] = [mean(close, t - 1, 50), mean(close, t, 50)];
    const slow: [number, number] = [mean(close, t - 1, 200), mean(close, t, 200)];
    const price: [number, number] = [close[t - 1]!, close[t]!];
    if (crossedUp(fast, slow)) groups['golden-cross']!.push(symbol);
    if (crossedUp(slow, fast)) groups['death-cross']!.push(symbol);
    if (crossedUp(price, slow)) groups['close-cross-up-sma200']!.push(symbol);
    if (crossedUp(slow, price)) groups['close-cross-down-sma200']!.push(symbol);
  }
  return groups;
}

function checkScreen(app: () => FastifyInstance) {
  it("answers every group in core's order, with the date and the SMA groups worked out independently", async () => {
    const res = await app().inject(PATH);
    expect(res.statusCode).toBe(200);
    const answer = freshIndicatorSignalsResponseSchema.parse(res.json());
    const snapshot = app().market.current;
    expect(answer.date).toBe(snapshot.latestDate);
    expect(answer.signals.map((g) => [g.key, g.name])).toEqual(
      FRESH_SIGNAL_GROUPS.map((g) => [g.key, g.name]),
    );
    const expected = smaGroups(app());
    for (const [key, symbols] of Object.entries(expected)) {
      expect(answer.signals.find((g) => g.key === key)?.stocks.map((s) => s.stockSymbol)).toEqual(symbols);
    }
    const listed = answer.signals.flatMap((g) => g.stocks);
    expect(listed.length).toBeGreaterThan(0);
    for (const stock of listed) {
      const traded = snapshot.bars(stock.stockSymbol, 'raw');
      const adjusted = snapshot.bars(stock.stockSymbol, 'adjusted');
      const n = traded?.close.length ?? 0;
      expect(stock.ltp).toBe(traded?.close[n - 1]);
      const previous = adjusted?.close[n - 2] ?? Number.NaN;
      expect(stock.change).toBeCloseTo((adjusted?.close[n - 1] ?? Number.NaN) - previous, 9);
      expect(stock.changePercent).toBeCloseTo((stock.change / previous) * 100, 9);
      expect(stock.sector).toBe(sectorNameOf(snapshot, stock.stockSymbol));
    }
  });

  it('answers a matching If-None-Match with 304', async () => {
    const res = await app().inject(PATH);
    const again = await app().inject({ url: PATH, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
}

describe('Fresh Indicator Signals on the demo market', () => {
  const app = useTestApp(() => demoTestApp());

  it('is the demo market', () => {
    expect(app().market.current.dataKind).toBe('demo');
  });
  checkScreen(app);
});

describe.skipIf(!hasNepseData)(realDataTitle('Fresh Indicator Signals on the real NEPSE data'), () => {
  const app = useTestApp(() => importedTestApp([NEPSE_DATA_DIR], { skipInvalid: true }));

  it('is the imported data', () => {
    expect(app().market.current.dataKind).toBe('imported');
  });
  checkScreen(app);

  it('reads a Stoch RSI %K and %D both at 0 as a tie on 2026-08-21: no cross into it, a cross out of it', async () => {
    const answer = freshIndicatorSignalsResponseSchema.parse((await app().inject(PATH)).json());
    expect(answer.date).toBe('2026-08-21');
    const crossedUp = answer.signals
      .find((g) => g.key === 'stoch-rsi-cross-up')
      ?.stocks.map((s) => s.stockSymbol);
    // Their RSI sits at its 14-session low: %K and %D are 0 in exact arithmetic, residues of 1e-13 in floating point.
    for (const symbol of ['KHPL', 'LBBL', 'MKJC', 'NESDO', 'NYADI']) expect(crossedUp).not.toContain(symbol);
    // MNBBL's %K leaves such a tie upwards that day.
    expect(crossedUp).toContain('MNBBL');
  });
});
