import { type FilterField, ruleFieldProblem } from '@nepse/contract';

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * What the server would refuse in a rule's or a filter's fields, by field key, in the labels its card shows, so that
 * a field is marked as it is typed and nothing is sent while one stands. `readValue` gives a field's value as the
 * server reads it (its default when the rule lacks it). Each field is checked against its kind and bounds; a
 * filter's optional bound may be empty; a lower bound (`min`) above the upper one (`max`) is marked at the upper.
 * The Scanner's condition cards and the back-test's rule cards both check with this.
 */
export function fieldProblems(
  fields: readonly FilterField[],
  readValue: (field: FilterField) => unknown,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = readValue(field);
    if (field.optional && isEmpty(value)) continue;
    const problem = ruleFieldProblem(field, isEmpty(value) ? undefined : value);
    if (problem) problems[field.key] = problem;
  }
  const low = fields.find((field) => field.key === 'min' && field.optional);
  const high = fields.find((field) => field.key === 'max' && field.optional);
  if (low && high && !problems.min && !problems.max) {
    const min = readValue(low);
    const max = readValue(high);
    if (!isEmpty(min) && !isEmpty(max) && Number(min) > Number(max)) {
      problems.max = `${high.label} must be at least ${low.label}`;
    }
  }
  return problems;
}
