import type { EventHorizon, EventStudyResponse } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { studyCaveats, studySentence } from './study-sentence';

const stats = (mean: number | null, hitRate: number | null, count = 10) => ({
  count,
  mean,
  median: mean,
  hitRate,
});

function horizon(
  h: number,
  mean: number | null,
  base: number | null,
  hitRate: number | null,
  count = 10,
): EventHorizon {
  return {
    h,
    ...stats(mean, hitRate, count),
    ciLow: mean,
    ciHigh: mean,
    sampled: count,
    base: stats(base, 50, 100),
    excess: mean === null || base === null ? null : mean - base,
    nonOverlapping: stats(mean, hitRate, count),
  };
}

function study(horizons: EventHorizon[], from: string | null = '2018-02-18'): EventStudyResponse {
  return {
    list: 'Volume Shockers',
    from,
    to: '2026-11-23',
    costs: 'off',
    events: 10,
    eventSessions: 5,
    sessions: 2000,
    resamples: 2000,
    horizons,
    years: [],
    caveats: ['Windows overlap.'],
  };
}

describe('the sentence of a study', () => {
  it('reads the 5-session horizon: the mean, the base, the hit rate, since the first year', () => {
    const sentence = studySentence(
      study([horizon(1, 0.4, 0.1, 51), horizon(5, 1.234, 0.31, 53.6), horizon(10, 2, 1, 55)]),
    );
    expect(sentence).toBe(
      'Since 2018, stocks on this list rose 1.2 % on average over the next 5 sessions, against 0.3 % for all stocks; 54 % of them rose.',
    );
  });

  it('says "fell" for a negative mean, and reads the first horizon when 5 is missing', () => {
    expect(studySentence(study([horizon(1, -0.25, -0.04, 40)], '2020-01-01'))).toBe(
      'Since 2020, stocks on this list fell 0.3 % on average over the next session, against 0.0 % for all stocks; 40 % of them rose.',
    );
  });

  it('says there is nothing to report when no horizon has a return', () => {
    expect(studySentence(study([horizon(5, null, null, null, 0)]))).toMatch(/nothing to report/);
  });

  it('adds the subsampling caveat only when a horizon drew fewer returns than it had', () => {
    expect(studyCaveats(study([horizon(5, 1, 0, 50)]))).toEqual(['Windows overlap.']);
    const big = { ...horizon(5, 1, 0, 50, 80_000), sampled: 50_000 };
    expect(studyCaveats(study([big]))[1]).toBe(
      'Above 50,000 events, each of the 2,000 resamples of the 95 % interval draws 50,000 of them, not all.',
    );
  });
});
