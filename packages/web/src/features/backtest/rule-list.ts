import {
  defaultIndicatorRule,
  type IndicatorRuleDefinition,
  indicatorRuleDefinition,
  type Side,
  type StrategyRule,
} from '@nepse/contract';

/**
 * A strategy side's rules as the page edits them: names are unique, so adding a rule whose name exists
 * replaces it (in place, keeping the card's position) and removing deletes by name.
 */
export function addRule(rules: readonly StrategyRule[], rule: StrategyRule): StrategyRule[] {
  const at = rules.findIndex((r) => r.name === rule.name);
  if (at === -1) return [...rules, rule];
  return rules.map((r, i) => (i === at ? rule : r));
}

/** The rules without the one named `name`. */
export function removeRule(rules: readonly StrategyRule[], name: string): StrategyRule[] {
  return rules.filter((r) => r.name !== name);
}

/** Ticking an entry adds its rule, unticking removes the rule of that name. */
export function toggleRule(
  rules: readonly StrategyRule[],
  rule: StrategyRule,
  ticked: boolean,
): StrategyRule[] {
  return ticked ? addRule(rules, rule) : removeRule(rules, rule.name);
}

/** One field of the rule named `name` set to `value` (numbers stay the text as typed). */
export function setRuleField(
  rules: readonly StrategyRule[],
  name: string,
  key: string,
  value: string,
): StrategyRule[] {
  return rules.map((r) => (r.name === name ? { ...r, [key]: value } : r));
}

/** The rule named `name` without its field `key` (a pattern rule back to its entry condition). */
export function clearRuleField(rules: readonly StrategyRule[], name: string, key: string): StrategyRule[] {
  return rules.map((r) => {
    if (r.name !== name) return r;
    const { [key]: _dropped, ...rest } = r;
    return rest as StrategyRule;
  });
}

const COPY_NAME = /^(.+) (\d+)$/;

/**
 * The definition an indicator rule's name stands for. A further copy of an indicator rule (the SMA card's plus
 * button) is named after it with a number, "SMA 2", so that names stay unique; it is sent as "SMA".
 */
export function ruleDefinitionOf(name: string): IndicatorRuleDefinition | undefined {
  const own = indicatorRuleDefinition(name);
  if (own) return own;
  const base = COPY_NAME.exec(name)?.[1];
  return base === undefined ? undefined : indicatorRuleDefinition(base);
}

/** The name the server knows a rule by: its definition's name for a numbered copy, else its own. */
export function requestRuleName(name: string): string {
  return ruleDefinitionOf(name)?.name ?? name;
}

/**
 * The SMA card's plus button: another rule of the same indicator with its spec defaults for the side, named with
 * the lowest free number from 2 ("SMA 2", "SMA 3", ...), added after the others.
 */
export function addIndicatorCopy(
  rules: readonly StrategyRule[],
  definition: IndicatorRuleDefinition,
  side: Side,
): StrategyRule[] {
  const taken = new Set(rules.map((r) => r.name));
  let n = 2;
  while (taken.has(`${definition.name} ${n}`)) n++;
  return [...rules, { ...defaultIndicatorRule(definition, side), name: `${definition.name} ${n}` }];
}
