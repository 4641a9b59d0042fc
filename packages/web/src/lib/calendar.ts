import { epochDay, isoDate, weekday } from '@nepse/core';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Bounds of the date pickers (dates from 1900-01-01 to 2099-12-31). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2099-12-31';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date `YYYY-MM-DD` inside the pickers' bounds. */
export function isPickableDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === text && text >= MIN_DATE && text <= MAX_DATE;
}

/** How many years one page of the year grid shows; pages start at 1900 + a multiple of it. */
export const YEARS_PER_PAGE = 12;

/** A month of the calendar, `month` 0 to 11. */
export interface CalendarMonth {
  year: number;
  month: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a day of a month (`month` 0 to 11). */
export function dateOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;
}

/** The month a `YYYY-MM-DD` date falls in. */
export function monthOf(date: string): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) - 1 };
}

/** The month `count` months after (or before) `at`. */
export function addMonths(at: CalendarMonth, count: number): CalendarMonth {
  const index = at.year * 12 + at.month + count;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The date `count` days after (or before) `date`. */
export function addDays(date: string, count: number): string {
  return isoDate(epochDay(date) + count);
}

/**
 * The day grid of a month, weeks starting on Sunday (NEPSE's first trading day): its dates in order, with
 * `undefined` for the cells before the 1st and after the last day, in whole weeks.
 */
export function monthGrid({ year, month }: CalendarMonth): (string | undefined)[] {
  const first = dateOf(year, month, 1);
  const next = addMonths({ year, month }, 1);
  return weekGrid(first, epochDay(dateOf(next.year, next.month, 1)) - epochDay(first));
}

/** The Sunday-first weeks holding the `days` days from `first` (AD `YYYY-MM-DD`), blank cells `undefined`. */
export function weekGrid(first: string, days: number): (string | undefined)[] {
  const start = epochDay(first);
  const cells: (string | undefined)[] = Array.from({ length: weekday(start) }, () => undefined);
  for (let d = 0; d < days; d++) cells.push(isoDate(start + d));
  while (cells.length % 7 !== 0) cells.push(undefined);
  return cells;
}

/** First year of the year-grid page that holds `year`, pages counted from `firstYear` (1900 in AD). */
export function yearPageStart(year: number, firstYear = 1900): number {
  return firstYear + Math.floor((year - firstYear) / YEARS_PER_PAGE) * YEARS_PER_PAGE;
}
