import { z } from 'zod';

/**
 * A stock showing a pattern on the latest session: the session's traded open, high, low and close (LTP), and
 * the change from the previous close (on adjusted closes, so that a book closure is no drop) in rupees and
 * percent. Beyond the spec, `sector` names the symbol's sector from the spec's sector list (null when
 * unknown), for the page's sector filter.
 */
export const candlestickPatternStockSchema = z.object({
  symbol: z.string(),
  change: z.number(),
  changePercent: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  sector: z.string().nullable(),
});
export type CandlestickPatternStock = z.infer<typeof candlestickPatternStockSchema>;

/**
 * A pattern seen on the latest session: its spec name, how many stocks show it and which (by symbol), the path of
 * its picture (a static SVG of the web app) and two or three sentences on what it means to a trader.
 */
export const candlestickPatternSchema = z.object({
  pattern: z.string(),
  count: z.number().int().nonnegative(),
  stocks: z.array(candlestickPatternStockSchema),
  image_URL: z.string().optional(),
  summary: z.string().optional(),
});
export type CandlestickPatternItem = z.infer<typeof candlestickPatternSchema>;

/**
 * `GET /api/candlestick-patterns/`: the latest session's patterns in three lists by type, each in the spec's order;
 * a pattern no stock shows is left out, so a list may be empty. The data date travels in the `x-data-date` header.
 */
export const candlestickPatternsResponseSchema = z.object({
  bullish: z.array(candlestickPatternSchema),
  bearish: z.array(candlestickPatternSchema),
  indecision: z.array(candlestickPatternSchema),
});
export type CandlestickPatternsResponse = z.infer<typeof candlestickPatternsResponseSchema>;
