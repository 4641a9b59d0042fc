import { NEPSE_SECTOR_ID } from '@nepse/contract';
import { detectPatterns, type PatternMasks } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import { type LatestPatterns, scanSymbols } from './scan-symbols';

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

/**
 * Detects and keeps the pattern masks of every listed equity of `snapshot` now, so that no scan of its data version
 * pays the detection (some 80 ms for the whole market, more than a scan's budget); run as each snapshot is prepared.
 */
export function warmLatestPatterns(
  kept: (snapshot: MarketSnapshot) => LatestPatterns,
  snapshot: MarketSnapshot,
): void {
  for (const s of scanSymbols(snapshot, snapshot.symbolsOfSector(NEPSE_SECTOR_ID), kept(snapshot)))
    s.latestPatterns?.();
}
