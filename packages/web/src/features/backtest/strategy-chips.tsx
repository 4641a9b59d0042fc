import type { Side, StrategyRule } from '@nepse/contract';
import { CloseIcon } from '../../components/icons';
import { ruleTitle } from './rule-list';

export interface StrategyChipsProps {
  side: Side;
  rules: readonly StrategyRule[];
  onRemove: (name: string) => void;
}

/** The selected rules of a side as removable chips, each titled as its card is. */
export function StrategyChips({ side, rules, onRemove }: StrategyChipsProps) {
  if (rules.length === 0) return null;
  return (
    <ul aria-label={`Selected ${side} strategies`} className="flex flex-wrap gap-2">
      {rules.map((rule) => (
        <li
          key={rule.name}
          className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 font-medium text-primary-ink text-sm"
        >
          {ruleTitle(rule.name)}
          <button
            type="button"
            aria-label={`Remove ${ruleTitle(rule.name)}`}
            onClick={() => onRemove(rule.name)}
            className="rounded-full p-0.5 hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <CloseIcon className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
