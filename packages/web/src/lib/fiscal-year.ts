import { fromBs, toBs } from './bikram-sambat';
import { addDays } from './calendar';

/** A Nepali fiscal year: Shrawan 1 to the last day of Asar, as AD dates, and its label ("FY 2081/82"). */
export interface FiscalYear {
  label: string;
  from: string;
  to: string;
}

/** The month index of Shrawan, the fiscal year's first month (Baisakh is 0). */
const SHRAWAN = 3;

/** The first session in the stored prices (20 July 1995): the earliest fiscal year a back-test can cover. */
export const FIRST_PRICE_DATE = '1995-07-20';

/** The fiscal year that starts on Shrawan 1 of Bikram Sambat year `bsYear`; null beyond the converter's years. */
export function fiscalYear(bsYear: number): FiscalYear | null {
  const from = fromBs({ year: bsYear, month: SHRAWAN, day: 1 });
  const next = fromBs({ year: bsYear + 1, month: SHRAWAN, day: 1 });
  if (from === null || next === null) return null;
  return {
    label: `FY ${bsYear}/${String((bsYear + 1) % 100).padStart(2, '0')}`,
    from,
    to: addDays(next, -1),
  };
}

/** The Bikram Sambat year whose Shrawan starts the fiscal year holding AD `date`; null beyond the converter. */
export function fiscalYearStartOf(date: string): number | null {
  const bs = toBs(date);
  if (bs === null) return null;
  return bs.month >= SHRAWAN ? bs.year : bs.year - 1;
}

/** The fiscal years holding any day from `first` to `last` (AD), newest first. */
export function fiscalYearsCovering(first: string, last: string): FiscalYear[] {
  const start = fiscalYearStartOf(first);
  const end = fiscalYearStartOf(last);
  const years: FiscalYear[] = [];
  if (start === null || end === null) return years;
  for (let y = end; y >= start; y--) {
    const year = fiscalYear(y);
    if (year) years.push(year);
  }
  return years;
}
