import { isBusinessDay, TickMarkType, type Time } from 'lightweight-charts';
import { bsMonthShortName, toBs } from '../../lib/bikram-sambat';
import type { CalendarSystem } from '../../lib/calendar-system';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** The finest time-axis labels a chart shows: years only, months too, or days too. */
export type TickDetail = 'year' | 'month' | 'day';

/** The longest label, "19 Nov", in characters: the library's `tickMarkMaxCharacterLength` (8 by default). */
export const TICK_LABEL_CHARS = 6;

/** The library's room for a label, (font size 12 + 4) × 5 / 8 px a character: no two labels are placed closer. */
const LABEL_ROOM_PX = 10 * TICK_LABEL_CHARS;

/** The day of a time, `month` 1 to 12. */
function dayOf(time: Time): { year: number; month: number; day: number } {
  if (isBusinessDay(time)) return time;
  const date = typeof time === 'string' ? new Date(`${time}T00:00:00Z`) : new Date(time * 1000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, '0');

interface CalendarDay {
  year: number;
  /** 1 to 12, Baisakh 1 in Bikram Sambat. */
  month: number;
  day: number;
  /** The month's short name. */
  name: string;
  /** Whether it is a Bikram Sambat day (BS chosen, and inside the converter's years). */
  bs: boolean;
}

/** The day of a time in the chosen calendar. */
function calendarDayOf(time: Time, system: CalendarSystem): CalendarDay {
  const ad = dayOf(time);
  const bs = system === 'bs' ? toBs(`${ad.year}-${pad(ad.month)}-${pad(ad.day)}`) : null;
  if (bs === null) return { ...ad, name: MONTHS[ad.month - 1] ?? '', bs: false };
  return { year: bs.year, month: bs.month + 1, day: bs.day, name: bsMonthShortName(bs.month), bs: true };
}

/**
 * The crosshair's date: "05 Jul '24" in AD (the library's own format), the Bikram Sambat `YYYY-MM-DD` in BS, as
 * the tables write it.
 */
export function crosshairDateLabel(time: Time, system: CalendarSystem): string {
  const day = calendarDayOf(time, system);
  if (day.bs) return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
  return `${pad(day.day)} ${day.name} '${String(day.year).slice(2)}`;
}

/** Calendar days from `from` to `to`. */
export function daysBetween(from: Time, to: Time): number {
  const utc = (t: Time) => {
    const { year, month, day } = dayOf(t);
    return Date.UTC(year, month - 1, day);
  };
  return (utc(to) - utc(from)) / DAY_MS;
}

/**
 * The labels an axis `widthPx` wide over `days` has room for: months only when a year spans two labels' room (else
 * the library fits a month only beside a year it had to leave out, a lone "Feb" between "2020" and "2022"), days
 * only when a month does (else a "9 Nov" fills the gap of a month left out).
 */
export function tickDetail(widthPx: number, days: number): TickDetail {
  const pxPerDay = widthPx / Math.max(days, 1);
  if (pxPerDay * 30.44 >= 2 * LABEL_ROOM_PX) return 'day';
  if (pxPerDay * 365.25 >= 2 * LABEL_ROOM_PX) return 'month';
  return 'year';
}

/**
 * A daily chart's time-axis label: the year, the month, or the day with its month ("9 Sep"); empty for a month or a
 * day finer than `detail`. Null leaves intraday ticks to the library. The library places ticks where AD years and
 * months turn; in Bikram Sambat each is labelled with the BS date it falls on: the BS year, and for a month the
 * BS day with its month ("17 Pou"), since an AD month starts mid-way through a BS one.
 */
export function tickMarkLabel(
  time: Time,
  type: TickMarkType,
  detail: TickDetail = 'day',
  system: CalendarSystem = 'ad',
): string | null {
  const { year, day, name, bs } = calendarDayOf(time, system);
  switch (type) {
    case TickMarkType.Year:
      return String(year);
    case TickMarkType.Month:
      if (detail === 'year') return '';
      return bs ? `${day} ${name}` : name;
    case TickMarkType.DayOfMonth:
      return detail === 'day' ? `${day} ${name}` : '';
    default:
      return null;
  }
}
