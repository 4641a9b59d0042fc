import { detectPatterns, type PatternMasks } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { LatestPatterns } from './scan-symbols';

/**
 * Pattern masks kept per data version: each stock's, detected from its next-to-last bar on when a scan first reads
 * them, kept until the snapshot goes (a map per snapshot, held weakly). Detection rolls its averages over the whole
 * history, so this spares every later scan of the latest session the cost the first one paid.
 */
export function keptLatestPatterns(): (snapshot: MarketSnapshot) => LatestPatterns {
  const kept = new WeakMap<MarketSnapshot, Map<string, PatternMasks>>();
  return (snapshot) => {
    let masks = kept.get(snapshot);
    if (!masks) {
      masks = new Map();
      kept.set(snapshot, masks);
    }
    const bySymbol = masks;
    return (symbol, adjusted) => {
      let found = bySymbol.get(symbol);
      if (!found) {
        found = detectPatterns(adjusted, Math.max(0, adjusted.date.length - 2));
        bySymbol.set(symbol, found);
      }
      return found;
    };
  };
}
