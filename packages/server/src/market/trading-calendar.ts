import { NEPAL_OFFSET_MINUTES } from '@nepse/contract';
import { epochDay, weekday } from '@nepse/core';
import { isNepseHoliday } from './nepal-holidays';

const SUN_THU = 0b0011111;
const MON_FRI = 0b0111110;
const SUN_FRI = 0b0111111;

/**
 * NEPSE's trading weeks (SOURCE.md "Weekday schedule changes", refined by the real sessions): Sunday to
 * Thursday; Monday to Friday from 15 May 2022 (Saturday and Sunday off, first Friday 20 May); Sunday to
 * Friday from 19 June 2022 (the six-day week of Asar 2079, Sundays seen in the data); Sunday to Thursday
 * again after Friday 16 September 2022; Monday to Friday from 10 April 2026. Bit d of a mask is weekday d,
 * 0 = Sunday.
 */
const WEEK_SCHEDULE: readonly (readonly [from: number, mask: number])[] = [
  [epochDay('2026-04-10'), MON_FRI],
  [epochDay('2022-09-17'), SUN_THU],
  [epochDay('2022-06-19'), SUN_FRI],
  [epochDay('2022-05-15'), MON_FRI],
  [Number.NEGATIVE_INFINITY, SUN_THU],
];

function weekMask(day: number): number {
  for (const [from, mask] of WEEK_SCHEDULE) if (day >= from) return mask;
  return SUN_THU;
}

/** True when NEPSE holds a session on `day` (days since 1970-01-01). */
export function isTradingDay(day: number): boolean {
  return ((weekMask(day) >> weekday(day)) & 1) === 1 && !isNepseHoliday(day);
}

/** The session days from `first` to `last` (days since 1970-01-01, both included), oldest first. */
export function tradingDays(first: number, last: number): Int32Array {
  const days: number[] = [];
  for (let d = first; d <= last; d++) if (isTradingDay(d)) days.push(d);
  return Int32Array.from(days);
}

/** A NEPSE session ends at 15:00 Nepal time: minutes after midnight UTC of the Nepal day. */
const SESSION_END_UTC_MINUTES = 15 * 60 - NEPAL_OFFSET_MINUTES;

/**
 * The last session completed by `now` (days since 1970-01-01): today's once it has closed at 15:00 Nepal time,
 * else the trading day before.
 */
export function lastCompletedSession(now: Date): number {
  const minutes = Math.floor(now.getTime() / 60_000) - SESSION_END_UTC_MINUTES;
  let day = Math.floor(minutes / (24 * 60));
  while (!isTradingDay(day)) day--;
  return day;
}
