import type { Store } from '../store/open-store';
import type { MarketCache } from './market-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market cache: the one place routes read market data from. */
    market: MarketCache;
    /** The store, for the few routes that keep data of their own. */
    store: Store;
  }
}
