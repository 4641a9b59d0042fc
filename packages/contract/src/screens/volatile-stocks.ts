import { z } from 'zod';

/**
 * One row of `GET /api/volatile-stocks/`: a listed equity in the top quarter by `volatility`, the population
 * standard deviation of its last 20 daily returns (adjusted closes), in percent; `ltp` is the latest traded
 * close. Beyond the spec, `sector` names the symbol's sector from the spec's sector list (null when unknown),
 * for the page's sector filter.
 */
export const volatileStockSchema = z.object({
  stockSymbol: z.string(),
  ltp: z.number(),
  volatility: z.number(),
  sector: z.string().nullable(),
});
export type VolatileStock = z.infer<typeof volatileStockSchema>;

/** The answer is the spec's plain list; the data date travels in the `x-data-date` header. */
export const volatileStocksResponseSchema = z.array(volatileStockSchema);
export type VolatileStocksResponse = z.infer<typeof volatileStocksResponseSchema>;
