import { defaultIndicatorRule, INDICATOR_RULES, type Side, type StrategyRule } from '@nepse/contract';
import { Dropdown } from '../../components/dropdown';
import { RuleCheckbox } from './rule-checkbox';

export interface IndicatorDropdownProps {
  side: Side;
  rules: readonly StrategyRule[];
  onToggle: (rule: StrategyRule, ticked: boolean) => void;
}

/** The technical indicators of a side with checkboxes; a ticked one adds its rule with the spec's defaults. */
export function IndicatorDropdown({ side, rules, onToggle }: IndicatorDropdownProps) {
  const ticked = INDICATOR_RULES.filter((d) => rules.some((r) => r.name === d.name));
  return (
    <Dropdown label="Technical Indicators" badge={ticked.length}>
      <fieldset className="max-h-72 overflow-y-auto py-1.5">
        <legend className="sr-only">Technical indicators of the {side} strategy</legend>
        {INDICATOR_RULES.map((definition) => (
          <RuleCheckbox
            key={definition.name}
            name={definition.name}
            checked={ticked.includes(definition)}
            onChange={(checked) => onToggle(defaultIndicatorRule(definition, side), checked)}
          />
        ))}
      </fieldset>
    </Dropdown>
  );
}
