import { ruleFieldProblem, type ScanCondition } from '@nepse/contract';
import { conditionKindOf, conditionNameOf } from '../../lib/scan-condition';

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * What the server would refuse in a condition's fields, by field key, in the labels its card shows, so that a
 * field is marked as it is typed and the scan is not sent: each field against its kind and bounds (a filter's
 * optional bound may be empty), and a filter's lower bound above its upper one (marked at the upper).
 */
export function conditionProblems(condition: ScanCondition): Record<string, string> {
  const kind = conditionKindOf(conditionNameOf(condition));
  if (kind?.kind !== 'filter' && kind?.kind !== 'indicator') return {};
  const problems: Record<string, string> = {};
  for (const field of kind.definition.fields) {
    // A field the condition lacks is read at its default, as the server reads it; one typed empty is marked.
    const value = condition[field.key] ?? field.defaults.buy;
    if (kind.kind === 'filter' && 'optional' in field && field.optional && isEmpty(value)) continue;
    const problem = ruleFieldProblem(field, isEmpty(value) ? undefined : value);
    if (problem) problems[field.key] = problem;
  }
  const [low, high] = kind.definition.fields;
  if (kind.kind === 'filter' && low?.key === 'min' && high?.key === 'max' && !problems.min && !problems.max) {
    const min = condition.min;
    const max = condition.max;
    if (!isEmpty(min) && !isEmpty(max) && Number(min) > Number(max)) {
      problems.max = `${high.label} must be at least ${low.label}`;
    }
  }
  return problems;
}

/** The first problem of the scan's conditions as a sentence naming the condition, or undefined. */
export function scanProblem(conditions: readonly ScanCondition[]): string | undefined {
  for (const [i, condition] of conditions.entries()) {
    const [problem] = Object.values(conditionProblems(condition));
    if (problem) return `Condition ${i + 1}: ${problem}.`;
  }
  return undefined;
}
