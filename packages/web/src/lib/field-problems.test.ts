import { FILTER_TABLE, indicatorRuleDefinition } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems';

const valuesOf = (values: Record<string, string>) => (field: { key: string }) => values[field.key];

describe("a rule's or a filter's fields as typed", () => {
  it('skips an optional bound left empty and marks the upper bound under the lower', () => {
    const fields = FILTER_TABLE['change-percent'].fields;
    expect(fieldProblems(fields, valuesOf({ min: '', max: ' ' }))).toEqual({});
    expect(fieldProblems(fields, valuesOf({ min: '-2', max: '-3' }))).toEqual({
      max: 'Max change % must be at least Min change %',
    });
    expect(fieldProblems(fields, valuesOf({ min: '-2', max: '-2' }))).toEqual({});
    // A bound that is no number is its own problem; the order of the bounds is not judged then.
    expect(fieldProblems(fields, valuesOf({ min: 'x', max: '-3' }))).toEqual({
      min: 'Min change % must be a number at least -100',
    });
  });

  it("marks a required field left empty, and an indicator rule's fields by their labels", () => {
    expect(fieldProblems(FILTER_TABLE.turnover.fields, valuesOf({ min: '' }))).toEqual({
      min: 'Min turnover (Rs) must be a number at least 0',
    });
    const rsi = indicatorRuleDefinition('RSI');
    expect(
      fieldProblems(
        rsi?.fields ?? [],
        valuesOf({ trigger: 'while', rsi_length: '0', rsi_value: '50', source: 'close' }),
      ),
    ).toEqual({ rsi_length: 'RSI length must be a whole number from 1 to 2000' });
  });
});
