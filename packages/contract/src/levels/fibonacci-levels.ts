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
 * `GET /api/fibonacci-levels/{symbol}` (ours; the spec lists the screen with no route): the levels of the symbol's
 * last major swing (the zigzag's last leg at swing strength 10), retracements then extensions; `swing` is null
 * (and `levels` empty) when the symbol has no such swing yet. Adjusted prices; `candles` from before the swing's
 * start to the latest session, for the chart.
 */
export const fibonacciLevelsResponseSchema = z.object({
  symbol: z.string(),
  date: z.string(),
  close: z.number(),
  swing: z
    .object({ direction: z.enum(['up', 'down']), start: swingEndSchema, end: swingEndSchema })
    .nullable(),
  levels: z.array(fibonacciLevelSchema),
  candles: candlesSchema,
});
export type FibonacciLevelsResponse = z.infer<typeof fibonacciLevelsResponseSchema>;
