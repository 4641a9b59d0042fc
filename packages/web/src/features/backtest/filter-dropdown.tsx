import { defaultFilterRule, FILTER_RULES, type Side, type StrategyRule } from '@nepse/contract';
import { Dropdown } from '../../components/dropdown';
import { RuleCheckbox } from './rule-checkbox';

export interface FilterDropdownProps {
  side: Side;
  rules: readonly StrategyRule[];
  onToggle: (rule: StrategyRule, ticked: boolean) => void;
}

/**
 * The scan filters of a side with checkboxes, by their labels: each is a back-test rule of its name (the Scanner's
 * conditions), and a ticked one adds its rule at its defaults, an optional bound empty.
 */
export function FilterDropdown({ side, rules, onToggle }: FilterDropdownProps) {
  const ticked = FILTER_RULES.filter((f) => rules.some((r) => r.name === f.name));
  return (
    <Dropdown label="Filters" badge={ticked.length}>
      <fieldset className="max-h-72 overflow-y-auto py-1.5">
        <legend className="sr-only">Filters of the {side} strategy</legend>
        {FILTER_RULES.map((definition) => (
          <RuleCheckbox
            key={definition.name}
            name={definition.label}
            checked={ticked.includes(definition)}
            onChange={(checked) => onToggle(defaultFilterRule(definition, side), checked)}
          />
        ))}
      </fieldset>
    </Dropdown>
  );
}
