import { fieldText, patternType, type Side, type StrategyRule, sentenceWords } from '@nepse/contract';
import { ruleKindOf } from './rule-list';
import { ruleFieldProblems } from './strategy-checks';

const article = (name: string) => (/^[AEIOU]/i.test(name) ? 'an' : 'a');

/**
 * What a rule asks, in words, for its card: "Buy when the close is above SMA 20 of the close.", or for a rule that
 * starts "Buy on the session the close goes above SMA 20 of the close." An indicator rule's or a filter's
 * sentence is its declaration's, from its fields as typed; while one is wrong the sentence asks for it to be
 * corrected instead of reading "SMA abc".
 */
export function describeRule(rule: StrategyRule, side: Side): string {
  const wrong = Object.keys(ruleFieldProblems(rule, side)).length;
  if (wrong > 0) return `Correct the marked ${wrong === 1 ? 'field' : 'fields'} to read this rule.`;
  const definition = ruleKindOf(rule.name)?.definition;
  // Only a level rule has a trigger; a crossover's sentence never reads one, nor a filter's ("Buy when ...").
  const trigger = definition?.fields.find((field) => field.key === 'trigger');
  const words = sentenceWords(side, rule.condition, trigger && fieldText(rule, trigger, side));
  if (definition) {
    const texts = Object.fromEntries(
      definition.fields.map((field) => [field.key, String(fieldText(rule, field, side))]),
    );
    return definition.sentence(texts, words);
  }
  const when = words.when;
  if (rule.general_pattern === true)
    return `${when} any ${rule.name.toLowerCase()} pattern completes on the session.`;
  const type = patternType(rule.name);
  if (type === undefined) return `${when} ${rule.name} holds.`;
  if (rule.condition === 'confirmation_needed') {
    return `${when} ${article(rule.name)} ${rule.name} on the session before is confirmed: the close ${side === 'buy' ? 'rises above its high' : 'falls below its low'}.`;
  }
  if (rule.condition === 'exit') {
    return `${when} the last ${rule.name} is invalidated: the close ${type === 'bearish' ? 'rises above its high' : 'falls below its low'}.`;
  }
  return `${when} ${article(rule.name)} ${rule.name} completes on the session.`;
}
