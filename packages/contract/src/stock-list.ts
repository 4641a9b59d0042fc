import { z } from 'zod';

/** One entry of the stock list. */
export const stockListEntrySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  id: z.number().int(),
  nepseId: z.number().int(),
  /**
   * The symbol's traded value on the market's latest session in Rs (volume x close where the data has none), 0
   * when it did not trade that day; the search box ranks symbol prefixes by it. 0 when a data service leaves it out.
   */
  turnover: z.number().nonnegative().default(0),
});
export type StockListEntry = z.infer<typeof stockListEntrySchema>;

/** `GET /data/api/v1/security/all/mini` answer: the stock list in `data`. */
export const stockListResponseSchema = z.object({ data: z.array(stockListEntrySchema) });
export type StockListResponse = z.infer<typeof stockListResponseSchema>;

/**
 * The same answer as the web app reads it: only the list is required, since the page drops an entry without a
 * real symbol or without both ids rather than failing the whole list (the web app checks each entry).
 */
export const stockListAnswerSchema = z.object({ data: z.array(z.unknown()) });
