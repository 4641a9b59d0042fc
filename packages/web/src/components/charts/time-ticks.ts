import { isBusinessDay, TickMarkType, type Time } from 'lightweight-charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dayOf(time: Time): { year: number; month: number; day: number } {
  if (isBusinessDay(time)) return time;
  const date = typeof time === 'string' ? new Date(`${time}T00:00:00Z`) : new Date(time * 1000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * A daily chart's time-axis label: the year, the month, or the day with its month ("9 Sep"; the library's own
 * label is a bare "9", which reads as a stray number between "Sep" and "2026"). Null leaves intraday ticks to the
 * library.
 */
export function tickMarkLabel(time: Time, type: TickMarkType): string | null {
  const { year, month, day } = dayOf(time);
  const name = MONTHS[month - 1] ?? '';
  switch (type) {
    case TickMarkType.Year:
      return String(year);
    case TickMarkType.Month:
      return name;
    case TickMarkType.DayOfMonth:
      return `${day} ${name}`;
    default:
      return null;
  }
}
