import {
  fieldText,
  fromAfterTo,
  MAX_INITIAL_CAPITAL,
  PRICE_EXIT_FIELDS,
  type PriceExitField,
  type Side,
  type StrategyRule,
} from '@nepse/contract';
import { fieldProblems } from '../../lib/field-problems';
import { ruleKindOf, ruleTitle } from './rule-list';

/**
 * The page's checks of what is typed (docs/decisions/backtest-page.md, "Run"): what the server would refuse,
 * said in the labels the page shows, so a field is marked as it is typed and the run is not sent.
 */

/**
 * The problems of a rule's fields, by field key (an indicator rule's or a filter's, a filter's optional bound empty
 * allowed and its lower bound above its upper marked at the upper); empty for a pattern rule or a rule the server
 * takes.
 */
export function ruleFieldProblems(rule: StrategyRule, side: Side): Record<string, string> {
  const kind = ruleKindOf(rule.name);
  return kind ? fieldProblems(kind.definition.fields, (field) => fieldText(rule, field, side)) : {};
}

/**
 * The first problem of a side's rules as a sentence naming the rule by its card's title: `Buy rule "SMA": Period
 * must be ...`, `Buy rule "Volume ratio": Multiple must be ...`.
 */
export function rulesProblem(rules: readonly StrategyRule[], side: Side): string | undefined {
  for (const rule of rules) {
    const [problem] = Object.values(ruleFieldProblems(rule, side));
    if (problem) return `${side === 'buy' ? 'Buy' : 'Sell'} rule "${ruleTitle(rule.name)}": ${problem}.`;
  }
  return undefined;
}

/** A typed decimal number (`12`, `2.5`, `.5`), or undefined for anything else, an empty text included. */
function typedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+\.?\d*$|^\.\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** What is wrong with the typed initial capital, or undefined. */
export function capitalProblem(text: string): string | undefined {
  const value = typedNumber(text);
  return value === undefined || value <= 0 || value > MAX_INITIAL_CAPITAL
    ? 'Initial capital must be a number of rupees above 0 and at most 1,000,000,000,000'
    : undefined;
}

/** What is wrong with a typed price exit (empty is off), or undefined. */
export function priceExitProblem(field: PriceExitField, text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const exit = PRICE_EXIT_FIELDS.find((f) => f.field === field);
  if (!exit) return undefined;
  const value = typedNumber(text);
  const fits = value !== undefined && value > 0 && (exit.maxIncluded ? value <= exit.max : value < exit.max);
  const upTo = exit.maxIncluded ? `at most ${exit.max}` : `below ${exit.max}`;
  return fits ? undefined : `${exit.label} must be a percentage above 0 and ${upTo}, or empty for none`;
}

/**
 * The refusal of a range whose From is after its To (AD dates `YYYY-MM-DD`), the dates as `writeDate` writes them
 * (in the chosen calendar, as the fields show them), or undefined.
 */
export function dateRangeProblem(
  from: string,
  to: string,
  writeDate: (date: string) => string,
): string | undefined {
  return from > to
    ? `${fromAfterTo(writeDate(from), writeDate(to))}: pick a From on or before To.`
    : undefined;
}
