import { describe, expect, it } from 'vitest';
import { conditionProblems, scanProblem } from './condition-problems';
import { describeCondition } from './condition-sentence';

describe("a condition's fields as typed", () => {
  it('takes a filter with its optional bounds empty, and marks a bound that is no number', () => {
    expect(conditionProblems({ filter: 'price', min: '', max: '' })).toEqual({});
    expect(conditionProblems({ filter: 'price', min: 'ten', max: '' })).toEqual({
      min: 'Min price must be a number at least 0',
    });
  });

  it('marks a lower bound above the upper one at the upper, equal bounds taken', () => {
    expect(conditionProblems({ filter: 'change-percent', min: '5', max: '2' })).toEqual({
      max: 'Max change % must be at least Min change %',
    });
    expect(conditionProblems({ filter: 'change-percent', min: '5', max: '5' })).toEqual({});
  });

  it("checks a required field and an indicator rule's fields against their bounds", () => {
    expect(conditionProblems({ filter: 'volume-ratio', multiple: '0', sessions: '7' })).toEqual({
      multiple: 'Multiple must be a number above 0 and at most 1000',
    });
    expect(conditionProblems({ filter: 'breakout', lookback: '', within: '5' })).toEqual({
      lookback: 'Look-back must be a whole number from 1 to 2000',
    });
    expect(
      conditionProblems({ name: 'RSI', condition: '>', rsi_length: '14', rsi_value: '101', source: 'close' }),
    ).toEqual({ rsi_value: 'RSI value must be a number at least 0 and at most 100' });
    expect(conditionProblems({ name: 'Hammer', pattern_type: 'bullish' })).toEqual({});
  });

  it("names the first wrong condition by its place for the Scan button's message", () => {
    expect(
      scanProblem([
        { filter: 'price', min: '1', max: '' },
        { filter: 'volume-ratio', multiple: '-1', sessions: '7' },
      ]),
    ).toBe('Condition 2: Multiple must be a number above 0 and at most 1000.');
    expect(scanProblem([{ filter: 'price', min: '1', max: '' }])).toBeUndefined();
  });
});

describe("a condition's sentence", () => {
  it("reads the declaration's sentence with the scan's opening", () => {
    expect(describeCondition({ filter: 'range-width', percent: '8', sessions: '20' })).toBe(
      'Lists a stock when the closes of the last 20 sessions, this one included, span at most 8 % of their lowest.',
    );
    expect(
      describeCondition({
        name: 'SMA',
        condition: '>',
        trigger: 'starts',
        value: '200',
        source: 'close',
        sma_source: 'close',
      }),
    ).toBe('Lists a stock on the session the close goes above SMA 200 of the close.');
    expect(describeCondition({ name: 'Morning Star', pattern_type: 'bullish' })).toBe(
      'Lists a stock when a Morning Star completes on the session.',
    );
    expect(describeCondition({ name: 'Bearish', pattern_type: 'bearish', general_pattern: true })).toBe(
      'Lists a stock when any bearish pattern completes on the session.',
    );
  });

  it('asks for the correction while a field is wrong', () => {
    expect(describeCondition({ filter: 'price', min: 'x', max: 'y' })).toBe(
      'Correct the marked fields to read this condition.',
    );
  });
});
