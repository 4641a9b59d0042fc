import { defaultIndicatorRule, defaultPatternRule, INDICATOR_RULES } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import {
  capitalProblem,
  dateRangeProblem,
  priceExitProblem,
  ruleFieldProblems,
  rulesProblem,
} from './strategy-checks';

/** Dates written as the AD pages write them. */
const writeAd = (date: string) => formatDate(date, 'ad');

const SMA = defaultIndicatorRule(INDICATOR_RULES[0]!, 'buy');

describe('the page checks of what is typed', () => {
  it('marks a period the server would refuse by its label on the card', () => {
    for (const value of ['abc', '-5', '2.5', '0', '5000']) {
      expect(ruleFieldProblems({ ...SMA, value }, 'buy')).toEqual({
        value: 'Period must be a whole number from 1 to 2000',
      });
    }
    expect(ruleFieldProblems({ ...SMA, name: 'SMA 2', value: ' 50 ' }, 'buy')).toEqual({});
    expect(ruleFieldProblems(defaultPatternRule('Hammer', 'buy'), 'buy')).toEqual({});
  });

  it('names the side and the rule of the first wrong field', () => {
    const rules = [SMA, { ...SMA, name: 'SMA 2', value: 'abc' }];
    expect(rulesProblem(rules, 'buy')).toBe(
      'Buy rule "SMA 2": Period must be a whole number from 1 to 2000.',
    );
    expect(rulesProblem([SMA], 'sell')).toBeUndefined();
  });

  it("marks a Williams %R level outside -100 to 0 as the server's message does", () => {
    const williams = defaultIndicatorRule(INDICATOR_RULES.at(-1)!, 'sell');
    expect(williams.name).toBe('WILLIAMS %R');
    for (const wr_value of ['5', '-101', '0.1', 'abc', '']) {
      expect(rulesProblem([{ ...williams, wr_value }], 'sell')).toBe(
        'Sell rule "WILLIAMS %R": %R value must be a number at least -100 and at most 0.',
      );
    }
    for (const wr_value of ['0', '-100', '-50.5']) {
      expect(ruleFieldProblems({ ...williams, wr_value }, 'sell')).toEqual({});
    }
  });

  it('takes a capital above 0 up to the server bound', () => {
    expect(capitalProblem('250000')).toBeUndefined();
    expect(capitalProblem(' 1e3 ')).toMatch(/^Initial capital must be/);
    for (const text of ['', '0', '-5', 'abc', '2000000000000']) expect(capitalProblem(text)).toBeDefined();
  });

  it('takes an empty exit as off and a percentage within the exit range', () => {
    expect(priceExitProblem('stopLossPercent', '')).toBeUndefined();
    expect(priceExitProblem('stopLossPercent', '7.5')).toBeUndefined();
    expect(priceExitProblem('stopLossPercent', '100')).toBe(
      'Stop-loss must be a percentage above 0 and below 100, or empty for none',
    );
    expect(priceExitProblem('takeProfitPercent', '1000')).toBeUndefined();
    expect(priceExitProblem('takeProfitPercent', '1001')).toMatch(/at most 1000/);
    expect(priceExitProblem('trailingStopPercent', '0')).toMatch(/^Trailing stop must be/);
  });

  it('refuses From after To in words, and takes one day', () => {
    expect(dateRangeProblem('2025-06-23', '2025-01-01', writeAd)).toBe(
      'From (2025-06-23) is after To (2025-01-01): pick a From on or before To.',
    );
    expect(dateRangeProblem('2025-01-01', '2025-01-01', writeAd)).toBeUndefined();
    // In BS the dates read as the fields show them: 23 June 2025 is Asar 9, 2082; 1 January 2025 Poush 17, 2081.
    expect(dateRangeProblem('2025-06-23', '2025-01-01', (date) => formatDate(date, 'bs'))).toBe(
      'From (2082-03-09) is after To (2081-09-17): pick a From on or before To.',
    );
  });

  it("checks a filter's fields: optional bounds may be empty, a lower bound above the upper is marked at it", () => {
    expect(ruleFieldProblems({ name: 'price', min: '', max: '' }, 'buy')).toEqual({});
    expect(ruleFieldProblems({ name: 'price 2', min: '100', max: '50' }, 'sell')).toEqual({
      max: 'Max price must be at least Min price',
    });
    expect(ruleFieldProblems({ name: 'volume-ratio', multiple: '0', sessions: '' }, 'buy')).toEqual({
      multiple: 'Multiple must be a number above 0 and at most 1000',
      sessions: 'Sessions must be a whole number from 1 to 2000',
    });
    expect(rulesProblem([{ name: 'price' }, { name: 'price 2', min: 'ten' }], 'buy')).toBe(
      'Buy rule "Price 2": Min price must be a number at least 0.',
    );
  });
});
