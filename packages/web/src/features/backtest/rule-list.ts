import {
  defaultFilterRule,
  defaultIndicatorRule,
  type FilterDefinition,
  filterDefinition,
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

/** What a rule's name stands for on the page: an indicator rule or a filter; undefined for a pattern rule. */
export type RuleKind =
  | { kind: 'indicator'; definition: IndicatorRuleDefinition }
  | { kind: 'filter'; definition: FilterDefinition };

function ownKindOf(name: string): RuleKind | undefined {
  const indicator = indicatorRuleDefinition(name);
  if (indicator) return { kind: 'indicator', definition: indicator };
  const filter = filterDefinition(name);
  return filter && { kind: 'filter', definition: filter };
}

/**
 * The indicator rule or filter a rule's name stands for. A further copy of one (the SMA card's or a filter card's
 * plus button, or a scan's condition taken twice) is named after it with a number, "SMA 2", "price 2", so that
 * names stay unique on the page; it is sent under its own name, "SMA", "price", which is what the server knows.
 */
export function ruleKindOf(name: string): RuleKind | undefined {
  const own = ownKindOf(name);
  if (own) return own;
  const base = COPY_NAME.exec(name)?.[1];
  return base === undefined ? undefined : ownKindOf(base);
}

/** The name the server knows a rule by: its definition's name for a numbered copy, else its own. */
export function requestRuleName(name: string): string {
  return ruleKindOf(name)?.definition.name ?? name;
}

/** What a card and a chip call a rule: a filter by its label ("Volume ratio", a copy "Price 2"), else its name. */
export function ruleTitle(name: string): string {
  const kind = ruleKindOf(name);
  if (kind?.kind !== 'filter') return name;
  return `${kind.definition.label}${name.slice(kind.definition.name.length)}`;
}

/** Whether a card offers another rule of its kind: an indicator that has copies (SMA), and every filter. */
export const hasCopies = (kind: RuleKind) => kind.kind === 'filter' || kind.definition.copies === true;

/** The rule of a kind at its defaults for the side, as ticking it adds it. */
export function defaultRuleOf(kind: RuleKind, side: Side): StrategyRule {
  return kind.kind === 'filter'
    ? defaultFilterRule(kind.definition, side)
    : defaultIndicatorRule(kind.definition, side);
}

/**
 * A card's plus button: another rule of the same kind with its defaults for the side, named with the lowest free
 * number from 2 ("SMA 2", "SMA 3", ...), added after the others.
 */
export function addRuleCopy(rules: readonly StrategyRule[], kind: RuleKind, side: Side): StrategyRule[] {
  const base = kind.definition.name;
  const taken = new Set(rules.map((r) => r.name));
  let n = 2;
  while (taken.has(`${base} ${n}`)) n++;
  return [...rules, { ...defaultRuleOf(kind, side), name: `${base} ${n}` }];
}
