import { z } from 'zod';

/**
 * One row of `GET /api/previous-year-highs`: a listed equity that traded on the latest session, its latest traded
 * close (`ltp`) and `prevHigh`, the highest high of the sessions of the 365 days before that session (adjusted; the
 * 52-Week High & Low screen's previous high), made last on `prevHighDate`. The watchlist reads it for any stock's
 * distance to its 52-week high.
 */
export const previousYearHighRowSchema = z.object({
  symbol: z.string(),
  ltp: z.number(),
  prevHigh: z.number(),
  prevHighDate: z.iso.date(),
});
export type PreviousYearHighRow = z.infer<typeof previousYearHighRowSchema>;

/** The answer is a plain list; the data date travels in the `x-data-date` header. */
export const previousYearHighsResponseSchema = z.array(previousYearHighRowSchema);
export type PreviousYearHighsResponse = z.infer<typeof previousYearHighsResponseSchema>;
