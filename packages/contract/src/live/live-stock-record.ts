import { z } from 'zod';

/** A price NEPSE may leave out or send as null before a security's first trade of the day. */
const optionalPrice = z.number().nullable().optional();

/**
 * One element of `GET /api/live-nepse/`: NEPSE's live-market fields the page reads. `lastUpdatedDateTime` is
 * Nepal time without a zone, as NEPSE writes it (`2026-04-02 12:22:33.837549`). Open, high, low, previous
 * close and change may be missing: the page derives its card from fallbacks (open from the previous close,
 * high and low from the last traded price).
 */
export const liveStockRecordSchema = z.object({
  symbol: z.string(),
  openPrice: optionalPrice,
  highPrice: optionalPrice,
  lowPrice: optionalPrice,
  lastTradedPrice: z.number(),
  previousClose: optionalPrice,
  totalTradeQuantity: z.number().nullable().optional(),
  percentageChange: z.number().nullable().optional(),
  lastUpdatedDateTime: z.string(),
});
export type LiveStockRecord = z.infer<typeof liveStockRecordSchema>;

/** The answer is a plain array; the page refuses anything else. */
export const liveNepseResponseSchema = z.array(liveStockRecordSchema);
export type LiveNepseResponse = z.infer<typeof liveNepseResponseSchema>;
