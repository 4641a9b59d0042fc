import { epochDay } from '../dates';

/**
 * NEPSE's daily price band, in percent of the previous close (adjusted for an event on the session), by date.
 * Its rows: 10 % until 2026-04-19; 15 % from 2026-04-20. Both are observed in the real data (no move beyond
 * 10 % before that day, moves up to 15 % from it); no NEPSE notice of the change has been found.
 */
const BAND_ROWS: readonly { from: number; percent: number }[] = [
  { from: Number.NEGATIVE_INFINITY, percent: 10 },
  { from: epochDay('2026-04-20'), percent: 15 },
];

/** The price band in force on `day` (days since 1970-01-01), in percent. */
export function priceBandOn(day: number): number {
  let percent = 10;
  for (const row of BAND_ROWS) if (day >= row.from) percent = row.percent;
  return percent;
}
