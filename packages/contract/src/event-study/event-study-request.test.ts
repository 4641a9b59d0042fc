import { describe, expect, it } from 'vitest';
import { EVENT_STUDY_SCREEN_NAMES, trendSignalKeyOf } from './event-study-lists';
import { parseEventStudyRequest } from './event-study-request';

describe('parseEventStudyRequest', () => {
  it('names each studied screen as its API path does', () => {
    expect(EVENT_STUDY_SCREEN_NAMES).toEqual([
      'volatile-stocks',
      'breakout-stocks',
      'consolidating-stocks',
      'volume-shockers',
      '52-week-high-low',
    ]);
  });

  it('fills the defaults: since 2018-02-18 to the latest session, 1, 5, 10, 20 sessions, no costs', () => {
    expect(parseEventStudyRequest({ screen: 'volume-shockers' })).toEqual({
      ok: true,
      value: {
        list: { kind: 'screen', screen: 'volumeShockers' },
        from: '2018-02-18',
        to: null,
        horizons: [1, 5, 10, 20],
        costs: 'off',
      },
    });
  });

  it('reads each kind of list by its wire name', () => {
    const list = (body: object) => {
      const parsed = parseEventStudyRequest(body);
      return parsed.ok ? parsed.value.list : parsed.error;
    };
    expect(list({ screen: '52-week-high-low', kind: 'near-low' })).toEqual({
      kind: 'fifty-two-week',
      fiftyTwoWeek: 'near-low',
    });
    expect(list({ freshGroup: 'death-cross' })).toEqual({ kind: 'fresh-group', group: 'death-cross' });
    expect(list({ pattern: 'Bullish Engulfing' })).toEqual({ kind: 'pattern', pattern: 'bullish-engulfing' });
    expect(list({ trendSignal: 'RSI 14 overbought (at or above 70)' })).toEqual({
      kind: 'trend-signal',
      signal: 'rsi-overbought',
    });
    expect(
      list({
        scan: {
          conditions: [{ name: 'Bullish Engulfing', pattern_type: 'bullish' }],
          match: 'any',
          sector: 4,
        },
      }),
    ).toMatchObject({
      kind: 'scan',
      scan: { match: 'any', sector: '4', rules: [{ kind: 'pattern', name: 'Bullish Engulfing' }] },
    });
    expect(trendSignalKeyOf('Close above SMA 20')).toBe('close-above-sma-20');
    expect(trendSignalKeyOf('close above sma 20')).toBeUndefined();
  });

  it('sorts the horizons and drops a repeated one; reads them from text', () => {
    const parsed = parseEventStudyRequest({ pattern: 'Doji', horizons: ['20', 5, 5, 1], costs: 'today' });
    expect(parsed.ok && parsed.value).toMatchObject({ horizons: [1, 5, 20], costs: 'today' });
  });

  it.each([
    [{ screen: 'volume-shockers', horizons: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 'Horizons (horizons)'],
    [{ screen: 'volume-shockers', horizons: [251] }, 'Horizons (horizons)'],
    [{ screen: 'volume-shockers', horizons: [1.5] }, 'Horizons (horizons)'],
    [{ screen: 'volume-shockers', kind: 'new-high' }, 'Kind (kind) applies to the 52-week screen only'],
    [{ pattern: 'Doji', kind: 'new-high' }, 'Kind (kind) applies to the 52-week screen only'],
    [{ screen: 'volume-shockers', from: '2020-1-1' }, 'From (from) is not a date YYYY-MM-DD'],
    [{ screen: 'volume-shockers', to: '2017-01-01' }, 'From (2018-02-18) is after To (2017-01-01)'],
  ])('refuses %j naming the field', (body, words) => {
    const parsed = parseEventStudyRequest(body);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(words);
  });
});
