import { describe, expect, it } from 'vitest';
import { minutesOfDay, nextSnapshotAt } from './snapshot-schedule';

describe('snapshot schedule (Nepal time, UTC+05:45)', () => {
  it('reads HH:MM', () => {
    expect(minutesOfDay('23:30')).toBe(1410);
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('24:00')).toBeUndefined();
    expect(minutesOfDay('7:05')).toBeUndefined();
  });

  it('runs later the same Nepal day, or on the next one', () => {
    // 06:00 UTC is 11:45 in Nepal: 23:30 Nepal is 17:45 UTC the same day.
    expect(nextSnapshotAt(new Date('2026-11-24T06:00:00Z'), 1410).toISOString()).toBe(
      '2026-11-24T17:45:00.000Z',
    );
    // 17:45 UTC exactly is the run itself: the next is a day later.
    expect(nextSnapshotAt(new Date('2026-11-24T17:45:00Z'), 1410).toISOString()).toBe(
      '2026-11-25T17:45:00.000Z',
    );
    // 20:00 UTC is already 01:45 on the 25th in Nepal: 00:30 Nepal on the 26th is 18:45 UTC on the 25th.
    expect(nextSnapshotAt(new Date('2026-11-24T20:00:00Z'), 30).toISOString()).toBe(
      '2026-11-25T18:45:00.000Z',
    );
  });
});
