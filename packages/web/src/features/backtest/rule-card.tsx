import { COMPARATORS, patternType, type Side, type StrategyRule } from '@nepse/contract';
import { IconButton } from '../../components/icon-button';
import { CloseIcon, PlusIcon } from '../../components/icons';
import { RuleFieldInput } from '../../components/rule-field-input';
import { SelectBox } from '../../components/select-box';
import { describeRule } from './rule-description';
import { hasCopies, type RuleKind, ruleKindOf, ruleTitle } from './rule-list';
import { ruleFieldProblems } from './strategy-checks';

const COMPARATOR_OPTIONS = COMPARATORS.map((c) => ({ value: c, label: c === '>' ? '> Above' : '< Below' }));
const ENTRY = '';
const PATTERN_CONDITIONS = [
  { value: ENTRY, label: 'Entry: the pattern completes' },
  { value: 'exit', label: 'Exit: the pattern is invalidated' },
];
const TYPE_LABELS = { bullish: 'Bullish', bearish: 'Bearish', indecision: 'Indecision' } as const;

export interface RuleCardProps {
  side: Side;
  rule: StrategyRule;
  /** Sets a field to the text as typed or chosen. */
  onField: (key: string, value: string) => void;
  /** Removes a field (a pattern rule back to its entry condition). */
  onClearField: (key: string) => void;
  onRemove: () => void;
  /** The plus button of a card whose rule has copies (SMA's, a filter's): another rule of its kind. */
  onAddCopy?: ((kind: RuleKind) => void) | undefined;
}

const text = (value: StrategyRule[string] | undefined) =>
  value === undefined || value === null ? '' : String(value);

function DeclaredFields({
  side,
  kind,
  rule,
  onField,
}: {
  side: Side;
  kind: RuleKind;
  rule: StrategyRule;
  onField: RuleCardProps['onField'];
}) {
  // Marked as typed, in the card's own labels: the run is not sent while one stands.
  const problems = ruleFieldProblems(rule, side);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {kind.kind === 'indicator' && (
        <SelectBox
          label="Condition"
          options={COMPARATOR_OPTIONS}
          value={text(rule.condition)}
          onChange={(value) => onField('condition', value)}
        />
      )}
      {kind.definition.fields.map((field) => (
        <RuleFieldInput
          key={field.key}
          field={field}
          value={rule[field.key]}
          error={problems[field.key]}
          onChange={(value) => onField(field.key, value)}
        />
      ))}
    </div>
  );
}

function PatternFields({ rule, onField, onClearField }: Omit<RuleCardProps, 'side' | 'onRemove'>) {
  if (rule.general_pattern === true || rule.condition === 'confirmation_needed') return null;
  return (
    <SelectBox
      label="Condition"
      options={PATTERN_CONDITIONS}
      value={rule.condition === 'exit' ? 'exit' : ENTRY}
      onChange={(value) => (value === ENTRY ? onClearField('condition') : onField('condition', value))}
    />
  );
}

/**
 * An editable rule: its condition and every field (an indicator rule's or a filter's, from its declaration), numbers
 * kept as typed; what it asks, in words. A filter's card is titled by its label and has no condition.
 */
export function RuleCard({ side, rule, onField, onClearField, onRemove, onAddCopy }: RuleCardProps) {
  const kind = ruleKindOf(rule.name);
  const title = ruleTitle(rule.name);
  const type = rule.general_pattern === true ? rule.name.toLowerCase() : patternType(rule.name);
  return (
    <article
      aria-label={`${title} rule`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-800/50"
    >
      <header className="mb-3 flex items-center gap-2">
        <h4 className="font-semibold text-slate-900 dark:text-white">{title}</h4>
        {type !== undefined && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700 text-xs dark:bg-slate-700 dark:text-slate-200">
            {TYPE_LABELS[type as keyof typeof TYPE_LABELS] ?? type} pattern
          </span>
        )}
        {kind?.kind === 'filter' && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700 text-xs dark:bg-slate-700 dark:text-slate-200">
            Filter
          </span>
        )}
        <span className="ml-auto flex gap-1">
          {kind && hasCopies(kind) && onAddCopy && (
            <IconButton
              label={`Add another ${ruleTitle(kind.definition.name)} rule`}
              onClick={() => onAddCopy(kind)}
            >
              <PlusIcon className="size-4" />
            </IconButton>
          )}
          <IconButton label={`Remove ${title} rule`} onClick={onRemove}>
            <CloseIcon className="size-4" />
          </IconButton>
        </span>
      </header>
      {kind ? (
        <DeclaredFields side={side} kind={kind} rule={rule} onField={onField} />
      ) : (
        <PatternFields rule={rule} onField={onField} onClearField={onClearField} />
      )}
      <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">{describeRule(rule, side)}</p>
    </article>
  );
}
