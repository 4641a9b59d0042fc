import type { DailyDownloads } from '@nepse/contract';
import { NO_VALUE } from '../../lib/format';
import { perDay } from './daily-downloads';

/** How many of the latest intervals Weekly Growth reads ("Last 7 days"). */
export const WEEKLY_GROWTH_INTERVALS = 7;

/**
 * Weekly Growth: percent change of downloads per day from the first to the last of the latest 7 intervals;
 * undefined with fewer than 2. From a first value of 0 it is 100 when the last is above 0, else 0. The change
 * is over the first value's size, so a counter that went down first still reads growth as a rise.
 */
export function weeklyGrowth(intervals: readonly DailyDownloads[]): number | undefined {
  const week = intervals.slice(-WEEKLY_GROWTH_INTERVALS).map(perDay);
  const first = week[0];
  const last = week.at(-1);
  if (week.length < 2 || first === undefined || last === undefined) return undefined;
  if (first === 0) return last > 0 ? 100 : 0;
  return ((last - first) / Math.abs(first)) * 100;
}

/** Weekly Growth as the card shows it: its sign and one decimal ("+12.5%", "-3.0%"), a dash when there is none. */
export function formatGrowth(growth: number | undefined): string {
  if (growth === undefined) return NO_VALUE;
  return `${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%`;
}
