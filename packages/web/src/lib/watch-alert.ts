import { RATING_BANDS } from '@nepse/contract';
import { z } from 'zod';

/**
 * An alert on one stock of a watchlist, kept in the browser with the lists. Each kind keeps what it last saw, so
 * that it fires when something changes rather than on every check: a price alert its last price, a scan or pattern
 * alert the session it last fired on, a rating alert the last rating.
 */
export const watchAlertSchema = z.discriminatedUnion('kind', [
  z.object({
    id: z.string().min(1),
    symbol: z.string().min(1),
    kind: z.literal('price'),
    direction: z.enum(['above', 'below']),
    level: z.number().positive(),
    lastPrice: z.number().optional(),
  }),
  z.object({
    id: z.string().min(1),
    symbol: z.string().min(1),
    kind: z.literal('scan'),
    /** The scan's name as the person gave it. */
    name: z.string().min(1),
    /** The scan as the Scanner page's address query writes it. */
    search: z.string().min(1),
    firedOn: z.string().optional(),
  }),
  z.object({
    id: z.string().min(1),
    symbol: z.string().min(1),
    kind: z.literal('pattern'),
    /** The pattern's name; none for any pattern. */
    pattern: z.string().optional(),
    firedOn: z.string().optional(),
  }),
  z.object({
    id: z.string().min(1),
    symbol: z.string().min(1),
    kind: z.literal('rating'),
    band: z.enum(RATING_BANDS).optional(),
  }),
]);
export type WatchAlert = z.infer<typeof watchAlertSchema>;
export type WatchAlertKind = WatchAlert['kind'];
/** A technical rating as the gauge names it. */
export type RatingBand = (typeof RATING_BANDS)[number];

/** An alert that fired, as the Watchlist page lists it: numbered in firing order, with the time it fired. */
export const firedAlertSchema = z.object({ id: z.number().int(), at: z.string(), text: z.string() });
export type FiredAlert = z.infer<typeof firedAlertSchema>;
