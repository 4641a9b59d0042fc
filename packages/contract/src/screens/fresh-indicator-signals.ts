import { z } from 'zod';

/**
 * One stock of a group of `GET /api/fresh-indicator-signals/`: a listed equity whose event happened on the
 * latest session; `ltp` is that session's traded close, `change` and `changePercent` its move from the
 * previous close on adjusted prices (a bonus issue is no drop). Beyond the spec, `sector` names the symbol's
 * sector from the spec's sector list (null when unknown), for the page's sector filter.
 */
export const freshSignalStockSchema = z.object({
  stockSymbol: z.string(),
  ltp: z.number(),
  change: z.number(),
  changePercent: z.number(),
  sector: z.string().nullable(),
});
export type FreshSignalStock = z.infer<typeof freshSignalStockSchema>;

/**
 * A group: an event of the latest session (core's FRESH_SIGNAL_GROUPS key and name), its stocks by symbol.
 */
export const freshSignalGroupSchema = z.object({
  key: z.string(),
  name: z.string(),
  stocks: z.array(freshSignalStockSchema),
});
export type FreshSignalGroup = z.infer<typeof freshSignalGroupSchema>;

/**
 * The answer: the latest session's date (ISO; null on a market without sessions) and every group in core's
 * FRESH_SIGNAL_GROUPS order, empty ones included.
 */
export const freshIndicatorSignalsResponseSchema = z.object({
  date: z.string().nullable(),
  signals: z.array(freshSignalGroupSchema),
});
export type FreshIndicatorSignalsResponse = z.infer<typeof freshIndicatorSignalsResponseSchema>;
