import { type MarketPhase, NEPAL_OFFSET_MINUTES } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import { isTradingDay } from '../market/trading-calendar';

const NEPAL_OFFSET_MS = NEPAL_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
/** NEPSE's continuous session: 11:00 to 15:00 Nepal time, in ms after Nepal midnight. */
export const SESSION_OPEN_MS = 11 * 3_600_000;
export const SESSION_CLOSE_MS = 15 * 3_600_000;

/** The Nepal calendar day of `now` (days since 1970-01-01) and the ms elapsed in it. */
export function nepalDay(now: Date): { day: number; ms: number } {
  const local = now.getTime() + NEPAL_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, ms: local - day * DAY_MS };
}

/** The instant `ms` after Nepal midnight of `day`. */
export function nepalInstant(day: number, ms: number): Date {
  return new Date(day * DAY_MS + ms - NEPAL_OFFSET_MS);
}

/** Pre-open before 11:00 Nepal time on a trading day, open until 15:00, closed after and on other days. */
export function marketPhase(now: Date): MarketPhase {
  const { day, ms } = nepalDay(now);
  if (!isTradingDay(day)) return 'closed';
  if (ms < SESSION_OPEN_MS) return 'pre-open';
  return ms < SESSION_CLOSE_MS ? 'open' : 'closed';
}

/** NEPSE's way of writing a live record's time: Nepal time, a space, no zone (`2026-04-02 12:22:33`). */
export function nepseDateTime(day: number, ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${isoDate(day)} ${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}
