import { z } from 'zod';
import {
  BEARISH_PATTERNS,
  BULLISH_PATTERNS,
  INDECISION_PATTERNS,
  type PatternType,
} from '../patterns/pattern-names';

/**
 * A candlestick pattern on the stock page's chart: its name and type and every session it completes on, as
 * indexes of the answer's `dates`, ascending. Read on the adjusted prices by the detectors of the Candlestick
 * Patterns screen, so the chart and the screen agree on the latest session.
 */
export const stockPatternSchema = z.object({
  name: z.enum([...BULLISH_PATTERNS, ...BEARISH_PATTERNS, ...INDECISION_PATTERNS]),
  type: z.enum(['bullish', 'bearish', 'indecision'] as const satisfies readonly PatternType[]),
  sessions: z.array(z.number().int().nonnegative()),
});
export type StockPattern = z.infer<typeof stockPatternSchema>;
