import { firstSessionOnOrAfter } from '../dates';

/**
 * The first of sessions `0..last` (day numbers, ascending) inside the `spanDays` calendar days that end on `endDay`,
 * that is dated `endDay - spanDays + 1` or later: its index, `last + 1` when none of them is, and -1 when the bars
 * start after that first day (a listing younger than the window). Each screen gives its own span and end: the
 * trend checks' 365 days end on the latest session, the 52-week screen's end the day before it.
 */
export function calendarWindowStart(
  date: Int32Array,
  last: number,
  endDay: number,
  spanDays: number,
): number {
  const firstDay = endDay - (spanDays - 1);
  if (last < 0 || (date[0] as number) > firstDay) return -1;
  return firstSessionOnOrAfter(date.subarray(0, last + 1), firstDay);
}
