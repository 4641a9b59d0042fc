import { epochDay, firstSessionOnOrAfter } from '@nepse/core';
import type { Prng } from './prng';
import type { SectorProfile } from './sector-profiles';

/** A dividend decided for one fiscal year; its book closure is the session `session`. */
export interface DividendEvent {
  session: number;
  bonusPercent: number;
  cashDividendPercent: number;
  fiscalYear: string;
}

const BONUS_PERCENTS: readonly (readonly [number, number])[] = [
  [5, 2],
  [6, 1],
  [7, 1],
  [8, 2],
  [10, 4],
  [10.5, 1],
  [11, 1],
  [12, 3],
  [12.5, 2],
  [14, 2],
  [15, 3],
  [16, 2],
  [18, 1],
  [18.5, 1],
  [20, 2],
  [22, 1],
  [25, 1],
  [30, 1],
  [35, 0.5],
];
const CASH_PERCENTS: readonly (readonly [number, number])[] = [
  [5, 2],
  [6, 1],
  [8, 2],
  [10, 3],
  [12, 2],
  [15, 2],
  [20, 1],
  [25, 0.5],
  [30, 0.5],
];

/** A company pays only after a year of trading. */
const SEASONING_SESSIONS = 240;

/**
 * The dividends of one security. For the fiscal year that ends in mid-July of year Y (Nepali
 * (Y+56)/(Y+57)), an AGM season from 15 September: the book closure falls on the first session on or after
 * a day drawn from the next 200 days. It is a bonus issue with the sector's chance (70 % of them with the
 * usual cash part that pays the tax on the bonus, 5/95 of the bonus percent, the others with a real cash
 * dividend), else a cash dividend with the sector's chance, else nothing. The same random numbers are
 * drawn for each year whatever the end of the calendar, so a longer market repeats a shorter one.
 */
export function scheduleDividends(
  prng: Prng,
  profile: SectorProfile,
  days: Int32Array,
  listingSession: number,
): DividendEvent[] {
  const events: DividendEvent[] = [];
  const lastDay = days[days.length - 1] ?? Number.NEGATIVE_INFINITY;
  for (let year = 2016; epochDay(`${year}-09-15`) <= lastDay; year++) {
    const day = epochDay(`${year}-09-15`) + prng.below(200);
    const bonus = prng.chance(profile.bonusChance) ? prng.pick(BONUS_PERCENTS) : 0;
    const taxCash = prng.chance(0.7);
    const cash = prng.pick(CASH_PERCENTS);
    const cashOnly = prng.chance(profile.cashChance);
    const session = firstSessionOnOrAfter(days, day);
    if (session >= days.length || session < listingSession + SEASONING_SESSIONS) continue;
    const cashDividendPercent =
      bonus > 0 ? (taxCash ? Math.round((bonus * 500) / 95) / 100 : cash) : cashOnly ? cash : 0;
    if (bonus === 0 && cashDividendPercent === 0) continue;
    events.push({
      session,
      bonusPercent: bonus,
      cashDividendPercent,
      fiscalYear: `${year + 56}/${year + 57}`,
    });
  }
  return events;
}
