import { isBusinessDay, TickMarkType, type Time } from 'lightweight-charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** The finest time-axis labels a chart shows: years only, months too, or days too. */
export type TickDetail = 'year' | 'month' | 'day';

/** The longest label, "19 Nov", in characters: the library's `tickMarkMaxCharacterLength` (8 by default). */
export const TICK_LABEL_CHARS = 6;

/** The library's room for a label, (font size 12 + 4) × 5 / 8 px a character: no two labels are placed closer. */
const LABEL_ROOM_PX = 10 * TICK_LABEL_CHARS;

function dayOf(time: Time): { year: number; month: number; day: number } {
  if (isBusinessDay(time)) return time;
  const date = typeof time === 'string' ? new Date(`${time}T00:00:00Z`) : new Date(time * 1000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
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
 * day finer than `detail`. Null leaves intraday ticks to the library.
 */
export function tickMarkLabel(time: Time, type: TickMarkType, detail: TickDetail = 'day'): string | null {
  const { year, month, day } = dayOf(time);
  const name = MONTHS[month - 1] ?? '';
  switch (type) {
    case TickMarkType.Year:
      return String(year);
    case TickMarkType.Month:
      return detail === 'year' ? '' : name;
    case TickMarkType.DayOfMonth:
      return detail === 'day' ? `${day} ${name}` : '';
    default:
      return null;
  }
}
