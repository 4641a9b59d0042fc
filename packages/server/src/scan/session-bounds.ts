import { NEPSE_SECTOR_ID } from '@nepse/contract';
import { epochDay, isoDate, sessionIndex } from '@nepse/core';
import { badRequest } from '../http/http-error';
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

/**
 * The day of session `date` (`YYYY-MM-DD`, the latest when absent), or a 400 naming the field by `label` (the page's
 * label and the wire name): a market without sessions, a date before the first or after the latest session, or a
 * day nothing traded.
 */
export function sessionDay(snapshot: MarketSnapshot, date: string | undefined, label: string): number {
  const bounds = sessionBounds(snapshot);
  if (!bounds) throw badRequest('The market has no sessions yet.');
  const asked = date ?? bounds.latest;
  if (asked < bounds.first)
    throw badRequest(`${label} ${asked} is before the first session, ${bounds.first}.`);
  if (asked > bounds.latest)
    throw badRequest(`${label} ${asked} is after the latest session, ${bounds.latest}.`);
  const day = epochDay(asked);
  if (!isSession(snapshot, day)) throw badRequest(`${label} ${asked} is not a trading session.`);
  return day;
}
