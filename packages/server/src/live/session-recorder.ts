import type { LiveSourceName, LiveStockRecord, MarketPhase } from '@nepse/contract';
import { allocateBars, isoDate } from '@nepse/core';
import type { MarketDataset } from '../ingest/market-dataset';
import type { MarketLog } from '../market/market-cache';
import type { Store } from '../store/open-store';
import { StoreUnavailableError } from '../store/store-unavailable';
import { type WriteSummary, writeMarket } from '../store/write-market';
import type { LiveQuote } from './live-source';
import { nepalDay } from './nepal-clock';

/**
 * Writes the day's bars when a session ends (a good poll that says closed after one that said open): every record
 * as one bar of the Nepal day, in one transaction that moves the data version once, then `reload` (the market cache
 * reloads and every screen recomputes). The simulator's bars go only into a store that holds the demo market, a
 * real source's only into imported data, so synthetic and real bars never mix. A write the unreachable store refused
 * is tried again with the next good poll.
 */
export class SessionRecorder {
  #lastPhase: MarketPhase | undefined;

  constructor(
    private readonly store: Store,
    private readonly source: LiveSourceName,
    private readonly reload: () => Promise<void>,
    private readonly now: () => Date,
    private readonly log: MarketLog,
  ) {}

  /** Called with each good poll's quote; resolves true when it wrote a session. */
  async record(quote: LiveQuote): Promise<boolean> {
    const ended = this.#lastPhase === 'open' && quote.phase === 'closed';
    if (!ended || quote.records.length === 0) {
      this.#lastPhase = quote.phase;
      return false;
    }
    const day = nepalDay(this.now()).day;
    const kind = this.source === 'simulator' ? 'demo' : 'imported';
    let summary: WriteSummary;
    try {
      summary = await writeMarket(this.store, sessionDataset(quote.records, day), {
        kind,
        onlyInto: kind,
        description: `${kind === 'demo' ? 'demo market with simulated' : 'NEPSE live'} sessions to ${isoDate(day)}`,
      });
    } catch (err) {
      // An unreachable store keeps the session pending, so that the next poll writes it; other failures do not.
      if (!(err instanceof StoreUnavailableError)) this.#lastPhase = quote.phase;
      throw err;
    }
    this.#lastPhase = quote.phase;
    this.log.info(
      { day: isoDate(day), source: this.source, written: summary.written },
      'live session recorded',
    );
    if (summary.written) await this.reload();
    return summary.written;
  }
}

/**
 * One bar of `day` per record (open from the previous close when missing, and then flagged as not real; high and
 * low from the last price).
 */
function sessionDataset(records: readonly LiveStockRecord[], day: number): MarketDataset {
  return {
    securities: [],
    corporateActions: [],
    index: [],
    prices: records.map((r) => {
      const bars = allocateBars(1);
      bars.date[0] = day;
      bars.open[0] = r.openPrice ?? r.previousClose ?? r.lastTradedPrice;
      bars.high[0] = r.highPrice ?? r.lastTradedPrice;
      bars.low[0] = r.lowPrice ?? r.lastTradedPrice;
      bars.close[0] = r.lastTradedPrice;
      bars.volume[0] = r.totalTradeQuantity ?? 0;
      const real = r.openPrice !== null && r.openPrice !== undefined;
      return { symbol: r.symbol, bars: real ? bars : { ...bars, noOpen: Uint8Array.of(1) } };
    }),
  };
}
