import { allocateBars, type Bars, epochDay, weekday } from '@nepse/core';
import type { MarketDataset, SecurityRecord } from '../src/ingest/market-dataset';
import { openStore } from '../src/store/open-store';
import { writeMarket } from '../src/store/write-market';
import { type TestStoreTarget, testStoreTarget } from './store-targets';

export interface TestSecurity extends Partial<SecurityRecord> {
  symbol: string;
  /** Number of sessions, ending on `endDate`. */
  sessions: number;
  /** First close; later closes follow a fixed zig-zag around it. */
  price: number;
}

/**
 * `n` NEPSE sessions (Sunday to Thursday) ending on `endDate`, with deterministic prices: a zig-zag around
 * `price` (+1 %, -0.5 %, ...), open = previous close, high/low 1 % around, volume 1000 + 10 x session.
 */
export function testBars(n: number, price: number, endDate = '2025-06-26'): Bars {
  const days: number[] = [];
  for (let d = epochDay(endDate); days.length < n; d--) if (weekday(d) <= 4) days.unshift(d);
  const bars = allocateBars(n);
  let close = price;
  for (let i = 0; i < n; i++) {
    const open = close;
    close = i === 0 ? price : close * (i % 2 === 1 ? 1.01 : 0.995);
    bars.date[i] = days[i] ?? 0;
    bars.open[i] = open;
    bars.close[i] = close;
    bars.high[i] = Math.max(open, close) * 1.01;
    bars.low[i] = Math.min(open, close) * 0.99;
    bars.volume[i] = 1000 + 10 * i;
  }
  return bars;
}

/** A small market for tests: the given securities (listed equities unless said otherwise) and their bars. */
export function testMarket(securities: TestSecurity[], endDate = '2025-06-26'): MarketDataset {
  return {
    securities: securities.map((s) => ({
      symbol: s.symbol,
      name: s.name ?? `${s.symbol} Limited`,
      sector: s.sector === undefined ? 'Commercial Banks' : s.sector,
      nepseId: s.nepseId === undefined ? null : s.nepseId,
      instrumentType: s.instrumentType ?? 'Equity',
      status: s.status ?? 'A',
    })),
    prices: securities
      .filter((s) => s.sessions > 0)
      .map((s) => ({ symbol: s.symbol, bars: testBars(s.sessions, s.price, endDate) })),
    corporateActions: [],
    index: [],
  };
}

/**
 * A temporary store (SQLite unless `place` is given) holding `market` (written as imported data unless `kind` says
 * demo), for tests that build the app on a small market: `buildApp({ ...loadConfig({ LOG_LEVEL: 'silent' }),
 * database: target })`.
 */
export async function testStoreWith(
  market: MarketDataset,
  kind: 'demo' | 'imported' = 'imported',
  place: TestStoreTarget = testStoreTarget('sqlite'),
): Promise<TestStoreTarget> {
  const store = await openStore(place.target);
  try {
    await writeMarket(store, market, { kind, description: 'test market' });
  } finally {
    await store.close();
  }
  return place;
}
