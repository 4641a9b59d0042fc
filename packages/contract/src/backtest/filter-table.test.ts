import { describe, expect, it } from 'vitest';
import { PATTERN_NAMES } from '../patterns/pattern-names';
import { engineRuleOf } from './engine-rule';
import { FILTER_RULES } from './filter-table';
import { parseRule } from './parse-rule';
import { sentenceWords } from './rule-declaration';
import { INDICATOR_RULES } from './rule-table';

/** A filter rule at its defaults, as a strategy would carry it. */
const atDefaults = (name: string, fields: readonly { key: string; defaults: { buy: string } }[]) =>
  Object.fromEntries([['name', name], ...fields.map((f) => [f.key, f.defaults.buy])]);

describe('the filter table', () => {
  it('names no filter as a rule or a pattern is named', () => {
    const taken = new Set<string>([
      ...INDICATOR_RULES.map((r) => r.name),
      ...Object.values(PATTERN_NAMES),
      'Bullish',
      'Bearish',
    ]);
    for (const filter of FILTER_RULES) expect(taken.has(filter.name), filter.name).toBe(false);
  });

  it('reads every filter at its defaults as a back-test rule of its name, into the core filter of that kind', () => {
    for (const filter of FILTER_RULES) {
      const parsed = parseRule(atDefaults(filter.name, filter.fields), 'buy');
      if (!parsed.ok) throw new Error(parsed.error);
      expect(engineRuleOf(parsed.value, 'sell').kind, filter.name).toBe(filter.name);
    }
  });

  it('maps the fields to the engine: the screens are volume-ratio 2, 7, range-width 8, 20, breakout 50, 5', () => {
    const engine = (rule: Record<string, string | number>) => {
      const parsed = parseRule({ name: String(rule.name), ...rule }, 'buy');
      if (!parsed.ok) throw new Error(parsed.error);
      return engineRuleOf(parsed.value, 'buy');
    };
    expect(engine({ name: 'volume-ratio', multiple: 2, sessions: '7' })).toEqual({
      kind: 'volume-ratio',
      multiple: 2,
      sessions: 7,
    });
    expect(engine({ name: 'range-width', percent: '8', sessions: 20 })).toEqual({
      kind: 'range-width',
      percent: 8,
      sessions: 20,
    });
    expect(engine({ name: 'breakout', lookback: 50, within: 5 })).toEqual({
      kind: 'breakout',
      lookback: 50,
      within: 5,
    });
    expect(engine({ name: 'price', min: ' 100 ', max: '' })).toEqual({
      kind: 'price',
      min: 100,
      max: undefined,
    });
    expect(engine({ name: 'listed-sessions', min: 20 })).toEqual({ kind: 'listed-sessions', min: 20 });
  });

  it('refuses a field out of its bounds by its label, and bounds the wrong way round', () => {
    const problem = (rule: Record<string, string | number>) => {
      const parsed = parseRule({ name: String(rule.name), ...rule }, 'buy');
      return parsed.ok ? undefined : parsed.error;
    };
    expect(problem({ name: 'volume-ratio', multiple: 0 })).toBe(
      'Buy rule "volume-ratio": Multiple must be a number above 0 and at most 1000, got 0',
    );
    expect(problem({ name: 'breakout', lookback: '2.5' })).toBe(
      'Buy rule "breakout": Look-back must be a whole number from 1 to 2000, got "2.5"',
    );
    expect(problem({ name: 'price', min: 'ten' })).toBe(
      'Buy rule "price": Min price must be a number at least 0, got "ten"',
    );
    expect(problem({ name: 'price', min: 20, max: 10 })).toBe(
      'Buy rule "price": Min price (20) is above Max price (10)',
    );
    expect(problem({ name: 'change-percent', min: -5, max: -5 })).toBeUndefined();
  });

  it('says each filter in a sentence from its fields as typed', () => {
    const words = sentenceWords('buy', '>');
    const sentence = (name: string, texts: Record<string, string>) =>
      FILTER_RULES.find((f) => f.name === name)!.sentence(texts, words);
    expect(sentence('price', { min: '100', max: '' })).toBe('Buy when the traded close is at least Rs 100.');
    expect(sentence('price', { min: '', max: '' })).toBe('Buy when the traded close is any price.');
    expect(sentence('change-percent', { min: '-2', max: '3' })).toBe(
      'Buy when the change from the previous close is between -2 % and 3 %.',
    );
    expect(sentence('volume-ratio', { multiple: '2', sessions: '7' })).toBe(
      'Buy when the volume is at least 2 times the mean volume of the previous 7 sessions.',
    );
    for (const filter of FILTER_RULES) {
      const texts = Object.fromEntries(filter.fields.map((f) => [f.key, f.defaults.buy]));
      expect(filter.sentence(texts, words)).toMatch(/^Buy when .+\.$/);
      expect(filter.label.length, filter.name).toBeGreaterThan(0);
      expect(filter.valueLabel.length, filter.name).toBeGreaterThan(0);
    }
  });
});
