import type { Bars } from '../series';
import { buyShare, type GaugeBand, gaugeBand } from './rating-gauge';
import { ratingIndicators } from './rating-indicators';
import { addSummaries, type RatingSummary, summarizeVotes } from './rating-summary';
import { type RatingVotes, ratingVotesAt } from './rating-votes';

/** How many sessions the rating strip covers (ours: enough to see the rating turn). */
export const RATING_STRIP_SESSIONS = 20;

/** One session of the strip: the votes of both groups counted together, and the band of their buy share. */
export interface RatingStripSession {
  readonly date: number;
  readonly summary: RatingSummary;
  readonly band: GaugeBand;
}

/** The ratings of a symbol's latest session, each group's summary, and the strip of its last sessions. */
export interface TechnicalRatings extends RatingVotes {
  readonly movingAverageSummary: RatingSummary;
  readonly oscillatorSummary: RatingSummary;
  /** Oldest first, the latest session last. */
  readonly strip: readonly RatingStripSession[];
}

/** Both groups' summaries of one session's votes. */
function summaries(votes: RatingVotes): [RatingSummary, RatingSummary] {
  return [
    summarizeVotes(votes.movingAverages.map((v) => v.action)),
    summarizeVotes(votes.oscillators.map((v) => v.action)),
  ];
}

/**
 * TradingView's Technical Ratings of the last bar of `bars` (15 moving-average and 11 oscillator votes, rules in
 * `vote-rules.ts`), with the overall rating of each of the last `sessions` bars; undefined for empty bars. Votes
 * whose indicators are still warming up are not cast.
 */
export function technicalRatings(bars: Bars, sessions = RATING_STRIP_SESSIONS): TechnicalRatings | undefined {
  const n = bars.close.length;
  if (n === 0) return undefined;
  const indicators = ratingIndicators(bars);
  const latest = ratingVotesAt(indicators, n - 1);
  const [movingAverageSummary, oscillatorSummary] = summaries(latest);
  const strip: RatingStripSession[] = [];
  for (let i = Math.max(0, n - sessions); i < n; i++) {
    const summary = addSummaries(...summaries(i === n - 1 ? latest : ratingVotesAt(indicators, i)));
    strip.push({ date: bars.date[i]!, summary, band: gaugeBand(buyShare(summary)) });
  }
  return { ...latest, movingAverageSummary, oscillatorSummary, strip };
}
