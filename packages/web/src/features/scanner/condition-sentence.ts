import { type ScanCondition, type SentenceWords, sentenceWords } from '@nepse/contract';
import { conditionKindOf, conditionNameOf } from '../../lib/scan-condition';
import { conditionProblems } from './condition-problems';

const article = (name: string) => (/^[AEIOU]/i.test(name) ? 'an' : 'a');
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The words of a scan's sentence: the back-test's, a stock listed instead of bought. */
function scanWords(condition: unknown, trigger: unknown): SentenceWords {
  const words = sentenceWords('buy', condition, trigger);
  return { ...words, when: trigger === 'starts' ? 'Lists a stock on the session' : 'Lists a stock when' };
}

/**
 * What a condition asks, in words, for its card, from the declarations' sentences as the back-test's cards read
 * them ("Lists a stock when RSI 14 of the close is above 50."); while a field is wrong it asks for the correction.
 */
export function describeCondition(condition: ScanCondition): string {
  const wrong = Object.keys(conditionProblems(condition)).length;
  if (wrong > 0) return `Correct the marked ${wrong === 1 ? 'field' : 'fields'} to read this condition.`;
  const name = conditionNameOf(condition);
  const kind = conditionKindOf(name);
  const words = scanWords(condition.condition, condition.trigger);
  switch (kind?.kind) {
    case 'filter':
    case 'indicator': {
      const texts = Object.fromEntries(
        kind.definition.fields.map((f) => [f.key, text(condition[f.key] ?? f.defaults.buy)]),
      );
      return kind.definition.sentence(texts, words);
    }
    case 'general':
      return `${words.when} any ${name.toLowerCase()} pattern completes on the session.`;
    case 'pattern':
      if (condition.condition === 'confirmation_needed') {
        return `${words.when} ${article(name)} ${name} on the session before is confirmed: the close rises above its high.`;
      }
      if (condition.condition === 'exit') {
        return `${words.when} the last ${name} is invalidated: the close ${condition.pattern_type === 'bearish' ? 'rises above its high' : 'falls below its low'}.`;
      }
      return `${words.when} ${article(name)} ${name} completes on the session.`;
    default:
      return `${name} is not a condition the scanner knows.`;
  }
}
