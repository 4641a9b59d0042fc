import { describe, expect, it } from 'vitest';
import { testMarket } from '../../test-support/market';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import type { MarketDataset, SecurityRecord } from '../ingest/market-dataset';
import { readDataVersion } from './data-version';
import { NonFiniteValueError } from './finite-values';
import { readMarket } from './read-market';
import { writeMarket } from './write-market';

function demoMarket(): MarketDataset {
  const market = testMarket([
    { symbol: 'NABIL', sessions: 30, price: 500, nepseId: 131 },
    { symbol: 'UPPER', sessions: 20, price: 200, sector: 'Hydro Power' },
  ]);
  market.corporateActions.push({
    symbol: 'NABIL',
    bookClosureDate: '2025-06-10',
    bonusPercent: 18.5,
    rightPercent: 0,
    rightPrice: 100,
    cashDividendPercent: 1.5,
    fiscalYear: '2081/2082',
  });
  market.index.push(
    { date: '2025-06-25', open: 2600, high: 2650, low: 2590, close: 2640.5, turnover: 5e9 },
    { date: '2025-06-26', open: 2640.5, high: 2641, low: 2600, close: 2610, turnover: null },
  );
  return market;
}

describe.each(STORE_KINDS)('store on %s', (kind) => {
  const fixture = useTestStore(kind);

  it('starts empty at version 0 and migrates an existing store without change', async () => {
    expect(await readDataVersion(fixture.store.db)).toMatchObject({ version: 0, kind: 'empty' });
    await fixture.reopen();
    expect(await readDataVersion(fixture.store.db)).toMatchObject({ version: 0, kind: 'empty' });
  });

  it('refuses a market holding a number that is not finite, leaving the store as it was', async () => {
    await writeMarket(fixture.store, demoMarket(), { kind: 'imported', description: 'first' });
    const before = await readMarket(fixture.store);
    const spoilt: ((m: MarketDataset) => void)[] = [
      (m) => {
        const nabil = m.prices[0];
        if (nabil) nabil.bars.close[29] = Number.POSITIVE_INFINITY;
      },
      (m) => {
        const upper = m.prices[1];
        if (upper) upper.bars.volume[3] = Number.NaN;
      },
      (m) => {
        m.index.push({ date: '2025-06-27', open: 1, high: 1, low: -Infinity, close: 1, turnover: null });
      },
      (m) => {
        const action = m.corporateActions[0];
        if (action) action.bonusPercent = Number.POSITIVE_INFINITY;
      },
      (m) => {
        m.priceAdjustments = [{ symbol: 'UPPER', date: '2025-06-20', factor: Number.NaN }];
      },
    ];
    for (const spoil of spoilt) {
      const market = demoMarket();
      // A new security too, so that a write half done would show in the securities.
      market.securities.push({ ...(market.securities[0] as SecurityRecord), symbol: 'NEWCO', nepseId: 9 });
      spoil(market);
      await expect(
        writeMarket(fixture.store, market, { kind: 'imported', description: 'spoilt' }),
      ).rejects.toThrow(NonFiniteValueError);
      expect(await readMarket(fixture.store)).toEqual(before);
    }
  });

  it('writes a market and reads back exactly what it wrote', async () => {
    const market = demoMarket();
    market.prices[0]!.turnover = new Float64Array(30).fill(123456.75);
    market.priceAdjustments = [{ symbol: 'UPPER', date: '2025-06-01', factor: 1.6317 }];
    const summary = await writeMarket(fixture.store, market, { kind: 'demo', description: 'test demo' });
    expect(summary).toMatchObject({
      written: true,
      placeholders: [],
      changed: { securities: 2, prices: 50, corporateActions: 2, index: 2 },
      version: { version: 1, kind: 'demo', description: 'test demo' },
    });

    const stored = await readMarket(fixture.store);
    expect(stored.version.version).toBe(1);
    expect(stored.securities.map((s) => [s.symbol, s.sector, s.nepseId, s.status])).toEqual([
      ['NABIL', 'Commercial Banks', 131, 'A'],
      ['UPPER', 'Hydro Power', null, 'A'],
    ]);
    const nabil = stored.securities.find((s) => s.symbol === 'NABIL')!;
    const prices = stored.prices.get(nabil.id)!;
    expect(prices.bars).toEqual(market.prices[0]!.bars);
    expect(prices.turnover[29]).toBe(123456.75);
    const upper = stored.prices.get(stored.securities[1]!.id)!;
    expect(Number.isNaN(upper.turnover[0])).toBe(true);
    expect(stored.corporateActions).toEqual([
      expect.objectContaining({
        kind: 'declared',
        bonusPercent: 18.5,
        fiscalYear: '2081/2082',
        adjustmentFactor: null,
      }),
      expect.objectContaining({ kind: 'adjustment', adjustmentFactor: 1.6317 }),
    ]);
    expect(Array.from(stored.index.close)).toEqual([2640.5, 2610]);
    expect(Number.isNaN(stored.index.volume[1])).toBe(true);
  });

  it('keeps the flag of an open that is not real beside the open, and changes it on a re-write', async () => {
    const market = demoMarket();
    const nabil = market.prices[0]!;
    const noOpen = new Uint8Array(30);
    noOpen[0] = noOpen[7] = 1;
    nabil.bars = { ...nabil.bars, noOpen };
    await writeMarket(fixture.store, market, { kind: 'imported', description: 'flagged' });
    const stored = await readMarket(fixture.store);
    const [nabilRow, upperRow] = stored.securities;
    const bars = stored.prices.get(nabilRow!.id)!.bars;
    expect(bars).toEqual(nabil.bars);
    expect(bars.open[7]).toBe(nabil.bars.open[7]);
    // A symbol without a flagged bar reads without the column: every open is real.
    expect(stored.prices.get(upperRow!.id)!.bars.noOpen).toBeUndefined();

    // The same bars, the flag cleared on one: one row changes, and the version moves.
    const cleared = demoMarket();
    const again = Uint8Array.from(noOpen);
    again[7] = 0;
    cleared.prices[0]!.bars = { ...cleared.prices[0]!.bars, noOpen: again };
    const summary = await writeMarket(fixture.store, cleared, { kind: 'imported', description: 'cleared' });
    expect(summary.changed.prices).toBe(1);
    const read = (await readMarket(fixture.store)).prices.get(nabilRow!.id)!.bars.noOpen;
    expect(Array.from(read ?? []).flatMap((f, i) => (f ? [i] : []))).toEqual([0]);
  });

  it('writes the demo market only into an empty store', async () => {
    await writeMarket(fixture.store, demoMarket(), { kind: 'demo', description: 'first' });
    const again = await writeMarket(fixture.store, testMarket([{ symbol: 'X', sessions: 3, price: 10 }]), {
      kind: 'demo',
      description: 'second',
    });
    expect(again.written).toBe(false);
    expect((await readMarket(fixture.store)).securities.map((s) => s.symbol)).toEqual(['NABIL', 'UPPER']);
  });

  it('replaces the demo market with imported data, and re-importing the same data changes nothing', async () => {
    await writeMarket(fixture.store, demoMarket(), { kind: 'demo', description: 'demo' });
    const real = testMarket([{ symbol: 'ADBL', sessions: 25, price: 300 }]);
    const first = await writeMarket(fixture.store, real, { kind: 'imported', description: 'import 1' });
    expect(first).toMatchObject({ removedDemo: true, version: { version: 2, kind: 'imported' } });
    const stored = await readMarket(fixture.store);
    expect(stored.securities.map((s) => s.symbol)).toEqual(['ADBL']);
    expect(stored.corporateActions).toEqual([]);
    expect(stored.index.date.length).toBe(0);

    const second = await writeMarket(fixture.store, real, { kind: 'imported', description: 'import 2' });
    expect(second).toMatchObject({
      removedDemo: false,
      changed: { securities: 0, prices: 0, corporateActions: 0, index: 0 },
      version: { version: 2, description: 'import 1' },
    });

    const changed = testMarket([{ symbol: 'ADBL', sessions: 25, price: 300 }]);
    changed.prices[0]!.bars.close[24] = 1;
    const third = await writeMarket(fixture.store, changed, { kind: 'imported', description: 'import 3' });
    expect(third.changed.prices).toBe(1);
    expect(third.version.version).toBe(3);
  });

  it('adds symbols named only by prices as placeholders, never overwriting a described security', async () => {
    await writeMarket(
      fixture.store,
      testMarket([{ symbol: 'NABIL', sessions: 3, price: 500, nepseId: 131 }]),
      {
        kind: 'imported',
        description: 'securities',
      },
    );
    const pricesOnly = testMarket([
      { symbol: 'NABIL', sessions: 4, price: 500 },
      { symbol: 'SNORL', sessions: 4, price: 100 },
    ]);
    pricesOnly.securities = [];
    const summary = await writeMarket(fixture.store, pricesOnly, { kind: 'imported', description: 'prices' });
    expect(summary.placeholders).toEqual(['SNORL']);
    const stored = await readMarket(fixture.store);
    expect(stored.securities.map((s) => [s.symbol, s.name, s.sector, s.nepseId])).toEqual([
      ['NABIL', 'NABIL Limited', 'Commercial Banks', 131],
      ['SNORL', 'SNORL', null, null],
    ]);
  });

  it('writes tens of thousands of rows in several batches on both dialects', async () => {
    const market = testMarket(
      Array.from({ length: 12 }, (_, i) => ({ symbol: `S${i}`, sessions: 2100, price: 100 + i })),
    );
    const summary = await writeMarket(fixture.store, market, { kind: 'imported', description: 'many' });
    expect(summary.changed.prices).toBe(12 * 2100);
    const stored = await readMarket(fixture.store);
    expect([...stored.prices.values()].reduce((n, p) => n + p.bars.date.length, 0)).toBe(25_200);
    const again = await writeMarket(fixture.store, market, { kind: 'imported', description: 'many' });
    expect(again.changed.prices).toBe(0);
  });
});
