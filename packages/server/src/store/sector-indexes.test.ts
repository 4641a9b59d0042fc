import { epochDay } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { testMarket } from '../../test-support/market';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import type { MarketDataset, SectorIndexBar } from '../ingest/market-dataset';
import { buildSnapshot } from '../market/market-snapshot';
import { StoreError } from './open-store';
import { readMarket } from './read-market';
import { writeMarket } from './write-market';

// The sector sub-indices in the store: written beside the market, read back by sector, kept across a repeated write,
// removed with the demo market, and refused when they name no sector or hold a close that is not above zero.

const HYDRO: SectorIndexBar[] = [
  { sector: '4', date: '2025-06-24', close: 2891.07 },
  { sector: '4', date: '2025-06-25', close: 2903.5 },
  { sector: '4', date: '2025-06-26', close: 2877.25 },
];
const BANKS: SectorIndexBar[] = [
  { sector: '1', date: '2025-06-25', close: 1370.18 },
  { sector: '1', date: '2025-06-26', close: 1374.77 },
];

function marketWith(sectorIndexes: SectorIndexBar[]): MarketDataset {
  return {
    ...testMarket([{ symbol: 'UPPER', sessions: 5, price: 200, sector: 'Hydro Power' }]),
    sectorIndexes,
  };
}

const series = (bars: SectorIndexBar[]) => ({
  date: Int32Array.from(bars, (b) => epochDay(b.date)),
  close: Float64Array.from(bars, (b) => b.close),
});

describe.each(STORE_KINDS)('sector sub-indices on %s', (kind) => {
  const fixture = useTestStore(kind);

  it('reads back each sector its days and closes, whatever order they were written in, and the snapshot has them', async () => {
    const summary = await writeMarket(fixture.store, marketWith([...BANKS, ...HYDRO].reverse()), {
      kind: 'demo',
      description: 'with sub-indices',
    });
    expect(summary.changed.sectorIndexes).toBe(5);
    const stored = await readMarket(fixture.store);
    expect([...(stored.sectorIndexes?.keys() ?? [])].sort()).toEqual(['1', '4']);
    expect(stored.sectorIndexes?.get('4')).toEqual(series(HYDRO));
    expect(stored.sectorIndexes?.get('1')).toEqual(series(BANKS));
    const snapshot = buildSnapshot(stored);
    expect(snapshot.sectorIndex('4')).toEqual(series(HYDRO));
    expect(snapshot.sectorIndex('6')).toBeUndefined();
  });

  it('changes nothing on a repeated write, and only the row that differs otherwise', async () => {
    await writeMarket(fixture.store, marketWith(HYDRO), { kind: 'imported', description: 'first' });
    const again = await writeMarket(fixture.store, marketWith(HYDRO), {
      kind: 'imported',
      description: 'again',
    });
    expect(again.changed.sectorIndexes).toBe(0);
    expect(again.version.version).toBe(1);
    const moved = HYDRO.map((b, i) => (i === 1 ? { ...b, close: 2900 } : b));
    const third = await writeMarket(fixture.store, marketWith(moved), {
      kind: 'imported',
      description: 'third',
    });
    expect(third.changed.sectorIndexes).toBe(1);
    expect(third.version.version).toBe(2);
    expect(Array.from((await readMarket(fixture.store)).sectorIndexes?.get('4')?.close ?? [])).toEqual([
      2891.07, 2900, 2877.25,
    ]);
  });

  it('goes with the demo market when imported data replaces it', async () => {
    await writeMarket(fixture.store, marketWith(HYDRO), { kind: 'demo', description: 'demo' });
    const real = testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]);
    await writeMarket(fixture.store, real, { kind: 'imported', description: 'import' });
    expect((await readMarket(fixture.store)).sectorIndexes?.size).toBe(0);
  });

  it('refuses a sub-index of no spec sector, or a close not above zero, writing nothing', async () => {
    const spoilt: SectorIndexBar[] = [
      { sector: '58', date: '2025-06-26', close: 2600 },
      { sector: '0', date: '2025-06-26', close: 2600 },
      { sector: 'Hydro Power', date: '2025-06-26', close: 2600 },
      { sector: '4', date: '2025-06-26', close: 0 },
      { sector: '4', date: '2025-06-26', close: Number.NaN },
    ];
    for (const bar of spoilt) {
      await expect(
        writeMarket(fixture.store, marketWith([...BANKS, bar]), { kind: 'imported', description: 'spoilt' }),
      ).rejects.toThrow(StoreError);
      const stored = await readMarket(fixture.store);
      expect(stored.version.kind).toBe('empty');
      expect(stored.securities).toEqual([]);
      expect(stored.sectorIndexes?.size).toBe(0);
    }
  });
});
