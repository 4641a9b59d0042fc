import type { FreshSignalKey } from '@nepse/core';
import type { Comparator, Side } from '../backtest/rule-fields';
import { RULE_TABLE, type RuleName } from '../backtest/rule-table';
import { defaultIndicatorRule, type StrategyRule } from '../backtest/strategy-rule';

/** A back-test rule as a link writes it: its wire name and the fields it sets over its defaults, `condition` too. */
export interface LinkedRule {
  name: RuleName;
  fields: Readonly<Record<string, string>>;
}

/** The buy side's rule of a group: the rule's wire name, the fields that differ from its defaults, its condition. */
interface EntryRule {
  name: RuleName;
  fields: Readonly<Record<string, string>>;
  condition: Comparator;
}

const SMA_50_200 = { sma1_length: '50', sma2_length: '200' };
/** A level rule that fires on the session its relation starts, as the group's event does. */
const STARTS = { trigger: 'starts' };

/**
 * The back-test rule of each Fresh Indicator Signals group (docs/decisions/screens.md): the buy side is the event's
 * rule, the sell side its mirror (the other condition). The crossover rules fire on the crossing bar like the
 * event; the level rules (MACD, RSI, SMA, Supertrend, Bollinger) take `trigger: starts` so that they fire on the
 * bar their relation starts, the event itself, and MACD takes `zero_line: off` so that a cross of its signal
 * below zero counts, as the group lists it.
 */
const ENTRY_RULES: Readonly<Record<FreshSignalKey, EntryRule>> = {
  'golden-cross': { name: 'SMA CROSSOVER', fields: SMA_50_200, condition: '>' },
  'death-cross': { name: 'SMA CROSSOVER', fields: SMA_50_200, condition: '<' },
  'macd-cross-up': { name: 'MACD', fields: { ...STARTS, zero_line: 'off' }, condition: '>' },
  'macd-cross-down': { name: 'MACD', fields: { ...STARTS, zero_line: 'off' }, condition: '<' },
  'rsi-cross-up-30': { name: 'RSI', fields: { ...STARTS, rsi_value: '30' }, condition: '>' },
  'rsi-cross-down-70': { name: 'RSI', fields: { ...STARTS, rsi_value: '70' }, condition: '<' },
  'close-cross-up-sma200': { name: 'SMA', fields: { ...STARTS, value: '200' }, condition: '>' },
  'close-cross-down-sma200': { name: 'SMA', fields: { ...STARTS, value: '200' }, condition: '<' },
  // The Supertrend rule compares the line with the price: the line below it is the up-trend.
  'supertrend-up': { name: 'SUPERTREND', fields: STARTS, condition: '<' },
  'supertrend-down': { name: 'SUPERTREND', fields: STARTS, condition: '>' },
  'bollinger-cross-up-upper': {
    name: 'BOLLINGER BANDS',
    fields: { ...STARTS, bb_indicator: 'BB High' },
    condition: '>',
  },
  'bollinger-cross-down-lower': {
    name: 'BOLLINGER BANDS',
    fields: { ...STARTS, bb_indicator: 'BB Low' },
    condition: '<',
  },
  'stoch-rsi-cross-up': { name: 'STOCHASTIC RSI', fields: {}, condition: '>' },
  'stoch-rsi-cross-down': { name: 'STOCHASTIC RSI', fields: {}, condition: '<' },
};

/** Whether a text is the key of a Fresh Indicator Signals group ("golden-cross"). */
export function isFreshSignalKey(key: string): key is FreshSignalKey {
  return Object.hasOwn(ENTRY_RULES, key);
}

const MIRROR: Record<Comparator, Comparator> = { '>': '<', '<': '>' };

/** The group's back-test rule on a side, as a link writes it; undefined for a key that is no group. */
export function freshSignalLinkedRule(key: string, side: Side): LinkedRule | undefined {
  const entry = (ENTRY_RULES as Readonly<Record<string, EntryRule>>)[key];
  if (!entry) return undefined;
  const condition = side === 'buy' ? entry.condition : MIRROR[entry.condition];
  return { name: entry.name, fields: { ...entry.fields, condition } };
}

/** The group's back-test rule on a side as the back-test page holds it: the rule's defaults, then its fields. */
export function freshSignalStrategyRule(key: string, side: Side): StrategyRule | undefined {
  const linked = freshSignalLinkedRule(key, side);
  return (
    linked && {
      ...defaultIndicatorRule({ name: linked.name, ...RULE_TABLE[linked.name] }, side),
      ...linked.fields,
    }
  );
}
