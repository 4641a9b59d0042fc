import { allocateBars } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { testBars } from '../../test-support/market';
import { buildSnapshot } from '../market/market-snapshot';
import type { StoredMarket } from '../store/read-market';
import { snapshotPrices } from './backtest-job';
import { sharedPricesOf, shareMarket, withSharedRanks } from './shared-market';

function storedMarket(): StoredMarket {
  const flagged = { ...testBars(30, 100), noOpen: new Uint8Array(30) };
  flagged.noOpen[0] = 1;
  flagged.noOpen[17] = 1;
  const security = (id: number, symbol: string) => ({
    id,
    symbol,
    name: `${symbol} Limited`,
    sector: 'Commercial Banks',
    nepseId: null,
    instrumentType: 'Equity',
    status: 'A',
  });
  return {
    version: { version: 3, kind: 'imported', description: '', updatedAt: '2025-06-26T00:00:00.000Z' },
    securities: [security(1, 'AAA'), security(2, 'BBB')],
    prices: new Map([
      [1, { bars: flagged, turnover: new Float64Array(30).fill(Number.NaN) }],
      [2, { bars: testBars(12, 50), turnover: new Float64Array(12).fill(Number.NaN) }],
    ]),
    corporateActions: [],
    index: allocateBars(0),
  };
}

describe('shared market', () => {
  it("gives the workers each symbol's bars as the snapshot has them, open-less flags included", () => {
    const snapshot = buildSnapshot(storedMarket());
    const shared = sharedPricesOf(shareMarket(snapshot));
    const direct = snapshotPrices(snapshot);
    for (const symbol of ['AAA', 'BBB']) {
      const a = shared(symbol)!;
      const b = direct(symbol)!;
      for (const column of ['date', 'open', 'high', 'low', 'close', 'volume', 'tradedClose'] as const) {
        expect(Array.from(a[column] ?? []), `${symbol} ${column}`).toEqual(Array.from(b[column] ?? []));
      }
      const flags = Array.from(a.noOpen ?? []);
      expect(flags).toEqual(Array.from(b.noOpen ?? new Uint8Array(flags.length)));
    }
    expect(shared('AAA')!.noOpen?.[17]).toBe(1);
    expect(shared('ZZZ')).toBeUndefined();
  });

  it('adds the rank column to a copy of the market only, NaN for a stock without ranks', () => {
    const snapshot = buildSnapshot(storedMarket());
    const market = shareMarket(snapshot);
    const aaa = Float64Array.from({ length: 30 }, (_, i) => (i < 5 ? Number.NaN : i));
    const ranked = withSharedRanks(market, (symbol) => (symbol === 'AAA' ? aaa : undefined));
    expect(sharedPricesOf(market)('AAA')!.rsRank).toBeUndefined();
    expect(ranked.close).toBe(market.close);
    expect(Array.from(sharedPricesOf(ranked)('AAA')!.rsRank!)).toEqual(Array.from(aaa));
    expect(Array.from(sharedPricesOf(ranked)('BBB')!.rsRank!)).toEqual(Array(12).fill(Number.NaN));
  });
});
