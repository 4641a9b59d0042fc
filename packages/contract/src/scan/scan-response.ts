import { z } from 'zod';

/**
 * What one condition compared for a stock: the filter's or indicator's figure (a number), `true` for a pattern
 * that completed, `false` for one that did not (under `any`), null where the figure is not known (a warm-up).
 */
export const scanValueSchema = z.union([z.number(), z.boolean(), z.null()]);
export type ScanValue = z.infer<typeof scanValueSchema>;

/** One matching stock: the session's traded prices and volume, and each condition's value in condition order. */
export const scanStockSchema = z.object({
  symbol: z.string(),
  /** The session's traded close. */
  ltp: z.number(),
  /** Against the previous close on this session's price basis (adjusted for an issue); null on a first session. */
  change: z.number().nullable(),
  changePercent: z.number().nullable(),
  /** The session's traded volume. */
  volume: z.number(),
  values: z.array(scanValueSchema),
});
export type ScanStock = z.infer<typeof scanStockSchema>;

/** `POST /api/scan` answer: the session scanned (`YYYY-MM-DD`) and the matching stocks by symbol. */
export const scanResponseSchema = z.object({
  date: z.string(),
  stocks: z.array(scanStockSchema),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;
