import { describe, expect, it } from 'vitest';
import { MAX_SCAN_CONDITIONS, parseScanRequest } from './scan-request';

const error = (body: unknown) => {
  const read = parseScanRequest(body);
  return read.ok ? undefined : read.error;
};

describe('a scan request', () => {
  it('reads filters and rules in order, all by default, the latest session and every stock when absent', () => {
    const read = parseScanRequest({
      conditions: [
        { filter: 'volume-ratio', multiple: '2', sessions: 7 },
        { name: 'RSI', condition: '>', rsi_length: '14', rsi_value: 60, source: 'close' },
        { name: 'Bullish Engulfing', pattern_type: 'bullish' },
      ],
    });
    expect(read).toEqual({
      ok: true,
      value: {
        conditions: [
          { kind: 'filter', name: 'volume-ratio', params: { multiple: 2, sessions: 7 } },
          {
            kind: 'indicator',
            name: 'RSI',
            condition: '>',
            params: { trigger: 'while', rsi_length: 14, rsi_value: 60, source: 'close' },
          },
          { kind: 'pattern', name: 'Bullish Engulfing', type: 'bullish', condition: 'entry' },
        ],
        match: 'all',
        sector: '0',
        date: null,
      },
    });
  });

  it('takes any, a sector id as number or text, and a session date', () => {
    const read = parseScanRequest({
      conditions: [{ filter: 'price' }],
      match: 'any',
      sector: 4,
      date: '2025-06-26',
    });
    expect(read.ok && read.value).toMatchObject({ match: 'any', sector: '4', date: '2025-06-26' });
  });

  it('names a bad condition by its position and title, and the field by its label', () => {
    expect(error({ conditions: [{ filter: 'price' }, { filter: 'volume-ratio', sessions: 'x' }] })).toBe(
      'Condition 2 "Volume ratio": Sessions must be a whole number from 1 to 2000, got "x"',
    );
    expect(error({ conditions: [{ filter: 'rs-rating', min: 80 }] })).toBe(
      'Condition 1: unknown filter "rs-rating"',
    );
    expect(error({ conditions: [{ name: 'SMA', value: 0 }] })).toBe(
      'Condition 1 "SMA": Period must be a whole number from 1 to 2000, got 0',
    );
    expect(error({ conditions: [{ filter: 'price' }, { name: 'Hammer', condition: 'later' }] })).toBe(
      'Condition 2 "Hammer": condition must be exit or absent, got "later"',
    );
    expect(error({ conditions: [{ name: 'NOPE' }] })).toBe('Condition 1: unknown rule "NOPE"');
  });

  it('refuses no conditions, too many, a bad match and a date that is not YYYY-MM-DD', () => {
    expect(error({ conditions: [] })).toBe('At least one condition is required.');
    const many = Array.from({ length: MAX_SCAN_CONDITIONS + 1 }, () => ({ filter: 'price' }));
    expect(error({ conditions: many })).toBe(
      `At most ${MAX_SCAN_CONDITIONS} conditions, got ${MAX_SCAN_CONDITIONS + 1}.`,
    );
    expect(error({ conditions: [{ filter: 'price' }], match: 'some' })).toBe(
      'Match (match) must be all or any, got "some"',
    );
    expect(error({ conditions: [{ filter: 'price' }], date: '2025-02-30' })).toBe(
      'Session (date) must be a date YYYY-MM-DD, got "2025-02-30"',
    );
    expect(error({ conditions: [{ filter: 'price' }], date: '26/06/2025' })).toBe(
      'Session (date) must be a date YYYY-MM-DD, got "26/06/2025"',
    );
  });

  it('refuses a body of the wrong shape with the field path', () => {
    expect(error({ conditions: 'price' })).toMatch(/^Invalid scan request: conditions: /);
    expect(error({ conditions: [7] })).toMatch(/^Invalid scan request: conditions\.0: /);
  });
});
