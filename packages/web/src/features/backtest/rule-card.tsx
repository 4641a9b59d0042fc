import {
  type ChoiceKind,
  COMPARATORS,
  type IndicatorRuleDefinition,
  patternType,
  type Side,
  type StrategyRule,
} from '@nepse/contract';
import { IconButton } from '../../components/icon-button';
import { CloseIcon, PlusIcon } from '../../components/icons';
import { SelectBox } from '../../components/select-box';
import { TextInput } from '../../components/text-input';
import { describeRule } from './rule-description';
import { ruleDefinitionOf } from './rule-list';
import { ruleFieldProblems } from './strategy-checks';

const COMPARATOR_OPTIONS = COMPARATORS.map((c) => ({ value: c, label: c === '>' ? '> Above' : '< Below' }));
const ENTRY = '';
const PATTERN_CONDITIONS = [
  { value: ENTRY, label: 'Entry: the pattern completes' },
  { value: 'exit', label: 'Exit: the pattern is invalidated' },
];
/** A choice field's options, each shown by its label where the field gives one. */
const choiceOptions = ({ options, labels }: ChoiceKind) =>
  options.map((option) => ({ value: option, label: labels?.[option] ?? option }));
const TYPE_LABELS = { bullish: 'Bullish', bearish: 'Bearish', indecision: 'Indecision' } as const;

export interface RuleCardProps {
  side: Side;
  rule: StrategyRule;
  /** Sets a field to the text as typed or chosen. */
  onField: (key: string, value: string) => void;
  /** Removes a field (a pattern rule back to its entry condition). */
  onClearField: (key: string) => void;
  onRemove: () => void;
  /** The plus button of a card whose rule has copies (SMA's): another rule of this indicator. */
  onAddCopy?: ((definition: IndicatorRuleDefinition) => void) | undefined;
}

const text = (value: StrategyRule[string] | undefined) =>
  value === undefined || value === null ? '' : String(value);

function IndicatorFields({
  side,
  definition,
  rule,
  onField,
}: {
  side: Side;
  definition: IndicatorRuleDefinition;
  rule: StrategyRule;
  onField: RuleCardProps['onField'];
}) {
  // Marked as typed, in the card's own labels: the run is not sent while one stands.
  const problems = ruleFieldProblems(rule, side);
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectBox
        label="Condition"
        options={COMPARATOR_OPTIONS}
        value={text(rule.condition)}
        onChange={(value) => onField('condition', value)}
      />
      {definition.fields.map((field) =>
        field.type.kind === 'choice' ? (
          <SelectBox
            key={field.key}
            label={field.label}
            options={choiceOptions(field.type)}
            value={text(rule[field.key])}
            onChange={(value) => onField(field.key, value)}
          />
        ) : (
          <TextInput
            key={field.key}
            label={field.label}
            inputMode="decimal"
            autoComplete="off"
            value={text(rule[field.key])}
            error={problems[field.key]}
            onChange={(event) => onField(field.key, event.target.value)}
          />
        ),
      )}
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

/** An editable rule: its condition and every field, numbers kept as typed; what it asks, in words. */
export function RuleCard({ side, rule, onField, onClearField, onRemove, onAddCopy }: RuleCardProps) {
  const definition = ruleDefinitionOf(rule.name);
  const type = rule.general_pattern === true ? rule.name.toLowerCase() : patternType(rule.name);
  return (
    <article
      aria-label={`${rule.name} rule`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50"
    >
      <header className="mb-3 flex items-center gap-2">
        <h4 className="font-semibold text-slate-900 dark:text-white">{rule.name}</h4>
        {type !== undefined && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700 text-xs dark:bg-slate-700 dark:text-slate-200">
            {TYPE_LABELS[type as keyof typeof TYPE_LABELS] ?? type} pattern
          </span>
        )}
        <span className="ml-auto flex gap-1">
          {definition?.copies && onAddCopy && (
            <IconButton label={`Add another ${definition.name} rule`} onClick={() => onAddCopy(definition)}>
              <PlusIcon className="size-4" />
            </IconButton>
          )}
          <IconButton label={`Remove ${rule.name} rule`} onClick={onRemove}>
            <CloseIcon className="size-4" />
          </IconButton>
        </span>
      </header>
      {definition ? (
        <IndicatorFields side={side} definition={definition} rule={rule} onField={onField} />
      ) : (
        <PatternFields rule={rule} onField={onField} onClearField={onClearField} />
      )}
      <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">{describeRule(rule, side)}</p>
    </article>
  );
}
