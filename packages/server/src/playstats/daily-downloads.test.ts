import { epochDay } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { dailyDownloads, type InstallSnapshot } from './daily-downloads';

const snap = (date: string, installs: number, kind: InstallSnapshot['kind'] = 'exact'): InstallSnapshot => ({
  day: epochDay(date),
  installs,
  kind,
});

describe('dailyDownloads', () => {
  it('gives nothing for one snapshot (no interval yet) or none', () => {
    expect(dailyDownloads([snap('2026-11-20', 5_000_000)])).toEqual([]);
    expect(dailyDownloads([])).toEqual([]);
  });

  it('differences consecutive days', () => {
    expect(dailyDownloads([snap('2026-11-20', 5_000_000), snap('2026-11-21', 5_001_250)])).toEqual([
      { date: '2026-11-21', downloads: 1250, days: 1 },
    ]);
  });

  it('keeps a gap of several days as one interval, not invented days', () => {
    const series = [snap('2026-11-20', 100), snap('2026-11-21', 160), snap('2026-11-25', 460)];
    expect(dailyDownloads(series)).toEqual([
      { date: '2026-11-21', downloads: 60, days: 1 },
      { date: '2026-11-25', downloads: 300, days: 4 },
    ]);
  });

  it('reports a decrease and no movement as they are, not clamped', () => {
    const series = [snap('2026-11-20', 1000), snap('2026-11-21', 990), snap('2026-11-22', 990)];
    expect(dailyDownloads(series)).toEqual([
      { date: '2026-11-21', downloads: -10, days: 1 },
      { date: '2026-11-22', downloads: 0, days: 1 },
    ]);
  });

  it('gives no interval across a change of counter kind (floor against exact)', () => {
    const series = [
      snap('2026-11-20', 1_000_000, 'floor'),
      snap('2026-11-21', 1_234_567),
      snap('2026-11-22', 1_235_000),
    ];
    expect(dailyDownloads(series)).toEqual([{ date: '2026-11-22', downloads: 433, days: 1 }]);
  });

  it('holds the last 30 intervals', () => {
    const series = Array.from({ length: 40 }, (_, i) => ({
      day: epochDay('2026-10-01') + i,
      installs: i * i,
      kind: 'exact' as const,
    }));
    const intervals = dailyDownloads(series);
    expect(intervals).toHaveLength(30);
    // The last interval ends on day 39 (2026-11-09): 39^2 - 38^2 = 77.
    expect(intervals.at(-1)).toEqual({ date: '2026-11-09', downloads: 77, days: 1 });
    expect(intervals[0]).toEqual({ date: '2026-10-11', downloads: 19, days: 1 });
  });
});
