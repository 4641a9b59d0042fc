import type { FiftyTwoWeekKind } from '@nepse/core';
import { z } from 'zod';

/** Core's kinds as the wire's words; a kind core adds or drops fails to compile here. */
const KINDS = {
  'new-high': 'new-high',
  'near-high': 'near-high',
  'near-low': 'near-low',
  'new-low': 'new-low',
} as const satisfies { [K in FiftyTwoWeekKind]: K };

/**
 * One row of `GET /api/52-week-high-low`: a listed equity that traded on the latest session, once for each kind that
 * holds against the sessions of the 365 days before it (adjusted prices; see docs/decisions/screen-manifest.md):
 * `new-high` (the day's high above the previous high), `near-high` (not a new high, the close at least 98 % of it),
 * `near-low`, `new-low` the same against the previous low. `ltp` is the latest traded close, `extreme` the previous
 * high or low the kind is measured against and `extremeDate` the latest session that made it; `sector` names the
 * symbol's sector from the spec's sector list (null when unknown), for the page's sector filter.
 */
export const fiftyTwoWeekRowSchema = z.object({
  symbol: z.string(),
  kind: z.enum(KINDS),
  ltp: z.number(),
  extreme: z.number(),
  extremeDate: z.iso.date(),
  sector: z.string().nullable(),
});
export type FiftyTwoWeekRow = z.infer<typeof fiftyTwoWeekRowSchema>;

/** The answer is a plain list, by symbol then kind; the data date travels in the `x-data-date` header. */
export const fiftyTwoWeekHighLowResponseSchema = z.array(fiftyTwoWeekRowSchema);
export type FiftyTwoWeekHighLowResponse = z.infer<typeof fiftyTwoWeekHighLowResponseSchema>;
