import { describe, expect, it } from 'vitest';
import { buyShare, gaugeBand } from './rating-gauge';
import { type SummaryRating, summaryRating, summaryValue } from './summary-rating';

/** The rule read straight off TradingView's ranges, on the value in exact fractions of 1000. */
function referenceRating(buy: number, sell: number, total: number): SummaryRating {
  const thousandths = Math.round(((buy - sell) * 1000) / total);
  if (thousandths < -500) return 'Strong Sell';
  if (thousandths < -100) return 'Sell';
  if (thousandths <= 100) return 'Neutral';
  if (thousandths <= 500) return 'Buy';
  return 'Strong Buy';
}

describe('TradingView summary rating', () => {
  it('reads 0 buy, 9 neutral, 2 sell as Sell, where the buy-share gauge reads Strong Sell', () => {
    const summary = { buy: 0, neutral: 9, sell: 2, total: 11 };
    expect(summaryValue(summary)).toBeCloseTo(-2 / 11, 12);
    expect(summaryRating(summary)).toBe('Sell');
    expect(gaugeBand(buyShare(summary))).toBe('Strong Sell');
  });

  it('keeps the bounds: 0.1 and -0.1 Neutral, 0.5 Buy, -0.5 Sell', () => {
    expect(summaryRating({ buy: 1, sell: 0, neutral: 9, total: 10 })).toBe('Neutral');
    expect(summaryRating({ buy: 0, sell: 1, neutral: 9, total: 10 })).toBe('Neutral');
    expect(summaryRating({ buy: 1, sell: 0, neutral: 1, total: 2 })).toBe('Buy');
    expect(summaryRating({ buy: 0, sell: 1, neutral: 1, total: 2 })).toBe('Sell');
    expect(summaryRating({ buy: 2, sell: 0, neutral: 1, total: 3 })).toBe('Strong Buy');
    expect(summaryRating({ buy: 0, sell: 2, neutral: 1, total: 3 })).toBe('Strong Sell');
    expect(summaryRating({ buy: 3, sell: 2, neutral: 0, total: 5 })).toBe('Buy');
  });

  it('reads a missing summary or a zero total as Neutral at 0', () => {
    expect(summaryValue(undefined)).toBe(0);
    expect(summaryValue({ buy: 0, sell: 0, neutral: 0, total: 0 })).toBe(0);
    expect(summaryRating(null)).toBe('Neutral');
    expect(summaryRating({})).toBe('Neutral');
  });

  it('agrees with the ranges on every split of up to 26 votes', () => {
    for (let total = 1; total <= 26; total++) {
      for (let buy = 0; buy <= total; buy++) {
        for (let sell = 0; buy + sell <= total; sell++) {
          const summary = { buy, sell, neutral: total - buy - sell, total };
          expect(summaryRating(summary), `${buy}/${sell}/${total}`).toBe(referenceRating(buy, sell, total));
          expect(summaryValue(summary)).toBeCloseTo((buy - sell) / total, 12);
        }
      }
    }
  });
});
