import type { RatingSummary } from './rating-summary';

/** The gauge's bands, lowest first, each up to its bound of the buy share, with their tick labels. */
export const GAUGE_BANDS = [
  { name: 'Strong Sell', tick: 'SS', upTo: 20 },
  { name: 'Sell', tick: 'S', upTo: 40 },
  { name: 'Neutral', tick: 'N', upTo: 60 },
  { name: 'Buy', tick: 'B', upTo: 80 },
  { name: 'Strong Buy', tick: 'SB', upTo: 100 },
] as const;

export type GaugeBand = (typeof GAUGE_BANDS)[number]['name'];

/** `value` clamped to 0..100, the gauge's scale; NaN reads as 0. */
function clampShare(value: number): number {
  return Number.isNaN(value) ? 0 : Math.min(100, Math.max(0, value));
}

/**
 * The gauge's value: buy / total x 100, clamped to 0..100; a missing summary, missing counts or a zero total
 * read as 0.
 */
export function buyShare(summary: Partial<RatingSummary> | null | undefined): number {
  const buy = summary?.buy ?? 0;
  const total = summary?.total ?? 0;
  return total > 0 ? clampShare((buy / total) * 100) : 0;
}

/** The band of a buy share: up to 20 Strong Sell, up to 40 Sell, up to 60 Neutral, up to 80 Buy, above Strong Buy. */
export function gaugeBand(share: number): GaugeBand {
  const value = clampShare(share);
  return GAUGE_BANDS.find((band) => value <= band.upTo)?.name ?? 'Strong Buy';
}

/** The needle's angle in degrees, -90 (0, all the way left) to +90 (100), for a buy share. */
export function needleAngle(share: number): number {
  return -90 + clampShare(share) * 1.8;
}
