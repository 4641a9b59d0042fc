import {
  defaultFilterRule,
  defaultIndicatorRule,
  defaultPatternRule,
  type FilterDefinition,
  filterDefinition,
  INDICATOR_RULES,
  type IndicatorRuleDefinition,
  indicatorRuleDefinition,
} from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import {
  addRule,
  addRuleCopy,
  clearRuleField,
  hasCopies,
  type RuleKind,
  removeRule,
  requestRuleName,
  ruleKindOf,
  ruleTitle,
  setRuleField,
  toggleRule,
} from './rule-list';

const definition = (name: string) => indicatorRuleDefinition(name) as IndicatorRuleDefinition;
const SMA = definition('SMA');
const RSI = definition('RSI');
const SMA_KIND: RuleKind = { kind: 'indicator', definition: SMA };
const PRICE = filterDefinition('price') as FilterDefinition;
const PRICE_KIND: RuleKind = { kind: 'filter', definition: PRICE };

describe('the rule list of a strategy side', () => {
  it('appends a rule whose name is new', () => {
    const rules = addRule([defaultIndicatorRule(SMA, 'buy')], defaultIndicatorRule(RSI, 'buy'));
    expect(rules.map((r) => r.name)).toEqual(['SMA', 'RSI']);
  });

  it('replaces a rule whose name exists, in its place', () => {
    const start = [defaultIndicatorRule(SMA, 'buy'), defaultIndicatorRule(RSI, 'buy')];
    const rules = addRule(start, { ...defaultIndicatorRule(SMA, 'buy'), value: '50' });
    expect(rules.map((r) => [r.name, r.value])).toEqual([
      ['SMA', '50'],
      ['RSI', undefined],
    ]);
    expect(start[0]?.value).toBe('20');
  });

  it('removes by name, and removing an absent name changes nothing', () => {
    const start = [defaultIndicatorRule(SMA, 'sell'), defaultPatternRule('Hammer', 'sell')];
    expect(removeRule(start, 'SMA')).toEqual([
      { name: 'Hammer', pattern_type: 'bullish', condition: 'exit' },
    ]);
    expect(removeRule(start, 'MACD')).toEqual(start);
  });

  it('ticks every indicator in with its spec defaults and unticks it out', () => {
    let rules = [defaultIndicatorRule(SMA, 'buy')];
    for (const d of INDICATOR_RULES) rules = toggleRule(rules, defaultIndicatorRule(d, 'buy'), true);
    expect(rules.map((r) => r.name)).toEqual(INDICATOR_RULES.map((d) => d.name));
    expect(rules.find((r) => r.name === 'BOLLINGER BANDS')).toEqual({
      name: 'BOLLINGER BANDS',
      condition: '<',
      trigger: 'while',
      bb_length: '20',
      bb_mult: '2',
      source: 'close',
      bb_indicator: 'BB Low',
    });
    for (const d of INDICATOR_RULES) rules = toggleRule(rules, defaultIndicatorRule(d, 'buy'), false);
    expect(rules).toEqual([]);
  });

  it('keeps numbers as typed text when a field is edited, and can drop a field', () => {
    const start = [defaultIndicatorRule(SMA, 'buy'), defaultPatternRule('Hammer', 'sell')];
    const edited = setRuleField(start, 'SMA', 'value', '2O');
    expect(edited[0]).toEqual({
      name: 'SMA',
      condition: '>',
      trigger: 'while',
      value: '2O',
      source: 'close',
      sma_source: 'close',
    });
    expect(edited[1]).toBe(start[1]);
    expect(clearRuleField(start, 'Hammer', 'condition')[1]).toEqual({
      name: 'Hammer',
      pattern_type: 'bullish',
    });
  });
});

describe("the SMA card's plus button", () => {
  it('adds SMA 2, then SMA 3, with the side defaults, filling a freed number first', () => {
    let rules = addRuleCopy([defaultIndicatorRule(SMA, 'sell')], SMA_KIND, 'sell');
    expect(rules[1]).toEqual({
      name: 'SMA 2',
      condition: '<',
      trigger: 'while',
      value: '20',
      source: 'close',
      sma_source: 'close',
    });
    rules = addRuleCopy(rules, SMA_KIND, 'sell');
    expect(rules.map((r) => r.name)).toEqual(['SMA', 'SMA 2', 'SMA 3']);
    rules = addRuleCopy(removeRule(rules, 'SMA 2'), SMA_KIND, 'sell');
    expect(rules.map((r) => r.name)).toEqual(['SMA', 'SMA 3', 'SMA 2']);
  });

  it('leaves the copies alone when SMA is unticked, and they are sent under the name SMA', () => {
    const rules = addRuleCopy([defaultIndicatorRule(SMA, 'buy')], SMA_KIND, 'buy');
    expect(toggleRule(rules, defaultIndicatorRule(SMA, 'buy'), false).map((r) => r.name)).toEqual(['SMA 2']);
    expect(ruleKindOf('SMA 2')).toEqual(SMA_KIND);
    expect(requestRuleName('SMA 2')).toBe('SMA');
    expect(requestRuleName('SMA CROSSOVER')).toBe('SMA CROSSOVER');
    expect(requestRuleName('Hammer')).toBe('Hammer');
    expect(ruleKindOf('Bullish 2')).toBeUndefined();
    expect(ruleKindOf('Hammer')).toBeUndefined();
    expect(hasCopies(SMA_KIND)).toBe(true);
    expect(hasCopies({ kind: 'indicator', definition: RSI })).toBe(false);
  });
});

describe('filters as rules of a side', () => {
  it('reads a filter and its numbered copies, titled by its label and sent under its name', () => {
    expect(ruleKindOf('price')).toEqual(PRICE_KIND);
    expect(ruleKindOf('price 2')).toEqual(PRICE_KIND);
    expect(ruleKindOf('volume-ratio 3')?.definition.name).toBe('volume-ratio');
    expect(requestRuleName('price 2')).toBe('price');
    expect(requestRuleName('volume-ratio')).toBe('volume-ratio');
    expect(ruleTitle('price')).toBe('Price');
    expect(ruleTitle('price 2')).toBe('Price 2');
    expect(ruleTitle('volume-ratio')).toBe('Volume ratio');
    expect(ruleTitle('SMA 2')).toBe('SMA 2');
    expect(ruleKindOf('pricey')).toBeUndefined();
  });

  it("adds a copy of a filter at its defaults, an optional bound empty, from its card's plus button", () => {
    expect(hasCopies(PRICE_KIND)).toBe(true);
    const rules = addRuleCopy([{ name: 'price', min: '100', max: '' }], PRICE_KIND, 'sell');
    expect(rules).toEqual([
      { name: 'price', min: '100', max: '' },
      { name: 'price 2', min: '', max: '' },
    ]);
    expect(defaultFilterRule(filterDefinition('volume-ratio') as FilterDefinition, 'buy')).toEqual({
      name: 'volume-ratio',
      multiple: '2',
      sessions: '7',
    });
  });
});
