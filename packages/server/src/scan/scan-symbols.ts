import type { Bars, PatternMasks, ScanSymbol } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { RankHistory } from '../market/rank-history';

/** Where a stock's pattern masks for a scan of its last session are kept, if anywhere. */
export type LatestPatterns = (symbol: string, adjusted: Bars) => PatternMasks;

/**
 * The stocks `symbols` names, each with its adjusted and traded bars and its stored turnover, as a scan reads them,
 * its pattern masks for a scan of its last session from `latestPatterns` and its relative-strength rank on each
 * session from `ranks`, when given.
 */
export function scanSymbols(
  snapshot: MarketSnapshot,
  symbols: readonly string[],
  latestPatterns?: LatestPatterns,
  ranks?: RankHistory,
): ScanSymbol[] {
  const out: ScanSymbol[] = [];
  for (const symbol of symbols) {
    const adjusted = snapshot.bars(symbol, 'adjusted');
    const traded = snapshot.bars(symbol, 'raw');
    const turnover = snapshot.turnover(symbol);
    if (!adjusted || !traded) continue;
    const rsRank = ranks?.(symbol);
    out.push({
      symbol,
      adjusted,
      traded,
      ...(turnover && { turnover }),
      ...(rsRank && { rsRank }),
      ...(latestPatterns && { latestPatterns: () => latestPatterns(symbol, adjusted) }),
    });
  }
  return out;
}
