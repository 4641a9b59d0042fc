import type { DailyDownloads } from '@nepse/contract';

/** A download value that is not a number counts as 0 (the analytics backend is configurable). */
export function downloadCount(value: unknown): number {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An interval's date as a short day ("Nov 20"); a date that does not read as one shows its raw text. */
export function dailyDateLabel(date: string): string {
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
