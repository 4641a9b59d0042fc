import {
  BEARISH_PATTERNS,
  BULLISH_PATTERNS,
  defaultPatternRule,
  type GeneralPatternName,
  generalPatternRule,
  INDECISION_PATTERNS,
  type PatternName,
  type PatternType,
  type Side,
  type StrategyRule,
} from '@nepse/contract';
import { useState } from 'react';
import { classNames } from '../../components/class-names';
import { Dropdown } from '../../components/dropdown';
import { RuleCheckbox } from './rule-checkbox';

type PatternFilter = 'all' | PatternType;

const FILTERS: { value: PatternFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'bullish', label: 'Bullish' },
  { value: 'bearish', label: 'Bearish' },
  { value: 'indecision', label: 'Indecision' },
];

const GROUPS: { type: PatternType; title: string; names: readonly PatternName[] }[] = [
  { type: 'bullish', title: 'Bullish patterns', names: BULLISH_PATTERNS },
  { type: 'bearish', title: 'Bearish patterns', names: BEARISH_PATTERNS },
  { type: 'indecision', title: 'Indecision', names: INDECISION_PATTERNS },
];

/** The general entries a filter shows: both under all, the matching one under bullish or bearish. */
const GENERAL: Record<PatternFilter, GeneralPatternName[]> = {
  all: ['Bullish', 'Bearish'],
  bullish: ['Bullish'],
  bearish: ['Bearish'],
  indecision: [],
};

export interface PatternDropdownProps {
  side: Side;
  rules: readonly StrategyRule[];
  onToggle: (rule: StrategyRule, ticked: boolean) => void;
}

function GroupTitle({ children }: { children: string }) {
  return (
    <p className="px-3 pt-2 pb-1 font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
      {children}
    </p>
  );
}

/**
 * The candlestick patterns of a side with a type filter, and the general Bullish / Bearish entries (any pattern of
 * that type). A ticked pattern adds its rule with the spec's condition for the side.
 */
export function PatternDropdown({ side, rules, onToggle }: PatternDropdownProps) {
  const [filter, setFilter] = useState<PatternFilter>('all');
  const has = (name: string) => rules.some((r) => r.name === name);
  const count = rules.filter((r) => 'pattern_type' in r).length;
  const general = GENERAL[filter];
  return (
    <Dropdown label="Candlestick Patterns" badge={count}>
      <div className="flex gap-1 border-slate-200 border-b p-2 dark:border-slate-700">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            className={classNames(
              'rounded-md px-2.5 py-1 font-medium text-xs',
              filter === f.value
                ? 'bg-primary text-white'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      <fieldset className="max-h-72 overflow-y-auto pb-1.5">
        <legend className="sr-only">Candlestick patterns of the {side} strategy</legend>
        {general.length > 0 && <GroupTitle>Any pattern of a type</GroupTitle>}
        {general.map((name) => (
          <RuleCheckbox
            key={name}
            name={name}
            checked={has(name)}
            onChange={(checked) => onToggle(generalPatternRule(name), checked)}
          />
        ))}
        {GROUPS.filter((g) => filter === 'all' || filter === g.type).map((group) => (
          <div key={group.type}>
            <GroupTitle>{group.title}</GroupTitle>
            {group.names.map((name) => (
              <RuleCheckbox
                key={name}
                name={name}
                checked={has(name)}
                onChange={(checked) => onToggle(defaultPatternRule(name, side), checked)}
              />
            ))}
          </div>
        ))}
      </fieldset>
    </Dropdown>
  );
}
