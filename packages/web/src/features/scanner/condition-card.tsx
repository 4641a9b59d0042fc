import { COMPARATORS, type ScanCondition } from '@nepse/contract';
import { IconButton } from '../../components/icon-button';
import { CloseIcon } from '../../components/icons';
import { RuleFieldInput } from '../../components/rule-field-input';
import { SelectBox } from '../../components/select-box';
import { conditionKindOf, conditionNameOf } from '../../lib/scan-condition';
import { conditionProblems } from './condition-problems';
import { describeCondition } from './condition-sentence';

const COMPARATOR_OPTIONS = COMPARATORS.map((c) => ({ value: c, label: c === '>' ? '> Above' : '< Below' }));
const ENTRY = '';
const PATTERN_CONDITIONS = [
  { value: ENTRY, label: 'The pattern completes' },
  { value: 'exit', label: 'The last pattern is invalidated' },
];
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export interface ConditionCardProps {
  /** Its place in the scan, from 1: the card's title and the results' column say it. */
  position: number;
  condition: ScanCondition;
  onChange: (condition: ScanCondition) => void;
  onRemove: () => void;
}

/** The title of a condition's card: a filter's label, else the rule's or pattern's name. */
export function conditionTitle(condition: ScanCondition): string {
  const name = conditionNameOf(condition);
  const kind = conditionKindOf(name);
  return kind?.kind === 'filter' ? kind.definition.label : name;
}

/**
 * One condition of the scan as a card, like the back-test's rule cards: its condition and fields from the rule or
 * filter table (numbers kept as typed, a wrong one marked at the field in its label's words) and what it asks, in
 * words.
 */
export function ConditionCard({ position, condition, onChange, onRemove }: ConditionCardProps) {
  const kind = conditionKindOf(conditionNameOf(condition));
  const title = conditionTitle(condition);
  const problems = conditionProblems(condition);
  const set = (key: string, value: string) => {
    const next: ScanCondition = { ...condition, [key]: value };
    if (key === 'condition' && value === ENTRY && kind?.kind === 'pattern') delete next.condition;
    onChange(next);
  };
  return (
    <article
      aria-label={`Condition ${position}: ${title}`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50"
    >
      <header className="mb-3 flex items-center gap-2">
        <span className="text-slate-500 text-xs">{position}</span>
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        {kind && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700 text-xs dark:bg-slate-700 dark:text-slate-200">
            {kind.kind === 'filter' ? 'Filter' : kind.kind === 'indicator' ? 'Indicator' : 'Pattern'}
          </span>
        )}
        <span className="ml-auto">
          <IconButton label={`Remove condition ${position} ${title}`} onClick={onRemove}>
            <CloseIcon className="size-4" />
          </IconButton>
        </span>
      </header>
      <div className="grid grid-cols-2 gap-3">
        {kind?.kind === 'indicator' && (
          <SelectBox
            label="Condition"
            options={COMPARATOR_OPTIONS}
            value={text(condition.condition)}
            onChange={(value) => set('condition', value)}
          />
        )}
        {kind?.kind === 'pattern' && condition.condition !== 'confirmation_needed' && (
          <SelectBox
            label="Condition"
            options={PATTERN_CONDITIONS}
            value={condition.condition === 'exit' ? 'exit' : ENTRY}
            onChange={(value) => set('condition', value)}
          />
        )}
        {(kind?.kind === 'indicator' || kind?.kind === 'filter') &&
          kind.definition.fields.map((field) => (
            <RuleFieldInput
              key={field.key}
              field={field}
              value={condition[field.key]}
              error={problems[field.key]}
              onChange={(value) => set(field.key, value)}
            />
          ))}
      </div>
      <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">{describeCondition(condition)}</p>
    </article>
  );
}
