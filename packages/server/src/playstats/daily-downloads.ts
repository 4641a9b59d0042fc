import { DAILY_DOWNLOADS_INTERVALS, type DailyDownloads, type InstallCountKind } from '@nepse/contract';
import { isoDate } from '@nepse/core';

/** One stored daily snapshot of an app's install counter: `day` is the Nepal calendar day (days since 1970-01-01). */
export interface InstallSnapshot {
  day: number;
  installs: number;
  kind: InstallCountKind;
}

/**
 * The last 30 intervals between consecutive snapshots (ascending by day): each is the counter's difference, dated
 * on the later day, spanning `days` days. A gap of several days stays one interval (no invented days); a counter
 * that went down or did not move gives a negative or zero difference, never clamped. A pair whose counters are of
 * different kinds (exact against floor) measures no downloads, so it gives no interval.
 */
export function dailyDownloads(snapshots: readonly InstallSnapshot[]): DailyDownloads[] {
  const intervals: DailyDownloads[] = [];
  for (let i = 1; i < snapshots.length; i++) {
    const before = snapshots[i - 1] as InstallSnapshot;
    const after = snapshots[i] as InstallSnapshot;
    if (before.kind !== after.kind) continue;
    intervals.push({
      date: isoDate(after.day),
      downloads: after.installs - before.installs,
      days: after.day - before.day,
    });
  }
  return intervals.slice(-DAILY_DOWNLOADS_INTERVALS);
}
