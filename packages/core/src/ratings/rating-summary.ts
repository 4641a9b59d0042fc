import type { RatingAction } from './vote-rules';

/** The count of a group's votes by action (spec: `summary {buy, sell, neutral, total}`); total = the three. */
export interface RatingSummary {
  readonly buy: number;
  readonly sell: number;
  readonly neutral: number;
  readonly total: number;
}

/** Counts the votes cast; a vote not cast (null: its indicator still warming up) is left out, as Pine's `na`. */
export function summarizeVotes(actions: Iterable<RatingAction | null>): RatingSummary {
  let buy = 0;
  let sell = 0;
  let neutral = 0;
  for (const action of actions) {
    if (action === 'BUY') buy++;
    else if (action === 'SELL') sell++;
    else if (action === 'NEUTRAL') neutral++;
  }
  return { buy, sell, neutral, total: buy + sell + neutral };
}

/** The summary of two groups together (the overall gauge). */
export function addSummaries(a: RatingSummary, b: RatingSummary): RatingSummary {
  return {
    buy: a.buy + b.buy,
    sell: a.sell + b.sell,
    neutral: a.neutral + b.neutral,
    total: a.total + b.total,
  };
}
