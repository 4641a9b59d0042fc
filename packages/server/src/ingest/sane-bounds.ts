// The sane bounds of every number read from a file or a source (import, NEPSE, Google Play): a number outside them
// is an error, never stored (docs/decisions/data.md, "Sane bounds"). Each bound is exclusive: a value must be below it.

/** Rs, any price or index value: the dearest NEPSE share has traded near Rs 57,000, the index near 3,300. */
export const MAX_PRICE = 10_000_000;

/** Shares traded in a session: the largest seen is about 12 million; 10^13 is more than every share listed. */
export const MAX_VOLUME = 1e13;

/** Rs traded in a session: price times volume, so no real turnover (the market's record day is ~Rs 3e10) exceeds it. */
export const MAX_TURNOVER = MAX_PRICE * MAX_VOLUME;

/** A corporate action's percentage (bonus, right, cash dividend): the largest seen is 990 %. */
export const MAX_PERCENT = 10_000;

/** A price adjustment stands for a bonus or right issue, so its factor is at most 1 + the largest percentage. */
export const MAX_FACTOR = 1 + MAX_PERCENT / 100;

/** NEPSE's security ids are stored in a 32-bit integer column. */
export const MAX_NEPSE_ID = 2 ** 31;

/** An app's installs or reviews: the most installed apps count about 10^10. */
export const MAX_COUNT = 1e13;

/** Google Play's star rating is from 0 to 5 (this bound is inclusive, unlike the others). */
export const MAX_RATING = 5;

/** True when `value` is finite and strictly between `-bound` and `bound`. */
export function withinBound(value: number, bound: number): boolean {
  return Number.isFinite(value) && value > -bound && value < bound;
}
