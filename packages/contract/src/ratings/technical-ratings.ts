import type { GaugeBand, RatingAction } from '@nepse/core';
import { z } from 'zod';
import { WOODIE_OPENS } from '../levels/woodie-open';
import { SYMBOL_REQUIRED_MESSAGE } from '../messages';
import { symbolTextSchema } from '../symbol-params';

/** A vote's actions: each row's action. */
export const RATING_ACTIONS = ['BUY', 'SELL', 'NEUTRAL'] as const satisfies readonly RatingAction[];

/** The gauge's bands, lowest first (buy share up to 20, 40, 60, 80 %, then above), the strip's ratings. */
export const RATING_BANDS = [
  'Strong Sell',
  'Sell',
  'Neutral',
  'Buy',
  'Strong Buy',
] as const satisfies readonly GaugeBand[];

/** The pivot methods, in the order of each pivot row's values. */
export const RATING_PIVOT_METHOD_NAMES = ['Classic', 'Fibonacci', 'Camarilla', 'Woodie', 'DeMark'] as const;

/** The pivot rows, highest resistance first. */
export const RATING_PIVOT_LEVEL_NAMES = ['R3', 'R2', 'R1', 'P', 'S1', 'S2', 'S3'] as const;

/**
 * One indicator's row: TradingView's name, its value on the latest session and its vote; both null while the
 * indicator warms up (not cast, left out of the summary).
 */
export const ratingRowSchema = z.object({
  name: z.string(),
  value: z.number().nullable(),
  action: z.enum(RATING_ACTIONS).nullable(),
});
export type RatingRow = z.infer<typeof ratingRowSchema>;

/** A group's votes by action; total = buy + sell + neutral, the votes cast. */
export const ratingSummarySchema = z.object({
  buy: z.number().int().nonnegative(),
  sell: z.number().int().nonnegative(),
  neutral: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type RatingSummaryBody = z.infer<typeof ratingSummarySchema>;

/** One pivot row: a level and each method's value, null where the method has no such level (DeMark's R2..S3). */
export const ratingPivotRowSchema = z.object({
  name: z.enum(RATING_PIVOT_LEVEL_NAMES),
  values: z
    .array(z.object({ name: z.enum(RATING_PIVOT_METHOD_NAMES), value: z.number().nullable() }))
    .length(RATING_PIVOT_METHOD_NAMES.length),
});
export type RatingPivotRowBody = z.infer<typeof ratingPivotRowSchema>;

/**
 * `GET /api/technical-ratings/?symbol=`, in the answer shape the spec gives for technical ratings: TradingView's
 * Technical Ratings on the symbol's latest session over adjusted prices, the 15 moving-average rows in
 * `movingAverages`, the 11 oscillator rows in `oscillatorRating`, and the pivot rows R3..S3 of five methods
 * (docs/technical-ratings.md). Beyond the spec: the symbol, the session's date, and `strip`, the last 20 sessions
 * (oldest first) with both groups' votes counted together and the band of their buy share (its last session is the
 * overall rating the pages show).
 */
export const technicalRatingsResponseSchema = z.object({
  symbol: z.string(),
  date: z.string(),
  movingAverages: z.object({ averages: z.array(ratingRowSchema), summary: ratingSummarySchema }),
  oscillatorRating: z.object({ ratings: z.array(ratingRowSchema), summary: ratingSummarySchema }),
  pivotPoints: z.array(ratingPivotRowSchema),
  /** The open Woodie's pivot read: the session's, or the previous close when it is not a real print. */
  woodieOpen: z.enum(WOODIE_OPENS),
  strip: z.array(z.object({ date: z.string(), summary: ratingSummarySchema, band: z.enum(RATING_BANDS) })),
});
export type TechnicalRatingsResponse = z.infer<typeof technicalRatingsResponseSchema>;

/** The query of `GET /api/technical-ratings/`: one symbol (a repeated one arrives as a list, and is refused). */
export const technicalRatingsQuerySchema = z.object({
  symbol: z
    .string({
      error: (issue) =>
        issue.input === undefined ? SYMBOL_REQUIRED_MESSAGE : 'One symbol is expected (?symbol=).',
    })
    .pipe(symbolTextSchema),
});
