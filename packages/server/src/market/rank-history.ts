import { NEPSE_SECTOR_ID } from '@nepse/contract';
import { type RankedSymbol, relativeStrengthHistory } from '@nepse/core';
import type { MarketSnapshot } from './market-snapshot';

/** A stock's relative-strength rank on each of its bars (NaN where not ranked); undefined outside the universe. */
export type RankHistory = (symbol: string) => Float64Array | undefined;

/** The relative-strength rank of every listed equity on every session of the market, by symbol. */
function rankColumns(snapshot: MarketSnapshot): Map<string, Float64Array> {
  const universe: RankedSymbol[] = [];
  for (const symbol of snapshot.symbolsOfSector(NEPSE_SECTOR_ID)) {
    const adjusted = snapshot.bars(symbol, 'adjusted');
    if (adjusted) universe.push({ symbol, adjusted });
  }
  const columns = relativeStrengthHistory(universe);
  return new Map(universe.map((s, i) => [s.symbol, columns[i]!]));
}

/** The ranks of the market, computed now (for a caller that keeps what it makes of them, as the event study). */
export function rankHistory(snapshot: MarketSnapshot): RankHistory {
  const ranks = rankColumns(snapshot);
  return (symbol) => ranks.get(symbol);
}

/**
 * The ranks computed when a data version's first reader asks and kept until the snapshot goes (held weakly): the
 * column scans of past sessions read.
 */
export function keptRankHistory(): (snapshot: MarketSnapshot) => RankHistory {
  const kept = new WeakMap<MarketSnapshot, Map<string, Float64Array>>();
  return (snapshot) => {
    let ranks = kept.get(snapshot);
    if (!ranks) {
      ranks = rankColumns(snapshot);
      kept.set(snapshot, ranks);
    }
    const bySymbol = ranks;
    return (symbol) => bySymbol.get(symbol);
  };
}
