import type { LiveStockRecord } from '@nepse/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketLog } from '../market/market-cache';
import { LivePoller } from './live-poller';
import type { LiveQuote, LiveSource } from './live-source';

const quiet: MarketLog = { info: () => {}, warn: () => {}, error: () => {} };
const record = (symbol: string, lastTradedPrice: number): LiveStockRecord => ({
  symbol,
  openPrice: 100,
  highPrice: 110,
  lowPrice: 95,
  lastTradedPrice,
  previousClose: 100,
  totalTradeQuantity: 500,
  percentageChange: lastTradedPrice - 100,
  lastUpdatedDateTime: '2025-06-29 12:00:00',
});
const quote = (records: LiveStockRecord[]): LiveQuote => ({ records, phase: 'open', index: null });

/** A source answering each poll with the next planned behaviour: a quote, an error, or never. */
class PlannedSource implements LiveSource {
  readonly name = 'simulator' as const;
  aborted = 0;
  constructor(private readonly plan: (LiveQuote | Error | 'hang' | unknown)[]) {}
  fetchLive(signal: AbortSignal): Promise<LiveQuote> {
    const next = this.plan.shift();
    if (next === 'hang')
      return new Promise(() => {
        signal.addEventListener('abort', () => this.aborted++);
      });
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next as LiveQuote);
  }
}

describe('LivePoller', () => {
  let now: Date;
  beforeEach(() => {
    vi.useFakeTimers();
    now = new Date('2025-06-29T06:15:00Z');
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const poller = (source: LiveSource) =>
    new LivePoller(source, { intervalMs: 5000, timeoutMs: 2000, now: () => now }, quiet);

  it('serves the records as JSON encoded once per poll, with an ETag that follows the records', async () => {
    const live = poller(new PlannedSource([quote([record('AAA', 101)]), quote([record('AAA', 102)])]));
    expect(live.snapshot).toBeUndefined();
    await live.pollOnce();
    const first = live.snapshot;
    expect(JSON.parse(first?.answer.identity.toString() ?? '')).toEqual([record('AAA', 101)]);
    await live.pollOnce();
    expect(JSON.parse(live.snapshot?.answer.identity.toString() ?? '')).toEqual([record('AAA', 102)]);
    expect(live.snapshot?.answer.etag).not.toBe(first?.answer.etag);
    expect(live.status()).toEqual({
      phase: 'open',
      source: 'simulator',
      lastGoodPollAt: '2025-06-29T06:15:00.000Z',
      lastFailure: null,
      records: 1,
      index: null,
    });
  });

  it('keeps the last good snapshot through a failing, a non-array and a hanging poll, and reports each', async () => {
    const source = new PlannedSource([
      quote([record('AAA', 101)]),
      new Error('connection refused'),
      { records: { symbol: 'AAA' }, phase: 'open', index: null },
      'hang',
    ]);
    const live = poller(source);
    await live.pollOnce();
    const good = live.snapshot;
    now = new Date('2025-06-29T06:15:05Z');
    await live.pollOnce();
    expect(live.snapshot).toBe(good);
    expect(live.status().lastFailure).toEqual({
      at: '2025-06-29T06:15:05.000Z',
      message: 'connection refused',
    });
    await live.pollOnce();
    expect(live.snapshot).toBe(good);
    expect(live.status().lastFailure?.message).toMatch(/array/);

    now = new Date('2025-06-29T06:15:10Z');
    let done = false;
    const hanging = live.pollOnce().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await hanging;
    expect(source.aborted).toBe(1);
    expect(live.snapshot).toBe(good);
    expect(live.status()).toMatchObject({
      lastGoodPollAt: '2025-06-29T06:15:00.000Z',
      lastFailure: {
        at: '2025-06-29T06:15:10.000Z',
        message: 'The live source did not answer within 2000 ms',
      },
      records: 1,
    });
  });

  it('hands each good quote to afterPoll, whose failure neither loses the snapshot nor fails the poll', async () => {
    const seen: LiveQuote[] = [];
    const first = quote([record('AAA', 101)]);
    const live = new LivePoller(
      new PlannedSource([first, new Error('down')]),
      {
        intervalMs: 5000,
        timeoutMs: 2000,
        now: () => now,
        afterPoll: async (q) => {
          seen.push(q);
          throw new Error('store busy');
        },
      },
      quiet,
    );
    await live.pollOnce();
    await live.pollOnce();
    expect(seen).toEqual([first]);
    expect(live.snapshot?.records).toBe(1);
    expect(live.status().lastFailure?.message).toBe('down');
  });

  it('polls on its interval after each poll ends, and stops', async () => {
    const plan = [1, 2, 3].map((k) => quote([record('AAA', 100 + k)]));
    const live = poller(new PlannedSource(plan));
    await live.start();
    expect(live.snapshot?.records).toBe(1);
    expect(plan).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4999);
    expect(plan).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(plan).toHaveLength(1);
    await live.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(plan).toHaveLength(1);
  });
});
