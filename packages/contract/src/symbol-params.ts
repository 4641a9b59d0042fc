import { z } from 'zod';
import { SYMBOL_REQUIRED_MESSAGE } from './messages';

/** A symbol as a path or query sends it: any case, read trimmed and in capitals; blank is refused. */
export const symbolTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, SYMBOL_REQUIRED_MESSAGE)
  .describe('A listed symbol (NABIL) in any case; NEPSE for the index where the screen takes it.');

/** The path of the one-symbol routes (`/api/stock/:symbol`, the bars, the levels screens). */
export const symbolParamsSchema = z.object({ symbol: symbolTextSchema });
