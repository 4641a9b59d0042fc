import { FILTER_TABLE, type FilterField, type FilterName, filterDefinition } from './filter-table';
import { readField, ruleFieldProblem } from './parse-rule-field';

/** A filter with its fields read: numbers, an optional bound left empty as undefined. */
export interface ParsedFilterRule {
  kind: 'filter';
  name: FilterName;
  params: Record<string, number | undefined>;
}

type Parsed = { ok: true; value: ParsedFilterRule } | { ok: false; error: string };

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));
const isEmpty = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** Whether `name` is a filter's wire name. */
export const isFilterName = (name: unknown): name is FilterName =>
  typeof name === 'string' && filterDefinition(name) !== undefined;

/**
 * Reads a filter's fields from `fields` (a scan condition or a back-test rule): each against its kind, an optional
 * bound left empty as no bound, a required one left empty as its default. `where` starts each error ("Condition 2
 * \"Volume ratio\"", "Buy rule \"volume-ratio\""), which then names the field by its label.
 */
export function parseFilter(
  name: FilterName,
  fields: Readonly<Record<string, unknown>>,
  where: string,
): Parsed {
  const definition = FILTER_TABLE[name];
  const params: Record<string, number | undefined> = {};
  for (const field of definition.fields as readonly FilterField[]) {
    const sent = fields[field.key];
    if (field.optional && isEmpty(sent)) {
      params[field.key] = undefined;
      continue;
    }
    const raw = isEmpty(sent) ? field.defaults.buy : sent;
    const value = readField(field.type, raw);
    if (typeof value !== 'number') {
      return { ok: false, error: `${where}: ${ruleFieldProblem(field, raw)}, got ${shown(raw)}` };
    }
    params[field.key] = value;
  }
  // A filter with both a `min` and a `max` bound (price, change %): the lower may not be above the upper.
  const { min, max } = params;
  const label = (key: string) => definition.fields.find((field) => field.key === key)?.label;
  if (min !== undefined && max !== undefined && min > max) {
    return { ok: false, error: `${where}: ${label('min')} (${min}) is above ${label('max')} (${max})` };
  }
  return { ok: true, value: { kind: 'filter', name, params } };
}
