import { numberFromText } from './number-text';
import { type FieldKind, MAX_LENGTH, type RuleField } from './rule-fields';

function describe(kind: FieldKind): string {
  if (kind.kind === 'length') return `a whole number from 1 to ${MAX_LENGTH}`;
  if (kind.kind === 'choice') return `one of ${kind.options.join(', ')}`;
  const low = kind.min === undefined ? undefined : `${kind.exclusiveMin ? 'above' : 'at least'} ${kind.min}`;
  const high = kind.max === undefined ? undefined : `at most ${kind.max}`;
  return ['a number', [low, high].filter(Boolean).join(' and ')].filter(Boolean).join(' ');
}

/** Reads one field's value (text as typed, or a number) against its kind; undefined when it is not allowed. */
export function readField(kind: FieldKind, raw: unknown): number | string | undefined {
  if (kind.kind === 'choice') return typeof raw === 'string' && kind.options.includes(raw) ? raw : undefined;
  const value = typeof raw === 'number' || typeof raw === 'string' ? numberFromText(raw) : Number.NaN;
  if (!Number.isFinite(value)) return undefined;
  if (kind.kind === 'length')
    return Number.isInteger(value) && value >= 1 && value <= MAX_LENGTH ? value : undefined;
  if (kind.min !== undefined && (kind.exclusiveMin ? value <= kind.min : value < kind.min)) return undefined;
  if (kind.max !== undefined && value > kind.max) return undefined;
  return value;
}

/**
 * What is wrong with a field's value, named by the label its card shows ("Period must be a whole number from 1 to
 * 2000"); undefined when the server takes it. The page checks fields with this as they are typed.
 */
export function ruleFieldProblem(field: RuleField, raw: unknown): string | undefined {
  return readField(field.type, raw) === undefined
    ? `${field.label} must be ${describe(field.type)}`
    : undefined;
}
