import {
  defaultIndicatorRule,
  defaultPatternRule,
  GENERAL_PATTERNS,
  type GeneralPatternName,
  generalPatternRule,
  indicatorRuleDefinition,
  type LinkedRule,
  NEPSE_SECTOR_ID,
  NO_SECTOR_ID,
  type PatternName,
  patternType,
  type StrategyRule,
} from '@nepse/contract';

/** The back-test page, and the address parameter its strategy reads the chosen symbol from. */
export const BACKTEST_PATH = '/dashboard/backtest';
export const BACKTEST_SYMBOL_PARAM = 'symbol';

/** A strategy a link fills in: one rule a side. */
export interface LinkedStrategy {
  buy: LinkedRule;
  sell: LinkedRule;
}

/**
 * A rule as the page's address holds it (features/backtest/strategy-url.ts): its name, then the fields it sets
 * over the rule's defaults in brackets, `name(key=value,...)`, keys and values URI-encoded.
 */
function ruleParam({ name, fields }: LinkedRule): string {
  const parts = Object.entries(fields).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return parts.length === 0 ? name : `${name}(${parts.join(',')})`;
}

/** The back-test page with `symbol` chosen and, when given, the strategy's rules (the rest at its defaults). */
export function backtestLinkFor(symbol: string, strategy?: LinkedStrategy): string {
  const params = new URLSearchParams({ [BACKTEST_SYMBOL_PARAM]: symbol });
  if (strategy) {
    params.append('buy', ruleParam(strategy.buy));
    params.append('sell', ruleParam(strategy.sell));
  }
  return `${BACKTEST_PATH}?${params}`;
}

/** The rule the back-test page starts a buy rule of `name` from (its address fills the written fields over it). */
function buyBase(name: string): StrategyRule {
  const definition = indicatorRuleDefinition(name);
  if (definition) return defaultIndicatorRule(definition, 'buy');
  if (patternType(name)) return defaultPatternRule(name as PatternName, 'buy');
  if ((GENERAL_PATTERNS as readonly string[]).includes(name))
    return generalPatternRule(name as GeneralPatternName);
  return { name };
}

/** A buy rule written whole: every field it has, and `(key)` for a field of the page's default that it lacks. */
function wholeRuleParam(rule: StrategyRule): string {
  const parts = Object.entries(rule)
    .filter(([key]) => key !== 'name')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  for (const key of Object.keys(buyBase(rule.name))) if (!(key in rule)) parts.push(encodeURIComponent(key));
  return parts.length === 0 ? rule.name : `${rule.name}(${parts.join(',')})`;
}

/** A scan as a back-test: its conditions as buy rules (filters as the rules of their names), how they match. */
export interface LinkedScan {
  rules: readonly StrategyRule[];
  match: 'all' | 'any';
  /** The scan's sector id; NO_SECTOR_ID (every listed stock) runs over NEPSE, every listed equity. */
  sector: string;
}

/**
 * The back-test page running a scan: the scan's rules as the buy side (a name taken twice numbered "SMA 2" or
 * "price 2", as the page's own copies are, since its rules are unique by name; the page sends a copy under its own
 * name), `buyMatch` the scan's match, over the scan's sector; the sell side and the dates keep the page's defaults.
 */
export function backtestLinkForScan({ rules, match, sector }: LinkedScan): string {
  const params = new URLSearchParams({ sector: sector === NO_SECTOR_ID ? NEPSE_SECTOR_ID : sector });
  const taken = new Set<string>();
  for (const rule of rules) {
    let name = rule.name;
    for (let n = 2; taken.has(name); n++) name = `${rule.name} ${n}`;
    taken.add(name);
    params.append('buy', wholeRuleParam({ ...rule, name }));
  }
  if (match === 'any') params.set('buyMatch', 'any');
  return `${BACKTEST_PATH}?${params}`;
}
