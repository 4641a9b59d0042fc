import { z } from 'zod';
import { stockPatternSchema } from './stock-patterns';
import { stockSummarySchema } from './stock-summary';

/**
 * A symbol's daily prices as columns, oldest first, one value a session of the answer's `dates`.
 */
export const priceColumnsSchema = z.object({
  open: z.array(z.number()),
  high: z.array(z.number()),
  low: z.array(z.number()),
  close: z.array(z.number()),
  volume: z.array(z.number()),
});
export type PriceColumns = z.infer<typeof priceColumnsSchema>;

/**
 * What an adjustment event was: a declared bonus or right issue (or both in one book closure), or NEPSE's own
 * price adjustment where no action is declared.
 */
export const ADJUSTMENT_KINDS = ['bonus', 'right', 'bonus-right', 'adjustment'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/**
 * A back-adjustment: the adjusted prices of the sessions before `date` are the traded ones divided by `factor`
 * (volumes multiplied by it). `date` is the first session it applies to; `bookClosure` the declared book-closure
 * date (NEPSE's own adjustment date when none is declared). Dates `YYYY-MM-DD`.
 */
export const adjustmentEventSchema = z.object({
  date: z.string(),
  bookClosure: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  factor: z.number(),
  /** Declared bonus and right shares, in %; 0 when not declared. */
  bonusPercent: z.number(),
  rightPercent: z.number(),
});
export type AdjustmentEventAnswer = z.infer<typeof adjustmentEventSchema>;

/**
 * `GET /api/stock/:symbol` (ours, the stock page): the symbol's name and sector, its whole daily history as
 * adjusted and traded prices on the same sessions, and its adjustment events, oldest first; with what the server
 * computes from them for the page: the last close's summary and the candlestick patterns.
 */
export const stockChartResponseSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** NEPSE's sector name; null when unknown. */
  sector: z.string().nullable(),
  dates: z.array(z.string()),
  /** Prices to 4 decimals, volumes to 2 (quotients, rounded). */
  adjusted: priceColumnsSchema,
  traded: priceColumnsSchema,
  events: z.array(adjustmentEventSchema),
  /** null without sessions. */
  summary: stockSummarySchema.nullable(),
  /** In the catalogue's order (bullish, bearish, indecision); a pattern never seen is left out. */
  patterns: z.array(stockPatternSchema),
  /**
   * The sessions whose open is not a real print, oldest first (NEPSE's company history has none, an import's
   * files copied the previous close, or the import repaired it): their `open` is a stand-in (the close or the
   * file's copy), and no candlestick pattern is read from them.
   */
  noOpenDates: z.array(z.string()),
});
export type StockChartResponse = z.infer<typeof stockChartResponseSchema>;
