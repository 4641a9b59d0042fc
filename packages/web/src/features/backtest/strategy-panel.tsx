import { MATCHES, type Side, type StrategyRule } from '@nepse/contract';
import type { Match } from '@nepse/core';
import { useId, useState } from 'react';
import { classNames } from '../../components/class-names';
import { ChevronDownIcon } from '../../components/icons';
import { SelectBox } from '../../components/select-box';
import { FilterDropdown } from './filter-dropdown';
import { IndicatorDropdown } from './indicator-dropdown';
import { PatternDropdown } from './pattern-dropdown';
import { RuleCard } from './rule-card';
import { addRuleCopy, clearRuleField, removeRule, setRuleField, toggleRule } from './rule-list';
import { StrategyChips } from './strategy-chips';

export interface StrategyPanelProps {
  side: Side;
  rules: StrategyRule[];
  onChange: (rules: StrategyRule[]) => void;
  /** How the side's rules combine. */
  match: Match;
  onMatchChange: (match: Match) => void;
}

const TITLES = { buy: 'Buy Strategy', sell: 'Sell Strategy' } as const;
const MATCH_LABELS = { buy: 'Buy match', sell: 'Sell match' } as const;
const MATCH_OPTION_LABELS: Record<Match, string> = {
  all: 'All: every rule fires',
  any: 'Any: at least one rule fires',
};
const MATCH_OPTIONS = MATCHES.map((value) => ({ value, label: MATCH_OPTION_LABELS[value] }));
const isMatch = (value: string): value is Match => (MATCHES as readonly string[]).includes(value);

/**
 * One side of the strategy: a collapsible panel, open at first, with the indicator, pattern and filter dropdowns, the
 * chips of the selected rules, whether the side needs all its rules or any one, and a card for each rule.
 */
export function StrategyPanel({ side, rules, onChange, match, onMatchChange }: StrategyPanelProps) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const title = TITLES[side];
  const toggle = (rule: StrategyRule, ticked: boolean) => onChange(toggleRule(rules, rule, ticked));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={`${id}-title`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-3 rounded-2xl px-6 py-4 text-left font-semibold text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-primary dark:text-white"
        >
          <span
            aria-hidden="true"
            className={classNames('size-2.5 rounded-full', side === 'buy' ? 'bg-emerald-500' : 'bg-red-500')}
          />
          {title}
          <span className="font-normal text-slate-500 text-sm dark:text-slate-400">
            {rules.length} {rules.length === 1 ? 'rule' : 'rules'}
          </span>
          <ChevronDownIcon
            className={classNames('ml-auto size-5 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className="space-y-4 px-4 pb-6 sm:px-6">
        <div className="grid gap-3 sm:grid-cols-2">
          <IndicatorDropdown side={side} rules={rules} onToggle={toggle} />
          <PatternDropdown side={side} rules={rules} onToggle={toggle} />
          <FilterDropdown side={side} rules={rules} onToggle={toggle} />
        </div>
        <StrategyChips side={side} rules={rules} onRemove={(name) => onChange(removeRule(rules, name))} />
        <SelectBox
          label={MATCH_LABELS[side]}
          options={MATCH_OPTIONS}
          value={match}
          onChange={(value) => {
            if (isMatch(value)) onMatchChange(value);
          }}
        />
        {rules.length === 0 ? (
          <p className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-600 text-sm dark:border-slate-700 dark:text-slate-400">
            {`No ${side} strategies selected`}
          </p>
        ) : (
          <div className="space-y-3">
            {rules.map((rule) => (
              <RuleCard
                key={rule.name}
                side={side}
                rule={rule}
                onField={(key, value) => onChange(setRuleField(rules, rule.name, key, value))}
                onClearField={(key) => onChange(clearRuleField(rules, rule.name, key))}
                onRemove={() => onChange(removeRule(rules, rule.name))}
                onAddCopy={(kind) => onChange(addRuleCopy(rules, kind, side))}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
