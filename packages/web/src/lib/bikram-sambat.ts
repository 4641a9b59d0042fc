import NepaliDate from 'nepali-date-converter';

/** A Bikram Sambat date: `month` 0 (Baisakh) to 11 (Chaitra), `day` from 1. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** The months of the Bikram Sambat year, Baisakh first, as Nepal's calendars spell them in English. */
export const BS_MONTH_NAMES = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Aswin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

/** A Bikram Sambat month's short name, its first three letters ("Pou"), as the chart axes write it. */
export function bsMonthShortName(month: number): string {
  return BS_MONTH_NAMES[month]?.slice(0, 3) ?? '';
}

/** The first and last AD dates the converter's tables hold (2000-01-01 and 2090-12-30 BS). */
export const BS_FIRST_AD = '1943-04-14';
export const BS_LAST_AD = '2034-04-13';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Bikram Sambat date of an AD `YYYY-MM-DD`, or null outside the converter's years. */
export function toBs(adDate: string): BsDate | null {
  if (adDate < BS_FIRST_AD || adDate > BS_LAST_AD) return null;
  // The converter reads a Date's local fields, so the local midnight of the day names it in any time zone.
  const bs = new NepaliDate(
    new Date(Number(adDate.slice(0, 4)), Number(adDate.slice(5, 7)) - 1, Number(adDate.slice(8, 10))),
  ).getBS();
  return { year: bs.year, month: bs.month, day: bs.date };
}

/** The AD `YYYY-MM-DD` of a Bikram Sambat date, or null when it is not a day of the converter's years. */
export function fromBs({ year, month, day }: BsDate): string | null {
  if (month < 0 || month > 11 || day < 1 || day > 32) return null;
  let ad: { year: number; month: number; date: number };
  try {
    const date = new NepaliDate(year, month, day);
    // The converter rolls a day past the month's end into the next month: that is not the date asked for.
    if (date.getMonth() !== month || date.getYear() !== year) return null;
    ad = date.getAD();
  } catch {
    return null;
  }
  return `${pad(ad.year, 4)}-${pad(ad.month + 1)}-${pad(ad.date)}`;
}

/** A Bikram Sambat date written `YYYY-MM-DD` (months from 01, Baisakh). */
export function bsText({ year, month, day }: BsDate): string {
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;
}

const BS_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The AD `YYYY-MM-DD` of a typed Bikram Sambat `YYYY-MM-DD`, or null when it names no day. */
export function parseBsText(text: string): string | null {
  const match = BS_TEXT.exec(text);
  if (!match) return null;
  return fromBs({ year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) });
}
