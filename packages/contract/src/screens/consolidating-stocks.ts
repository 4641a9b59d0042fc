import { z } from 'zod';

/**
 * One stock of `GET /api/consolidating-stocks`: a listed equity whose adjusted closes of the last 20
 * sessions, today's included, span at most 8 % of their lowest; `maxClose` and `minClose` are the highest and
 * lowest of them, `close` the latest traded close (LTP). Beyond the spec, `sector` names the symbol's sector
 * from the spec's sector list (null when unknown), for the page's sector filter.
 */
export const consolidatingStockSchema = z.object({
  symbol: z.string(),
  maxClose: z.number(),
  close: z.number(),
  minClose: z.number(),
  sector: z.string().nullable(),
});
export type ConsolidatingStock = z.infer<typeof consolidatingStockSchema>;

/** The answer is the spec's object with the list in `stocks`; the data date travels in the `x-data-date` header. */
export const consolidatingStocksResponseSchema = z.object({ stocks: z.array(consolidatingStockSchema) });
export type ConsolidatingStocksResponse = z.infer<typeof consolidatingStocksResponseSchema>;
