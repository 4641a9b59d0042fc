import { z } from 'zod';
import { BEARISH_SIGNAL_TEXTS, BULLISH_SIGNAL_TEXTS } from './trend-signal-texts';

/**
 * One record of `GET /api/trend-signals/`: a listed equity that traded on the latest session, with the fixed
 * texts of core's trend checks that hold on it, bullish in `positiveSignals`, bearish in `negativeSignals`.
 * Beyond the spec, `ltp` is its latest traded close and `sector` names its sector from the spec's sector list
 * (null when unknown).
 */
export const trendSignalSchema = z.object({
  symbol: z.string(),
  positiveSignals: z.array(z.enum(BULLISH_SIGNAL_TEXTS)),
  negativeSignals: z.array(z.enum(BEARISH_SIGNAL_TEXTS)),
  ltp: z.number(),
  sector: z.string().nullable(),
});
export type TrendSignal = z.infer<typeof trendSignalSchema>;

/** The answer is the spec's plain list, by symbol; the data date travels in the `x-data-date` header. */
export const trendSignalsResponseSchema = z.array(trendSignalSchema);
export type TrendSignalsResponse = z.infer<typeof trendSignalsResponseSchema>;
