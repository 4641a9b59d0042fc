import type { DailyDownloads } from '@nepse/contract';
import { bsMonthShortName, toBs } from '../../lib/bikram-sambat';
import { isPickableDate } from '../../lib/calendar';
import type { CalendarSystem } from '../../lib/calendar-system';

/** A download value that is not a number counts as 0 (the analytics backend is configurable). */
export function downloadCount(value: unknown): number {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * An interval's date as a short day: "Nov 20" in AD, the Bikram Sambat day with its month ("4 Man") in BS, as the
 * chart axes write one; a date that does not read as one (or lies outside the converter's years) shows in AD or
 * as its raw text.
 */
export function dailyDateLabel(date: string, system: CalendarSystem): string {
  const bs = system === 'bs' && isPickableDate(date) ? toBs(date) : null;
  if (bs !== null) return `${bs.day} ${bsMonthShortName(bs.month)}`;
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : DAY_LABEL.format(time);
}

/**
 * An interval's downloads per day: its difference over the days it spans (a gap of several days is one
 * interval, so its difference is spread over them rather than read as one day's).
 */
export function perDay(interval: DailyDownloads): number {
  return interval.downloads / interval.days;
}

/**
 * Daily Average: the rounded mean downloads per day, all intervals' downloads over their days; 0 with none.
 */
export function dailyAverage(intervals: readonly DailyDownloads[]): number {
  const days = intervals.reduce((sum, interval) => sum + interval.days, 0);
  if (days === 0) return 0;
  return Math.round(intervals.reduce((sum, interval) => sum + interval.downloads, 0) / days);
}
