import { z } from 'zod';
import { candlesSchema } from './candles';

/** One end of the swing: its session, its price (the high or low of that session) and which it is. */
export const swingEndSchema = z.object({
  date: z.string(),
  price: z.number(),
  kind: z.enum(['high', 'low']),
});
export type SwingEnd = z.infer<typeof swingEndSchema>;

/**
 * A Fibonacci level: retracement (ratio 0..1, 0 at the swing's end) or extension (1.272, 1.618, beyond the end);
 * `distance` is the level minus the last close (above the close when positive), `distancePercent` that in
 * percent of the close.
 */
export const fibonacciLevelSchema = z.object({
  kind: z.enum(['retracement', 'extension']),
  ratio: z.number(),
  price: z.number(),
  distance: z.number(),
  distancePercent: z.number(),
});
export type FibonacciLevelRow = z.infer<typeof fibonacciLevelSchema>;

/**
 * Which leg the levels are drawn on: `current`, the move from the last confirmed swing point to the most extreme
 * price since it, when that move is at least half the last confirmed leg; else `confirmed`, that leg.
 */
export const fibonacciLegSchema = z.enum(['current', 'confirmed']);
export type FibonacciLegKind = z.infer<typeof fibonacciLegSchema>;

/**
 * `GET /api/fibonacci-levels/{symbol}` (ours; the spec lists the screen with no route): the levels of the symbol's
 * current move or last major swing (the zigzag at swing strength 10; `leg` says which and `description` says it in
 * words), retracements then extensions; `swing` is null (and `levels` empty) when the symbol has no confirmed swing
 * yet. Adjusted prices; `candles` from before the swing's start to the latest session, for the chart.
 */
export const fibonacciLevelsResponseSchema = z.object({
  symbol: z.string(),
  date: z.string(),
  close: z.number(),
  swing: z
    .object({
      direction: z.enum(['up', 'down']),
      start: swingEndSchema,
      end: swingEndSchema,
      leg: fibonacciLegSchema,
      description: z.string(),
    })
    .nullable(),
  levels: z.array(fibonacciLevelSchema),
  candles: candlesSchema,
});
export type FibonacciLevelsResponse = z.infer<typeof fibonacciLevelsResponseSchema>;
