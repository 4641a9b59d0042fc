import { z } from 'zod';

/** The query of `GET /api/relative-strength`: the session, the latest when absent. */
export const relativeStrengthQuerySchema = z.object({
  date: z.iso.date({ error: 'Date (date) must be a date written YYYY-MM-DD.' }).optional(),
});

/** The field labels the page shows, which an error names. */
export const RELATIVE_STRENGTH_FIELD_LABELS = { date: 'Date' } as const;

/**
 * One stock's rank: `rank` from 0 (weakest) to 99.9 (strongest) of the listed equities ranked that session, and the
 * parts of its blend in percent: returns over 20, 60 and 240 sessions, distance above its SMA 50 and SMA 200
 * (see docs/decisions/market-overview.md).
 */
export const relativeStrengthRowSchema = z.object({
  symbol: z.string(),
  sector: z.string().nullable(),
  rank: z.number(),
  ltp: z.number(),
  short: z.number(),
  medium: z.number(),
  long: z.number(),
  sma50: z.number(),
  sma200: z.number(),
});
export type RelativeStrengthRow = z.infer<typeof relativeStrengthRowSchema>;

/** Every ranked stock on `date`, strongest first. */
export const relativeStrengthResponseSchema = z.object({
  date: z.iso.date(),
  stocks: z.array(relativeStrengthRowSchema),
});
export type RelativeStrengthResponse = z.infer<typeof relativeStrengthResponseSchema>;
