import { NEPSE_SECTOR_ID } from '@nepse/contract';
import { epochDay } from '@nepse/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testMarket } from '../../test-support/market';
import { type TestStoreTarget, testStoreTarget } from '../../test-support/store-targets';
import { openStore, type Store } from '../store/open-store';
import { writeMarket } from '../store/write-market';
import { MarketCache, type MarketLog } from './market-cache';

const quiet: MarketLog = { info: () => {}, warn: () => {}, error: () => {} };

function market() {
  const m = testMarket([
    { symbol: 'NABIL', sessions: 10, price: 500, nepseId: 131 },
    {
      symbol: 'NABILP',
      sessions: 10,
      price: 300,
      instrumentType: 'Promoter Share',
      sector: 'Promoter Share',
    },
    { symbol: 'BOKL', sessions: 10, price: 250, status: 'D' },
    { symbol: 'UPPER', sessions: 10, price: 200, sector: 'Hydro Power' },
    { symbol: 'NMB50', sessions: 10, price: 10, sector: 'Mutual Fund', instrumentType: 'Mutual Funds' },
    { symbol: 'BNL', sessions: 0, price: 0, sector: 'Manufacturing And Processing' },
  ]);
  m.corporateActions.push({
    symbol: 'NABIL',
    bookClosureDate: '2025-06-22',
    bonusPercent: 25,
    rightPercent: 0,
    rightPrice: 100,
    cashDividendPercent: 5,
    fiscalYear: '2081/2082',
  });
  m.index.push({ date: '2025-06-26', open: 2600, high: 2650, low: 2590, close: 2640.5, turnover: null });
  return m;
}

describe('MarketCache', () => {
  let place: TestStoreTarget;
  let store: Store;
  let cache: MarketCache;

  beforeEach(async () => {
    place = testStoreTarget('sqlite');
    store = await openStore(place.target);
    await writeMarket(store, market(), { kind: 'imported', description: 'test' });
    cache = await MarketCache.load(store, quiet);
  });
  afterEach(async () => {
    await cache.stopPolling();
    await store.close();
    await place.cleanup();
  });

  it('holds every symbol with prices, its security and spec sector, and the index', () => {
    expect(cache.version).toBe(1);
    expect(cache.dataKind).toBe('imported');
    expect(cache.latestDate).toBe('2025-06-26');
    expect(cache.symbols()).toEqual(['BOKL', 'NABIL', 'NABILP', 'NMB50', 'UPPER']);
    expect(cache.security('UPPER')).toMatchObject({ sector: 'Hydro Power', sectorId: '4', status: 'A' });
    expect(cache.security('NABILP')?.sectorId).toBeNull();
    expect(cache.security('BNL')).toMatchObject({ sectorId: '10' });
    expect(cache.bars('BNL', 'raw')).toBeUndefined();
    expect(Array.from(cache.index().close)).toEqual([2640.5]);
  });

  it('lists NEPSE (58) as every listed equity and a sector as its listed members with prices', () => {
    expect(cache.symbolsOfSector(NEPSE_SECTOR_ID)).toEqual(['NABIL', 'UPPER']);
    expect(cache.symbolsOfSector('1')).toEqual(['NABIL']);
    expect(cache.symbolsOfSector('13')).toEqual(['NMB50']);
    expect(cache.symbolsOfSector('10')).toEqual([]);
    expect(cache.symbolsOfSector('0')).toEqual([]);
  });

  it('serves raw and back-adjusted bars: 25 % bonus at the first session on or after the book closure', () => {
    const raw = cache.bars('NABIL', 'raw')!;
    const adjusted = cache.bars('NABIL', 'adjusted')!;
    const ex = raw.date.indexOf(epochDay('2025-06-22'));
    expect(ex).toBeGreaterThan(0);
    expect(adjusted.close[ex - 1]).toBeCloseTo(raw.close[ex - 1]! / 1.25, 12);
    expect(adjusted.volume[0]).toBeCloseTo(raw.volume[0]! * 1.25, 9);
    expect(adjusted.close[ex]).toBe(raw.close[ex]);
    expect(cache.adjustments('NABIL')).toEqual([
      {
        index: ex,
        factor: 1.25,
        source: 'declared',
        bookClosure: epochDay('2025-06-22'),
        bonusPercent: 25,
        rightPercent: 0,
      },
    ]);
    expect(cache.bars('UPPER', 'adjusted')).toBe(cache.bars('UPPER', 'raw'));
  });

  it('gives the stock list sorted by symbol, with NEPSE id 0 where unknown', () => {
    const list = cache.stockList();
    expect(list.map((e) => e.symbol)).toEqual(['BOKL', 'NABIL', 'NABILP', 'NMB50', 'UPPER']);
    expect(list[1]).toEqual({
      symbol: 'NABIL',
      name: 'NABIL Limited',
      id: cache.security('NABIL')!.id,
      nepseId: 131,
      turnover: list[1]?.turnover,
    });
    // The latest session's traded value: the test bars store none, so volume x close.
    const raw = cache.bars('NABIL', 'raw')!;
    const last = raw.date.length - 1;
    expect(cache.turnover('NABIL')![last]).toBeNaN();
    expect(list[1]?.turnover).toBe(raw.volume[last]! * raw.close[last]!);
    expect(list[1]?.turnover).toBeGreaterThan(0);
    expect(list[0]?.nepseId).toBe(0);
  });

  it('reloads when the data version moves, swapping in a new snapshot and leaving the old one whole', async () => {
    const before = cache.current;
    await cache.refresh();
    expect(cache.current).toBe(before);
    await writeMarket(store, testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]), {
      kind: 'imported',
      description: 'more',
    });
    await cache.refresh();
    expect(cache.version).toBe(2);
    expect(cache.symbols()).toContain('ADBL');
    expect(before.symbols()).not.toContain('ADBL');
    expect(before.version).toBe(1);
  });

  it('polls the data version on its own', async () => {
    cache.startPolling(20);
    await writeMarket(store, testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]), {
      kind: 'imported',
      description: 'more',
    });
    await expect.poll(() => cache.version, { timeout: 5000 }).toBe(2);
  });

  it('keeps serving the snapshot it has when a reload fails', async () => {
    const errors: string[] = [];
    const failing = await MarketCache.load(store, {
      info: () => {},
      warn: () => {},
      error: (_o, msg) => errors.push(msg),
    });
    await store.close();
    await failing.refresh();
    expect(errors).toHaveLength(1);
    expect(failing.symbols()).toContain('NABIL');
    store = await openStore(place.target);
  });
});
