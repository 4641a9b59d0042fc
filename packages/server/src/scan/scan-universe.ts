import { NEPSE_SECTOR_ID } from '@nepse/contract';
import {
  type Bars,
  detectPatterns,
  isoDate,
  type PatternMasks,
  type ScanSymbol,
  sessionIndex,
} from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';

/** Where a stock's pattern masks for a scan of its last session are kept, if anywhere. */
export type LatestPatterns = (symbol: string, adjusted: Bars) => PatternMasks;

/**
 * The stocks `symbols` names, each with its adjusted and traded bars and its stored turnover, as a scan reads them,
 * and its pattern masks for a scan of its last session from `latestPatterns` when given.
 */
export function scanSymbols(
  snapshot: MarketSnapshot,
  symbols: readonly string[],
  latestPatterns?: LatestPatterns,
): ScanSymbol[] {
  const out: ScanSymbol[] = [];
  for (const symbol of symbols) {
    const adjusted = snapshot.bars(symbol, 'adjusted');
    const traded = snapshot.bars(symbol, 'raw');
    const turnover = snapshot.turnover(symbol);
    if (!adjusted || !traded) continue;
    out.push({
      symbol,
      adjusted,
      traded,
      ...(turnover && { turnover }),
      ...(latestPatterns && { latestPatterns: () => latestPatterns(symbol, adjusted) }),
    });
  }
  return out;
}

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

/** The sessions a scan may read: from the first day any listed equity traded to the latest session. */
export interface SessionBounds {
  readonly first: string;
  readonly latest: string;
}

/** The bounds of the listed equities' sessions; undefined for a market without prices. */
export function sessionBounds(snapshot: MarketSnapshot): SessionBounds | undefined {
  if (snapshot.latestDate === null) return undefined;
  let first = Number.POSITIVE_INFINITY;
  for (const symbol of snapshot.symbolsOfSector(NEPSE_SECTOR_ID)) {
    const date = snapshot.bars(symbol, 'raw')?.date;
    if (date && date.length > 0) first = Math.min(first, date[0]!);
  }
  return Number.isFinite(first) ? { first: isoDate(first), latest: snapshot.latestDate } : undefined;
}

/** Whether any listed equity traded on `day` (a day number): a session of the market. */
export function isSession(snapshot: MarketSnapshot, day: number): boolean {
  return snapshot.symbolsOfSector(NEPSE_SECTOR_ID).some((symbol) => {
    const date = snapshot.bars(symbol, 'raw')?.date;
    return date !== undefined && sessionIndex(date, day) >= 0;
  });
}
