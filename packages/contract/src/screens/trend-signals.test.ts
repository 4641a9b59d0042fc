import { describe, expect, it } from 'vitest';
import { trendSignalsResponseSchema } from './trend-signals';

const RECORD = {
  symbol: 'NABIL',
  positiveSignals: ['Close above SMA 20', 'Supertrend (10, 3) up'],
  negativeSignals: ['RSI 14 overbought (at or above 70)'],
  ltp: 512.3,
  sector: 'Commercial Bank',
};

describe('the trend signals answer', () => {
  it("is the spec's plain list of records, with the listed texts on their side", () => {
    expect(trendSignalsResponseSchema.parse([RECORD])).toEqual([RECORD]);
    expect(trendSignalsResponseSchema.parse([])).toEqual([]);
  });

  it('refuses a text that is not a check, or one on the wrong side', () => {
    expect(trendSignalsResponseSchema.safeParse([{ ...RECORD, positiveSignals: ['Buy now'] }]).success).toBe(
      false,
    );
    expect(
      trendSignalsResponseSchema.safeParse([{ ...RECORD, negativeSignals: ['Close above SMA 20'] }]).success,
    ).toBe(false);
  });
});
