import { BS_FIRST_AD, BS_LAST_AD, BS_MONTH_NAMES, fromBs, parseBsText, toBs } from './bikram-sambat';
import {
  type CalendarMonth,
  dateOf,
  isPickableDate,
  MAX_DATE,
  MIN_DATE,
  MONTH_NAMES,
  monthGrid,
  monthOf,
  weekGrid,
} from './calendar';
import type { CalendarSystem } from './calendar-system';

/**
 * The calendar a date picker pages through. Dates in and out stay AD `YYYY-MM-DD`; months, days and years are
 * the calendar's own (`month` 0 to 11 from its first month).
 */
export interface PickerCalendar {
  system: CalendarSystem;
  monthNames: readonly string[];
  /** The earliest and latest dates it can show. */
  min: string;
  max: string;
  /** The year its year grid counts pages from. */
  firstYear: number;
  monthOf: (date: string) => CalendarMonth;
  dayOf: (date: string) => number;
  /** The AD date of a day of a month; null when the month has no such day. */
  dateOf: (year: number, month: number, day: number) => string | null;
  monthGrid: (month: CalendarMonth) => (string | undefined)[];
  /** The AD date of a typed text in this calendar's `YYYY-MM-DD`; null when it names no day. */
  parse: (text: string) => string | null;
}

const AD_CALENDAR: PickerCalendar = {
  system: 'ad',
  monthNames: MONTH_NAMES,
  min: MIN_DATE,
  max: MAX_DATE,
  firstYear: 1900,
  monthOf,
  dayOf: (date) => Number(date.slice(8)),
  dateOf,
  monthGrid,
  parse: (text) => (isPickableDate(text) ? text : null),
};

// Dates outside the converter's years are never shown in BS: its bounds clamp the picker's.
const bsOf = (date: string) => toBs(date) ?? { year: 0, month: 0, day: 1 };

/** Days of a Bikram Sambat month (29 to 32, as the year's table says). */
function bsMonthDays({ year, month }: CalendarMonth): number {
  let days = 32;
  while (days > 29 && fromBs({ year, month, day: days }) === null) days--;
  return days;
}

const BS_CALENDAR: PickerCalendar = {
  system: 'bs',
  monthNames: BS_MONTH_NAMES,
  min: BS_FIRST_AD,
  max: BS_LAST_AD,
  firstYear: 2000,
  monthOf: (date) => {
    const { year, month } = bsOf(date);
    return { year, month };
  },
  dayOf: (date) => bsOf(date).day,
  dateOf: (year, month, day) => fromBs({ year, month, day }),
  monthGrid: (month) => {
    const first = fromBs({ ...month, day: 1 });
    return first === null ? [] : weekGrid(first, bsMonthDays(month));
  },
  parse: parseBsText,
};

/** The picker's calendar for the chosen system. */
export function pickerCalendar(system: CalendarSystem): PickerCalendar {
  return system === 'bs' ? BS_CALENDAR : AD_CALENDAR;
}
