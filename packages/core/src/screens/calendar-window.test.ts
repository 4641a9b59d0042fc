import { describe, expect, it } from 'vitest';
import { calendarWindowStart } from './calendar-window';

describe('calendarWindowStart', () => {
  it('is the first session dated span - 1 days before the end day or later, or -1 without the whole span', () => {
    // Sessions on days 0, 1, 5, 370: the 365 days ending on day 370 start on day 6, so at the session of day 370.
    expect(calendarWindowStart(Int32Array.from([0, 1, 5, 370]), 3, 370, 365)).toBe(3);
    expect(calendarWindowStart(Int32Array.from([0, 1, 6, 370]), 3, 370, 365)).toBe(2);
    expect(calendarWindowStart(Int32Array.from([7, 370]), 1, 370, 365)).toBe(-1);
    expect(calendarWindowStart(Int32Array.from([6, 370]), 1, 370, 365)).toBe(0);
  });

  it('ends where it is told: the 365 days before day 370 are days 5 to 369, without the session of day 370', () => {
    const date = Int32Array.from([0, 4, 5, 200, 369, 370]);
    expect(calendarWindowStart(date, 4, 369, 365)).toBe(2);
    expect(calendarWindowStart(date, 4, 369, 366)).toBe(1);
    // Sessions up to index 1 all fall before the window: none of them is inside it.
    expect(calendarWindowStart(date, 1, 369, 365)).toBe(2);
    expect(calendarWindowStart(date, -1, 369, 365)).toBe(-1);
  });
});
