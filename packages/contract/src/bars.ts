import { z } from 'zod';
import { candlesSchema } from './levels/candles';

/**
 * `GET /api/bars/:symbol`: a symbol's daily bars over its whole history, oldest first, as columns; prices
 * back-adjusted for bonus and right issues, as the back-test reads them. Dates `YYYY-MM-DD`.
 */
export const barsResponseSchema = z.object({
  symbol: z.string(),
  ...candlesSchema.shape,
  volume: z.array(z.number()),
});
export type BarsResponse = z.infer<typeof barsResponseSchema>;
