import { describe, expect, it } from 'vitest';
import { downloadInsights } from './download-insights';

const day = (date: string, downloads: number, days = 1) => ({ date, downloads, days });

describe('downloadInsights', () => {
  it('finds the peak and the lowest day, and a growing trend', () => {
    expect(
      downloadInsights([
        day('2026-11-01', 120),
        day('2026-11-02', 480),
        day('2026-11-03', 35),
        day('2026-11-04', 200),
      ]),
    ).toEqual({
      peak: { date: '2026-11-02', count: 480 },
      lowest: { date: '2026-11-03', count: 35 },
      trend: 'Growing',
    });
  });

  it('reads downloads per day: 600 over 3 days is 200 a day, below a single day of 250', () => {
    const insights = downloadInsights([
      day('2026-11-01', 250),
      day('2026-11-04', 600, 3),
      day('2026-11-05', -10),
    ]);
    expect(insights?.peak).toEqual({ date: '2026-11-01', count: 250 });
    expect(insights?.lowest).toEqual({ date: '2026-11-05', count: -10 });
    expect(insights?.trend).toBe('Declining');
  });

  it('keeps the earliest of ties and is flat when the last equals the first', () => {
    expect(downloadInsights([day('a', 50), day('b', 50), day('c', 50)])).toEqual({
      peak: { date: 'a', count: 50 },
      lowest: { date: 'a', count: 50 },
      trend: 'Flat',
    });
    expect(downloadInsights([day('only', 7)])?.trend).toBe('Flat');
  });

  it('is undefined with no interval', () => {
    expect(downloadInsights([])).toBeUndefined();
  });
});
