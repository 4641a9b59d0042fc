import { describe, expect, it } from 'vitest';
import { isStale, screenDatesOf } from './screen-answer';

describe("a screen answer's dates", () => {
  it('are stale before the expected session, not on it nor without the dates; odd dates are dropped', () => {
    const stale = screenDatesOf(
      new Headers({ 'x-data-date': '2026-11-20', 'x-expected-date': '2026-11-23' }),
    );
    expect(stale).toEqual({ dataDate: '2026-11-20', expectedDate: '2026-11-23' });
    expect(isStale(stale)).toBe(true);
    const fresh = screenDatesOf(
      new Headers({ 'x-data-date': '2026-11-23', 'x-expected-date': '2026-11-23' }),
    );
    expect(isStale(fresh)).toBe(false);
    const odd = screenDatesOf(new Headers({ 'x-data-date': 'yesterday', 'x-data-kind': 'imported' }));
    expect(odd).toEqual({ dataDate: undefined, expectedDate: undefined });
    expect(isStale(odd)).toBe(false);
  });
});
