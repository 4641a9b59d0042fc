import { z } from 'zod';
import { MAX_COUNT, MAX_RATING } from '../ingest/sane-bounds';

/**
 * A number a Play Store source gives (installs, reviews, rating): finite, not negative and within its sane bound
 * (ingest/sane-bounds.ts), else refused with a message naming it, so that the answer is a 502 and nothing is stored.
 */
function figure(name: string, limit: 'below' | 'at most', bound: number) {
  const beyond = `${name} is beyond ${bound.toLocaleString('en-US')} (its sane bound)`;
  const number = z.number({ error: `${name} is not a finite number` }).min(0, `${name} is negative`);
  return limit === 'below' ? number.lt(bound, beyond) : number.max(bound, beyond);
}

/** An install count (exact or the store's floor). */
export const installCountSchema = figure('the install count', 'below', MAX_COUNT);
/** How many people rated the app. */
export const reviewCountSchema = figure('the number of ratings', 'below', MAX_COUNT);
/** The average star rating, 0 to 5. */
export const ratingSchema = figure('the rating', 'at most', MAX_RATING);
