import { epochDay } from '@nepse/core';

/**
 * Days the exchange is closed on a scheduled weekday: the major Nepali holidays at approximate dates, and
 * the long closures seen in the real calendar. Rule (checked against the real 2016-2026 sessions):
 * - solar holidays on a fixed Gregorian date: Maghe Sankranti 15 Jan, Democracy Day 19 Feb, Women's Day
 *   8 Mar, New Year 14 Apr, Labour Day 1 May, Republic Day 29 May, Constitution Day 19 Sep, Christmas
 *   25 Dec, Tamu Lhosar 30 Dec;
 * - lunar holidays from the table below (one day each), and the two long breaks: Dashain from three days
 *   before to two days after Vijaya Dashami, Tihar from the day before Laxmi Puja to three days after it,
 *   and Chhath six days after Laxmi Puja; a year outside the table takes the dates of `TYPICAL`;
 * - one-off closures: the COVID-19 lockdown (with its two-day reopening on 12-13 May 2020), the
 *   September 2025 protests, and election days.
 */
const FIXED_MONTH_DAYS = ['01-15', '02-19', '03-08', '04-14', '05-01', '05-29', '09-19', '12-25', '12-30'];

interface LunarYear {
  /** Vijaya Dashami, the tenth day of Dashain. */
  dashami: string;
  /** Laxmi Puja, the third day of Tihar. */
  laxmiPuja: string;
  /** Maha Shivaratri, Holi (hill), Buddha Jayanti, Janai Purnima, Krishna Janmashtami. */
  days: readonly string[];
}

const LUNAR: Readonly<Record<number, LunarYear>> = {
  2016: { dashami: '10-11', laxmiPuja: '10-30', days: ['03-07', '03-22', '05-21', '08-18', '08-25'] },
  2017: { dashami: '09-30', laxmiPuja: '10-19', days: ['02-24', '03-12', '05-10', '08-07', '08-14'] },
  2018: { dashami: '10-19', laxmiPuja: '11-07', days: ['02-13', '03-01', '04-30', '08-26', '09-02'] },
  2019: { dashami: '10-08', laxmiPuja: '10-27', days: ['03-04', '03-20', '05-18', '08-15', '08-23'] },
  2020: { dashami: '10-26', laxmiPuja: '11-14', days: ['02-21', '03-09', '05-07', '08-03', '08-11'] },
  2021: { dashami: '10-15', laxmiPuja: '11-04', days: ['03-11', '03-28', '05-26', '08-22', '08-30'] },
  2022: { dashami: '10-05', laxmiPuja: '10-24', days: ['03-01', '03-17', '05-16', '08-12', '08-19'] },
  2023: { dashami: '10-24', laxmiPuja: '11-12', days: ['02-18', '03-06', '05-05', '08-31', '09-06'] },
  2024: { dashami: '10-12', laxmiPuja: '11-01', days: ['03-08', '03-24', '05-23', '08-19', '08-26'] },
  2025: { dashami: '10-02', laxmiPuja: '10-21', days: ['02-26', '03-13', '05-12', '08-09', '08-16'] },
  2026: { dashami: '10-21', laxmiPuja: '11-08', days: ['02-15', '03-02', '05-01', '08-28', '09-04'] },
  2027: { dashami: '10-10', laxmiPuja: '10-29', days: ['03-06', '03-21', '05-20', '08-17', '08-25'] },
};

const TYPICAL: LunarYear = {
  dashami: '10-10',
  laxmiPuja: '10-29',
  days: ['02-25', '03-12', '05-12', '08-19', '08-27'],
};

const ONE_OFF_CLOSURES: readonly (readonly [string, string])[] = [
  ['2017-05-14', '2017-05-14'],
  ['2017-06-28', '2017-06-28'],
  ['2017-12-07', '2017-12-07'],
  ['2020-03-23', '2020-05-11'],
  ['2020-05-14', '2020-06-28'],
  ['2022-11-20', '2022-11-20'],
  ['2025-09-09', '2025-09-17'],
  ['2026-03-05', '2026-03-05'],
];

/**
 * The closed days of the years the lunar table covers (every year the demo market and most real sessions fall in),
 * built once as the module loads and never written after: a constant table, not a cache. Other years are computed
 * when asked.
 */
const TABLED_YEARS: ReadonlyMap<number, ReadonlySet<number>> = new Map(
  Object.keys(LUNAR).map((year) => [Number(year), holidaysOf(Number(year))]),
);

/** True when the exchange is closed on `day` (days since 1970-01-01) for a holiday or a closure. */
export function isNepseHoliday(day: number): boolean {
  const year = new Date(day * 86_400_000).getUTCFullYear();
  return (TABLED_YEARS.get(year) ?? holidaysOf(year)).has(day);
}

function holidaysOf(year: number): Set<number> {
  const closed = new Set<number>();
  const on = (monthDay: string): number => epochDay(`${year}-${monthDay}`);
  const range = (first: number, last: number) => {
    for (let d = first; d <= last; d++) closed.add(d);
  };
  for (const md of FIXED_MONTH_DAYS) closed.add(on(md));
  const lunar = LUNAR[year] ?? TYPICAL;
  for (const md of lunar.days) closed.add(on(md));
  const dashami = on(lunar.dashami);
  range(dashami - 3, dashami + 2);
  const laxmiPuja = on(lunar.laxmiPuja);
  range(laxmiPuja - 1, laxmiPuja + 3);
  closed.add(laxmiPuja + 6);
  for (const [from, to] of ONE_OFF_CLOSURES) {
    if (Number(from.slice(0, 4)) === year) range(epochDay(from), epochDay(to));
  }
  return closed;
}
