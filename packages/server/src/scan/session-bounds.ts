import { NEPSE_SECTOR_ID } from '@nepse/contract';
import { isoDate, sessionIndex } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';

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
