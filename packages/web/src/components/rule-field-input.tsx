import type { ChoiceKind, FilterField } from '@nepse/contract';
import { SelectBox } from './select-box';
import { TextInput } from './text-input';

/** A choice field's options, each shown by its label where the field gives one. */
const choiceOptions = ({ options, labels }: ChoiceKind) =>
  options.map((option) => ({ value: option, label: labels?.[option] ?? option }));
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export interface RuleFieldInputProps {
  /** The field as the rule table or the filter table declares it. */
  field: FilterField;
  value: unknown;
  /** The field's problem as typed, shown under it. */
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * One field of a rule's or a filter's card, by its declaration: a drop-down of a choice field's options, else a
 * text box kept as typed ("Any" in an optional bound left empty). The back-test's rule cards and the Scanner's
 * condition cards both draw their fields with it.
 */
export function RuleFieldInput({ field, value, error, onChange }: RuleFieldInputProps) {
  return field.type.kind === 'choice' ? (
    <SelectBox
      label={field.label}
      options={choiceOptions(field.type)}
      value={text(value)}
      onChange={onChange}
    />
  ) : (
    <TextInput
      label={field.label}
      inputMode="decimal"
      autoComplete="off"
      value={text(value)}
      error={error}
      placeholder={field.optional ? 'Any' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
