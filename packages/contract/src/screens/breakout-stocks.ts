import { z } from 'zod';

/**
 * One row of `GET /api/breakout-stocks/`: a listed equity whose adjusted close rose above the highest
 * adjusted close of the 50 sessions before, on one of its last 5 sessions; `date` is that session
 * (`YYYY-MM-DD`, the latest when several), `close` the latest traded close (LTP). Beyond the spec, `sector`
 * names the symbol's sector from the spec's sector list (null when unknown), for the page's sector filter.
 */
export const breakoutStockSchema = z.object({
  symbol: z.string(),
  close: z.number(),
  date: z.iso.date(),
  sector: z.string().nullable(),
});
export type BreakoutStock = z.infer<typeof breakoutStockSchema>;

/** The answer is the spec's plain list; the data date travels in the `x-data-date` header. */
export const breakoutStocksResponseSchema = z.array(breakoutStockSchema);
export type BreakoutStocksResponse = z.infer<typeof breakoutStocksResponseSchema>;
