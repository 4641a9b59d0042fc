import { z } from 'zod';
import { candlesSchema } from './candles';
import { WOODIE_OPENS } from './woodie-open';

/** The symbol the Support & Resistance screen asks for (spec: an exchange-level constant): the NEPSE index. */
export const INDEX_SYMBOL = 'NEPSE';

/** The pivot methods in the order of each row's values, as the product's answer gives them. */
export const SUPPORT_RESISTANCE_METHODS = ['Classic', 'Camarilla', 'Fibonacci', 'Woodie'] as const;

/** The pivot rows, highest resistance first. */
export const SUPPORT_RESISTANCE_LEVELS = ['R3', 'R2', 'R1', 'P', 'S1', 'S2', 'S3'] as const;

/** One charting pivot: a swing named by its session's date, at its high (resistance) or low (support). */
export const chartingPivotSchema = z.object({ name: z.string(), value: z.number() });
export type ChartingPivot = z.infer<typeof chartingPivotSchema>;

/**
 * `GET /api/support-resistance/{symbol}`: `pivots` has one row per level R3..S3, its values in the order of
 * SUPPORT_RESISTANCE_METHODS, from the previous session's high, low and close (Woodie with the latest open, or
 * the previous close when that open is not a real print: `woodie_open` says which);
 * `pivot_chart` holds the 3 swing highs (strength 5) nearest above the last close and the 3 swing lows
 * nearest below it, nearest first. Beyond the spec: the symbol, the latest session and its close, and the
 * last sessions' candles for the page's chart. Adjusted prices; the index as it is.
 */
export const supportResistanceResponseSchema = z.object({
  symbol: z.string(),
  date: z.string(),
  close: z.number(),
  pivots: z.array(
    z.object({
      name: z.enum(SUPPORT_RESISTANCE_LEVELS),
      values: z.array(z.object({ value: z.number() })).length(SUPPORT_RESISTANCE_METHODS.length),
    }),
  ),
  woodie_open: z.enum(WOODIE_OPENS),
  pivot_chart: z.object({
    resistance: z.array(chartingPivotSchema),
    support: z.array(chartingPivotSchema),
  }),
  candles: candlesSchema,
});
export type SupportResistanceResponse = z.infer<typeof supportResistanceResponseSchema>;
