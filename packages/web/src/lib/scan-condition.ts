import {
  defaultIndicatorRule,
  defaultPatternRule,
  type FilterDefinition,
  filterDefinition,
  GENERAL_PATTERNS,
  type GeneralPatternName,
  generalPatternRule,
  type IndicatorRuleDefinition,
  indicatorRuleDefinition,
  type PatternName,
  patternType,
  type ScanCondition,
  type StrategyRule,
} from '@nepse/contract';

/**
 * A scan's condition as the Scanner page keeps it and sends it: a filter `{ filter, ...fields }` or a back-test rule
 * `{ name, condition?, ...fields }` exactly as a buy rule, numbers as typed text. These helpers are shared by the
 * Scanner and by the screens whose "Open in scanner" fills a scan in.
 */

/** What a condition is: a filter, an indicator rule, a candlestick pattern or a general pattern rule. */
export type ConditionKind =
  | { kind: 'filter'; definition: FilterDefinition }
  | { kind: 'indicator'; definition: IndicatorRuleDefinition }
  | { kind: 'pattern'; name: PatternName }
  | { kind: 'general'; name: GeneralPatternName };

/** The name a condition goes by: a filter's wire name, else the rule's name. */
export function conditionNameOf(condition: ScanCondition): string {
  const filter = 'filter' in condition ? condition.filter : undefined;
  return typeof filter === 'string' ? filter : String(condition.name ?? '');
}

/** The kind of condition a name stands for, or undefined for a name the page does not know. */
export function conditionKindOf(name: string): ConditionKind | undefined {
  const filter = filterDefinition(name);
  if (filter) return { kind: 'filter', definition: filter };
  const rule = indicatorRuleDefinition(name);
  if (rule) return { kind: 'indicator', definition: rule };
  if (patternType(name)) return { kind: 'pattern', name: name as PatternName };
  if ((GENERAL_PATTERNS as readonly string[]).includes(name))
    return { kind: 'general', name: name as GeneralPatternName };
  return undefined;
}

/**
 * The condition the page adds for `name`, every field at its default: a filter's defaults (an optional bound
 * empty), a rule's buy-side defaults, a pattern that completes on the session (a Doji confirmed, the one way the
 * back-test takes it on the buy side). Undefined for a name it does not know.
 */
export function defaultCondition(name: string): ScanCondition | undefined {
  const kind = conditionKindOf(name);
  switch (kind?.kind) {
    case 'filter': {
      const condition: ScanCondition = { filter: kind.definition.name };
      for (const field of kind.definition.fields) condition[field.key] = field.defaults.buy;
      return condition;
    }
    case 'indicator':
      return defaultIndicatorRule(kind.definition, 'buy');
    case 'pattern':
      return patternType(kind.name) === 'indecision'
        ? defaultPatternRule(kind.name, 'buy')
        : { name: kind.name, pattern_type: patternType(kind.name) ?? null };
    case 'general':
      return generalPatternRule(kind.name);
    default:
      return undefined;
  }
}

/** The condition as the scan request sends it: a filter's optional bounds left empty are left out. */
export function requestCondition(condition: ScanCondition): ScanCondition {
  const sent: ScanCondition = { ...condition };
  for (const [key, value] of Object.entries(sent)) {
    if (typeof value === 'string' && value.trim() === '') delete sent[key];
  }
  return sent;
}

/** The condition as a buy rule of the back-test: a filter is the back-test rule of its name, with its fields. */
export function conditionAsRule(condition: ScanCondition): StrategyRule {
  if (!('filter' in condition) || typeof condition.filter !== 'string') return condition as StrategyRule;
  const { filter, ...fields } = condition;
  return { ...fields, name: filter };
}
