import type { RatingSummary } from './rating-summary';

/** TradingView's five states of a summary value, from Strong Sell to Strong Buy. */
export type SummaryRating = 'Strong Sell' | 'Sell' | 'Neutral' | 'Buy' | 'Strong Buy';

/**
 * TradingView's summary value of a group's votes: (buy - sell) / total, from -1 (every vote sell) to +1 (every
 * vote buy); a missing summary or a zero total reads as 0.
 */
export function summaryValue(summary: Partial<RatingSummary> | null | undefined): number {
  const total = summary?.total ?? 0;
  if (total <= 0) return 0;
  return Math.min(1, Math.max(-1, ((summary?.buy ?? 0) - (summary?.sell ?? 0)) / total));
}

/**
 * TradingView's state of a summary value, as its Technical Ratings indicator reads it: from -0.1 to +0.1 (both
 * included) Neutral; beyond, up to 0.5 away (included) Buy or Sell; further Strong Buy or Strong Sell. The
 * gauge beside it bands the buy share instead, so neutral votes pull it towards Sell; this one weighs buys
 * against sells only. Compared on the counts so that a value on a bound (1 sell of 10) is not lost to rounding.
 */
export function summaryRating(summary: Partial<RatingSummary> | null | undefined): SummaryRating {
  const total = summary?.total ?? 0;
  if (total <= 0) return 'Neutral';
  const lead = (summary?.buy ?? 0) - (summary?.sell ?? 0);
  const distance = Math.abs(lead);
  if (distance * 10 <= total) return 'Neutral';
  if (distance * 2 <= total) return lead > 0 ? 'Buy' : 'Sell';
  return lead > 0 ? 'Strong Buy' : 'Strong Sell';
}
