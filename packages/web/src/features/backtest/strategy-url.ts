import {
  COSTS_MODES,
  DEFAULT_INITIAL_CAPITAL,
  DEFAULT_PORTFOLIO_SETTINGS,
  defaultPatternRule,
  GENERAL_PATTERNS,
  type GeneralPatternName,
  generalPatternRule,
  NO_SECTOR_ID,
  type PatternName,
  PRICE_EXIT_FIELDS,
  type PriceExitField,
  patternType,
  RANK_BY,
  type Side,
  type StrategyRule,
} from '@nepse/contract';
import { BACKTEST_SYMBOL_PARAM } from '../../lib/backtest-link';
import { isPickableDate } from '../../lib/calendar';
import { addRule, defaultRuleOf, ruleKindOf } from './rule-list';
import { defaultStrategyState, type StrategyState } from './strategy-state';

/**
 * The strategy in the page address, so that a link reproduces a run: `symbol`, `sector`, `from`, `to`, and one
 * `buy` / `sell` parameter a rule, written as its name followed by the fields that differ from the rule's
 * defaults for that side, e.g. `buy=RSI(rsi_value=30,condition=%3C)`; `(key)` alone marks a default field the
 * rule lacks. Keys and values are URI-encoded inside the brackets. A side that matches any of its rules adds
 * `buyMatch=any` / `sellMatch=any`. The run's settings follow when they differ from their defaults: `capital`,
 * `costs` (`today` or `off`), `fill=close`, and the price exits `stopLoss`, `takeProfit`, `trailingStop` (percent).
 * A sector run as one portfolio adds `mode=portfolio` and its settings that differ from their defaults:
 * `positions`, `sizing=percent` with `sizingPercent`, `rankBy`.
 */

/** The address parameter of each price exit. */
const EXIT_PARAMS: Record<PriceExitField, string> = {
  stopLossPercent: 'stopLoss',
  takeProfitPercent: 'takeProfit',
  trailingStopPercent: 'trailingStop',
};

/** The rule the page would add for `name` on `side`; a name it does not know is a bare rule. */
function baseRule(name: string, side: Side): StrategyRule {
  const kind = ruleKindOf(name);
  if (kind) return { ...defaultRuleOf(kind, side), name };
  if (patternType(name)) return defaultPatternRule(name as PatternName, side);
  if ((GENERAL_PATTERNS as readonly string[]).includes(name)) {
    return generalPatternRule(name as GeneralPatternName);
  }
  return { name };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A rule as one parameter value. */
export function encodeRule(rule: StrategyRule, side: Side): string {
  const base = baseRule(rule.name, side);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(rule)) {
    if (key !== 'name' && base[key] !== value) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  for (const key of Object.keys(base)) if (!(key in rule)) parts.push(encodeURIComponent(key));
  return parts.length === 0 ? rule.name : `${rule.name}(${parts.join(',')})`;
}

/** A rule back from its parameter value: the defaults of its name, then the written fields. */
export function decodeRule(text: string, side: Side): StrategyRule {
  const match = /^([^(]*)(?:\((.*)\))?$/s.exec(text);
  const name = match?.[1] ?? text;
  const rule = { ...baseRule(name, side) };
  for (const part of match?.[2]?.split(',') ?? []) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    if (eq === -1) delete rule[decode(part)];
    else rule[decode(part.slice(0, eq))] = decode(part.slice(eq + 1));
  }
  rule.name = name;
  return rule;
}

/** A query value with the characters a query may hold unescaped, spaces as `+`, for a readable address. */
function queryValue(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/%2C/gi, ',')
    .replace(/%3D/gi, '=')
    .replace(/%3A/gi, ':');
}

/** Extra state of the results kept in the address: the chosen symbol and the filter. */
export interface ResultsView {
  show?: string | undefined;
  activeOnly?: boolean | undefined;
}

/** The query string (without `?`) of a strategy and of the results' view. */
export function strategySearch(state: StrategyState, view: ResultsView = {}): string {
  const pairs: [string, string][] = [];
  if (state.stockSymbol.trim() !== '') pairs.push([BACKTEST_SYMBOL_PARAM, state.stockSymbol.trim()]);
  if (state.sector !== NO_SECTOR_ID) pairs.push(['sector', state.sector]);
  pairs.push(['from', state.from], ['to', state.to]);
  for (const rule of state.buyStrategy) pairs.push(['buy', encodeRule(rule, 'buy')]);
  for (const rule of state.sellStrategy) pairs.push(['sell', encodeRule(rule, 'sell')]);
  if (state.buyMatch === 'any') pairs.push(['buyMatch', 'any']);
  if (state.sellMatch === 'any') pairs.push(['sellMatch', 'any']);
  const capital = state.initialCapital.trim();
  if (capital !== String(DEFAULT_INITIAL_CAPITAL)) pairs.push(['capital', capital]);
  if (state.costs !== 'dated') pairs.push(['costs', state.costs]);
  if (state.fill !== 'next_open') pairs.push(['fill', state.fill]);
  for (const { field } of PRICE_EXIT_FIELDS) {
    const percent = state[field].trim();
    if (percent !== '') pairs.push([EXIT_PARAMS[field], percent]);
  }
  if (state.sector !== NO_SECTOR_ID && state.mode === 'portfolio') {
    const defaults = DEFAULT_PORTFOLIO_SETTINGS;
    pairs.push(['mode', 'portfolio']);
    if (state.maxPositions.trim() !== String(defaults.maxPositions))
      pairs.push(['positions', state.maxPositions.trim()]);
    if (state.sizing === 'percent')
      pairs.push(['sizing', 'percent'], ['sizingPercent', state.sizingPercent.trim()]);
    if (state.rankBy !== defaults.rankBy) pairs.push(['rankBy', state.rankBy]);
  }
  if (view.show) pairs.push(['show', view.show]);
  if (view.activeOnly) pairs.push(['filter', 'active']);
  return pairs.map(([key, value]) => `${key}=${queryValue(value)}`).join('&');
}

function rulesOf(params: URLSearchParams, side: Side, fallback: StrategyRule[]): StrategyRule[] {
  const written = params.getAll(side);
  if (written.length === 0) return fallback;
  return written.reduce<StrategyRule[]>((rules, text) => addRule(rules, decodeRule(text, side)), []);
}

/**
 * The strategy an address holds, or undefined when it names none (no symbol, sector or rule). What it leaves
 * out keeps its default; a date that is not one keeps its default too. Capital and exits come back as written (the
 * page marks them if they are wrong).
 */
export function strategyFromSearch(params: URLSearchParams, today: string): StrategyState | undefined {
  if (![BACKTEST_SYMBOL_PARAM, 'sector', 'buy', 'sell'].some((key) => params.has(key))) return undefined;
  const defaults = defaultStrategyState(today);
  const date = (key: string, fallback: string) => {
    const value = params.get(key) ?? '';
    return isPickableDate(value) ? value : fallback;
  };
  return {
    stockSymbol: (params.get(BACKTEST_SYMBOL_PARAM) ?? '').trim().toUpperCase(),
    sector: params.get('sector')?.trim() || NO_SECTOR_ID,
    from: date('from', defaults.from),
    to: date('to', defaults.to),
    buyStrategy: rulesOf(params, 'buy', defaults.buyStrategy),
    sellStrategy: rulesOf(params, 'sell', defaults.sellStrategy),
    buyMatch: params.get('buyMatch') === 'any' ? 'any' : 'all',
    sellMatch: params.get('sellMatch') === 'any' ? 'any' : 'all',
    initialCapital: params.get('capital')?.trim() || defaults.initialCapital,
    costs: COSTS_MODES.find((mode) => mode === params.get('costs')) ?? defaults.costs,
    fill: params.get('fill') === 'close' ? 'close' : defaults.fill,
    stopLossPercent: params.get(EXIT_PARAMS.stopLossPercent)?.trim() ?? '',
    takeProfitPercent: params.get(EXIT_PARAMS.takeProfitPercent)?.trim() ?? '',
    trailingStopPercent: params.get(EXIT_PARAMS.trailingStopPercent)?.trim() ?? '',
    mode: params.get('mode') === 'portfolio' ? 'portfolio' : defaults.mode,
    maxPositions: params.get('positions')?.trim() || defaults.maxPositions,
    sizing: params.get('sizing') === 'percent' ? 'percent' : defaults.sizing,
    sizingPercent: params.get('sizingPercent')?.trim() || defaults.sizingPercent,
    rankBy: RANK_BY.find((rank) => rank === params.get('rankBy')) ?? defaults.rankBy,
  };
}

/** The results' view an address holds. */
export function resultsViewFromSearch(params: URLSearchParams): ResultsView {
  return { show: params.get('show') ?? undefined, activeOnly: params.get('filter') === 'active' };
}
