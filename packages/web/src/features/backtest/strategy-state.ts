import {
  API_PATHS,
  type BacktestMode,
  type BacktestRequest,
  type COSTS_MODES,
  DEFAULT_INITIAL_CAPITAL,
  DEFAULT_PORTFOLIO_SETTINGS,
  defaultStrategy,
  type FillMode,
  NO_SECTOR_ID,
  NO_TARGET_MESSAGE,
  type PortfolioSettings,
  PRICE_EXIT_FIELDS,
  type PriceExitField,
  parseBacktestRequest,
  type Side,
  type StrategyRule,
} from '@nepse/contract';
import type { Match } from '@nepse/core';
import { requestRuleName } from './rule-list';
import { capitalProblem, dateRangeProblem, priceExitProblem, rulesProblem } from './strategy-checks';
import { defaultFromDate, requestInstant } from './strategy-dates';

/** The Costs control's choice: the rulebook's rows of each date, today's on every date, or none. */
export type CostsChoice = (typeof COSTS_MODES)[number];

/**
 * The page's strategy state (symbol, sector "0" for none, from, to, buy and sell rules, how each side matches its
 * rules) and the run's settings (initial capital, costs, fill, price exits): dates are the picked calendar dates, `YYYY-MM-DD`;
 * the symbol is the box's text; capital and exits are kept as typed, an empty exit being off.
 */
export interface StrategyState extends Record<PriceExitField, string> {
  stockSymbol: string;
  sector: string;
  from: string;
  to: string;
  buyStrategy: StrategyRule[];
  sellStrategy: StrategyRule[];
  buyMatch: Match;
  sellMatch: Match;
  initialCapital: string;
  costs: CostsChoice;
  fill: FillMode;
  /**
   * A sector run's mode ("Per stock" or "One portfolio") and the portfolio's settings, the numbers as typed; a
   * one-symbol run ignores them.
   */
  mode: BacktestMode;
  maxPositions: string;
  sizing: PortfolioSettings['sizing'];
  sizingPercent: string;
  rankBy: PortfolioSettings['rankBy'];
}

/** The state of a first visit, `today` being today's date in Nepal. */
export function defaultStrategyState(today: string): StrategyState {
  return {
    stockSymbol: '',
    sector: NO_SECTOR_ID,
    from: defaultFromDate(today),
    to: today,
    buyStrategy: defaultStrategy('buy'),
    sellStrategy: defaultStrategy('sell'),
    buyMatch: 'all',
    sellMatch: 'all',
    initialCapital: String(DEFAULT_INITIAL_CAPITAL),
    costs: 'dated',
    fill: 'next_open',
    stopLossPercent: '',
    takeProfitPercent: '',
    trailingStopPercent: '',
    mode: 'per-stock',
    maxPositions: String(DEFAULT_PORTFOLIO_SETTINGS.maxPositions),
    sizing: DEFAULT_PORTFOLIO_SETTINGS.sizing,
    sizingPercent: String(DEFAULT_PORTFOLIO_SETTINGS.sizingPercent),
    rankBy: DEFAULT_PORTFOLIO_SETTINGS.rankBy,
  };
}

/** Whether a run of `state` is one portfolio: a sector run in that mode. */
export const isPortfolioRun = (state: StrategyState) =>
  state.sector !== NO_SECTOR_ID && state.mode === 'portfolio';

export const rulesKey = (side: Side) => (side === 'buy' ? 'buyStrategy' : 'sellStrategy');
export const matchKey = (side: Side) => (side === 'buy' ? 'buyMatch' : 'sellMatch');

export const NO_RULES_MESSAGE = 'Please select atleast one buy and sell strategy';

/**
 * Why a run may not go, checked in this order: rules on both sides, then a stock or a sector; then what the
 * page marks on its fields (the dates, the rules' fields, the settings), and last anything else the server
 * would refuse. Undefined when the run may go.
 */
export function validationMessage(
  state: StrategyState,
  writeDate: (date: string) => string,
): string | undefined {
  if (state.buyStrategy.length === 0 || state.sellStrategy.length === 0) return NO_RULES_MESSAGE;
  if (state.stockSymbol.trim() === '' && state.sector === NO_SECTOR_ID) return NO_TARGET_MESSAGE;
  const marked =
    dateRangeProblem(state.from, state.to, writeDate) ??
    rulesProblem(state.buyStrategy, 'buy') ??
    rulesProblem(state.sellStrategy, 'sell') ??
    capitalProblem(state.initialCapital) ??
    PRICE_EXIT_FIELDS.map(({ field }) => priceExitProblem(field, state[field])).find(Boolean);
  if (marked) return marked;
  const parsed = parseBacktestRequest(backtestRequest(state));
  return parsed.ok ? undefined : parsed.error;
}

/** Where a run goes: one symbol while no sector is chosen, else the sector's call. */
export function backtestPath(state: StrategyState): string {
  return state.sector === NO_SECTOR_ID ? API_PATHS.backtest : API_PATHS.backtestSector;
}

const sentRules = (rules: readonly StrategyRule[]) =>
  rules.map((rule) => ({ ...rule, name: requestRuleName(rule.name) }));

/**
 * The body of a run: the strategy state with the dates as ISO instants, numbered copies under their names, each
 * side's match, the settings as numbers, and only the price exits that are on.
 */
export function backtestRequest(state: StrategyState): BacktestRequest {
  const body: BacktestRequest = {
    stockSymbol: state.stockSymbol.trim(),
    sector: state.sector,
    from: requestInstant(state.from),
    to: requestInstant(state.to),
    buyStrategy: sentRules(state.buyStrategy),
    sellStrategy: sentRules(state.sellStrategy),
    buyMatch: state.buyMatch,
    sellMatch: state.sellMatch,
    initialCapital: Number(state.initialCapital.trim()),
    costs: state.costs,
    fill: state.fill,
  };
  for (const { field } of PRICE_EXIT_FIELDS) {
    if (state[field].trim() !== '') body[field] = Number(state[field].trim());
  }
  if (isPortfolioRun(state)) {
    // As typed: the server names a field it refuses.
    body.mode = 'portfolio';
    body.maxPositions = state.maxPositions.trim();
    body.sizing = state.sizing;
    if (state.sizing === 'percent') body.sizingPercent = state.sizingPercent.trim();
    body.rankBy = state.rankBy;
  }
  return body;
}
