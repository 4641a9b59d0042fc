import type { ScanCondition } from '@nepse/contract';
import { fieldProblems } from '../../lib/field-problems';
import { conditionKindOf, conditionNameOf } from '../../lib/scan-condition';

/**
 * What the server would refuse in a condition's fields, by field key, in the labels its card shows, so that a
 * field is marked as it is typed and the scan is not sent (`fieldProblems`, as the back-test's cards check).
 * A field the condition lacks is read at its default, as the server reads it; one typed empty is marked.
 */
export function conditionProblems(condition: ScanCondition): Record<string, string> {
  const kind = conditionKindOf(conditionNameOf(condition));
  if (kind?.kind !== 'filter' && kind?.kind !== 'indicator') return {};
  return fieldProblems(kind.definition.fields, (field) => condition[field.key] ?? field.defaults.buy);
}

/** The first problem of the scan's conditions as a sentence naming the condition, or undefined. */
export function scanProblem(conditions: readonly ScanCondition[]): string | undefined {
  for (const [i, condition] of conditions.entries()) {
    const [problem] = Object.values(conditionProblems(condition));
    if (problem) return `Condition ${i + 1}: ${problem}.`;
  }
  return undefined;
}
