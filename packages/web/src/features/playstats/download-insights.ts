import type { DailyDownloads } from '@nepse/contract';
import { perDay } from './daily-downloads';

export type DownloadTrend = 'Growing' | 'Declining' | 'Flat';

export interface DownloadInsights {
  /** The interval with the most downloads per day (the earliest of ties), and that count rounded. */
  peak: { date: string; count: number };
  lowest: { date: string; count: number };
  /** Growing when the last interval's downloads per day are above the first's, Declining below, Flat equal. */
  trend: DownloadTrend;
}

/** Download Insights: peak day, lowest day and the trend over every interval; undefined with none. */
export function downloadInsights(intervals: readonly DailyDownloads[]): DownloadInsights | undefined {
  const first = intervals[0];
  const last = intervals.at(-1);
  if (first === undefined || last === undefined) return undefined;
  let peak = first;
  let lowest = first;
  for (const interval of intervals) {
    if (perDay(interval) > perDay(peak)) peak = interval;
    if (perDay(interval) < perDay(lowest)) lowest = interval;
  }
  const change = perDay(last) - perDay(first);
  return {
    peak: { date: peak.date, count: Math.round(perDay(peak)) },
    lowest: { date: lowest.date, count: Math.round(perDay(lowest)) },
    trend: change > 0 ? 'Growing' : change < 0 ? 'Declining' : 'Flat',
  };
}
