import { z } from 'zod';

/**
 * The stock page's "Last close" card, computed by the server so that the page and the screens read one figure:
 * the last session's traded close (LTP), its change against the previous close on adjusted prices (the screens'
 * day change, so a bonus that day is no drop; null on a first session), and the 52-week range: the highest high
 * and lowest low of the adjusted prices over the sessions of the 365 calendar days ending on the last session (the
 * trend signals' year; a younger listing over all its sessions), to 4 decimals as the adjusted prices.
 */
export const stockSummarySchema = z.object({
  date: z.string(),
  close: z.number(),
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  high52Week: z.number(),
  low52Week: z.number(),
});
export type StockSummary = z.infer<typeof stockSummarySchema>;
