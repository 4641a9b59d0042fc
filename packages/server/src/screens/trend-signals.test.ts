import { screenPath, type TrendSignal, trendSignalsResponseSchema } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAppWith, useTestApp } from '../../test-support/app';
import { testMarket } from '../../test-support/market';
import { trendSignalsByHand } from '../../test-support/trend-signals-by-hand';
import type { MarketDataset } from '../ingest/market-dataset';

const PATH = screenPath('trendSignals');

async function answerOf(app: FastifyInstance): Promise<TrendSignal[]> {
  const res = await app.inject(PATH);
  expect(res.statusCode).toBe(200);
  return trendSignalsResponseSchema.parse(res.json());
}

/**
 * 30 listed banks of 260 sessions ending Thursday 2025-06-26 (closes zig-zag up, +1 % on odd sessions, -0.5 % on
 * even ones; volumes 1000 + 10 i), B00's last volume 5 times that; a mutual fund (not in the universe), and one symbol that stopped
 * trading the day before.
 */
function smallMarket(): MarketDataset {
  const m = testMarket([
    ...Array.from({ length: 30 }, (_, k) => ({
      symbol: `B${String(k).padStart(2, '0')}`,
      sessions: 260,
      price: 100 + k,
    })),
    { symbol: 'FUND', sessions: 260, price: 10, sector: 'Mutual Fund', instrumentType: 'Mutual Funds' },
  ]);
  const b00 = m.prices[0]!.bars.volume;
  b00[b00.length - 1] = b00[b00.length - 1]! * 5;
  const stale = testMarket([{ symbol: 'OLD', sessions: 260, price: 50 }], '2025-06-25');
  return { ...m, securities: [...m.securities, ...stale.securities], prices: [...m.prices, ...stale.prices] };
}

describe('GET /api/trend-signals/ on a small market', () => {
  const app = useTestApp(() => testAppWith(smallMarket()));

  it("answers the contract's records of the listed equities that traded on the latest session, by symbol", async () => {
    const rows = await answerOf(app());
    expect(rows.map((r) => r.symbol)).toEqual(
      Array.from({ length: 30 }, (_, k) => `B${String(k).padStart(2, '0')}`),
    );
    expect(rows[0]?.sector).toBe('Commercial Bank');
  });

  it('gives B00 (a zig-zag rise, its last day up on five times the volume) its checks, worked out by hand', async () => {
    // Session 259, odd, closes 1 % up on 5 x 3,590 = 17,950 against a mean near 3,500; 260 sessions hold no year.
    const b00 = (await answerOf(app()))[0]!;
    const snapshot = app().market.current;
    const byHand = trendSignalsByHand(snapshot.bars('B00', 'adjusted')!, snapshot.bars('B00', 'raw')!);
    expect({ positive: b00.positiveSignals, negative: b00.negativeSignals }).toEqual(byHand);
    expect(b00.positiveSignals).toContain('Volume above 1.5x its 20-session average on an up day');
    expect(b00.positiveSignals).toEqual(
      expect.arrayContaining(['Close above SMA 200', 'SMA 50 above SMA 200']),
    );
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await app().inject(PATH);
    const again = await app().inject({ url: PATH, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
