import { isoDate } from '@nepse/core';
import { nepalDay } from '../live/nepal-clock';
import type { Salts } from './salted-token';

/**
 * NEPSE's site's table for the POST payload id, indexed by the market-open answer's `id` (the "dummy id")
 * (NepseUnofficialApi nepse/data/DUMMY_DATA.json, recorded in data/nepse/api-samples/auth_and_payload.json).
 */
const DUMMY_DATA: readonly number[] = [
  147, 117, 239, 143, 157, 312, 161, 612, 512, 804, 411, 527, 170, 511, 421, 667, 764, 621, 301, 106, 133,
  793, 411, 511, 312, 423, 344, 346, 653, 758, 342, 222, 236, 811, 711, 611, 122, 447, 128, 199, 183, 135,
  489, 703, 800, 745, 152, 863, 134, 211, 142, 564, 375, 793, 212, 153, 138, 153, 648, 611, 151, 649, 318,
  143, 117, 756, 119, 141, 717, 113, 112, 146, 162, 660, 693, 261, 362, 354, 251, 641, 157, 178, 631, 192,
  734, 445, 192, 883, 187, 122, 591, 731, 852, 384, 565, 596, 451, 772, 624, 691,
];

/** Nepal's day of the month at `now`, which the site's payload id uses. */
export function nepalDayOfMonth(now: Date): number {
  return Number(isoDate(nepalDay(now).day).slice(8));
}

/**
 * The `{"id": ...}` today-price (and floorsheet) calls need, as the site computes it
 * (NepseUnofficialApi getPOSTPayloadIDForFloorSheet): base = DUMMY_DATA[dummyId] + dummyId + 2 * day; with
 * i = 1 when base % 10 < 4, else 3 (0-based into the salts), id = base + salt[i] * day - salt[i - 1]. NEPSE answers
 * a wrong id with an empty page, not an error.
 */
export function todayPricePayloadId(dummyId: number, salts: Salts, day: number): number {
  const entry = DUMMY_DATA[dummyId];
  if (entry === undefined) throw new Error(`NEPSE's dummy id ${dummyId} is outside the site's table`);
  const base = entry + dummyId + 2 * day;
  const i = base % 10 < 4 ? 1 : 3;
  return base + (salts[i] as number) * day - (salts[i - 1] as number);
}
