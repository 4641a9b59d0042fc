import type { MarketPhase } from '@nepse/contract';
import type { LiveQuote, LiveSource } from '../live/live-source';
import type { NepseClient } from './nepse-client';
import { fetchLiveMarket, fetchMarketOpen, fetchNepseIndex } from './nepse-endpoints';

/** NEPSE's market-open word as our phase: OPEN, a word with PRE (pre-open, not yet observed), else closed. */
export function marketPhase(isOpen: string): MarketPhase {
  const word = isOpen.toUpperCase();
  if (word === 'OPEN') return 'open';
  return word.includes('PRE') ? 'pre-open' : 'closed';
}

/**
 * NEPSE's own live market as a live source: the live-market records, the market-open phase and the NEPSE index,
 * all three through one authenticated client. A failing index call leaves the index unknown (null) rather than
 * failing the quote: the index is ours, beyond the spec's records.
 */
export class NepseLiveSource implements LiveSource {
  readonly name = 'nepse';

  constructor(private readonly client: NepseClient) {}

  async fetchLive(signal: AbortSignal): Promise<LiveQuote> {
    const records = await fetchLiveMarket(this.client, signal);
    const open = await fetchMarketOpen(this.client, signal);
    const index = await fetchNepseIndex(this.client, signal).catch(() => null);
    return { records, phase: marketPhase(open.isOpen), index };
  }
}
