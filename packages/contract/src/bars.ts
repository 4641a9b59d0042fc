import { z } from 'zod';

/**
 * `GET /api/bars/:symbol`: a symbol's daily bars over its whole history, oldest first, as columns; prices
 * back-adjusted for bonus and right issues, as the back-test reads them. Dates `YYYY-MM-DD`.
 */
export const barsResponseSchema = z.object({
  symbol: z.string(),
  dates: z.array(z.string()),
  open: z.array(z.number()),
  high: z.array(z.number()),
  low: z.array(z.number()),
  close: z.array(z.number()),
  volume: z.array(z.number()),
});
export type BarsResponse = z.infer<typeof barsResponseSchema>;
