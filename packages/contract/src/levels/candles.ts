import { z } from 'zod';

/** A stretch of a symbol's daily candles for a chart, oldest first, as columns; dates `YYYY-MM-DD`. */
export const candlesSchema = z.object({
  dates: z.array(z.string()),
  open: z.array(z.number()),
  high: z.array(z.number()),
  low: z.array(z.number()),
  close: z.array(z.number()),
});
export type Candles = z.infer<typeof candlesSchema>;
