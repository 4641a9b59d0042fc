import type { LiveIndex, LiveSourceName, LiveStockRecord, MarketPhase } from '@nepse/contract';

/** One complete reading of the live market: every record at once (never a part), the phase and the index. */
export interface LiveQuote {
  records: LiveStockRecord[];
  phase: MarketPhase;
  /** The NEPSE index's live value; null when the source cannot tell. */
  index: LiveIndex | null;
}

/**
 * A source of live prices the poller reads: the market simulator or NEPSE's adapter. `fetchLive` resolves with a
 * whole quote or rejects (network failure, an answer that is not an array, ...); it should stop work when `signal`
 * aborts, which the poller does on its timeout (it stops waiting either way).
 */
export interface LiveSource {
  readonly name: LiveSourceName;
  fetchLive(signal: AbortSignal): Promise<LiveQuote>;
}
