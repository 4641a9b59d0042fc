import {
  API_PATHS,
  type BacktestRequest,
  defaultStrategy,
  NO_SECTOR_ID,
  type Side,
  type StrategyRule,
} from '@nepse/contract';
import { requestRuleName } from './rule-list';
import { defaultFromDate, requestInstant } from './strategy-dates';

/**
 * The page's strategy state (spec section 3: symbol, sector "0" for none, from, to, buy and sell rules): dates are
 * the picked calendar dates, `YYYY-MM-DD`.
 */
export interface StrategyState {
  stockSymbol: string;
  sector: string;
  from: string;
  to: string;
  buyStrategy: StrategyRule[];
  sellStrategy: StrategyRule[];
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
  };
}

export const rulesKey = (side: Side) => (side === 'buy' ? 'buyStrategy' : 'sellStrategy');

export const NO_RULES_MESSAGE = 'Please select atleast one buy and sell strategy';
export const NO_TARGET_MESSAGE = 'Please select a stock or a sector';

/** Spec section 5, in its order: rules on both sides, then a stock or a sector. Undefined when the run may go. */
export function validationMessage(state: StrategyState): string | undefined {
  if (state.buyStrategy.length === 0 || state.sellStrategy.length === 0) return NO_RULES_MESSAGE;
  if (state.stockSymbol.trim() === '' && state.sector === NO_SECTOR_ID) return NO_TARGET_MESSAGE;
  return undefined;
}

/** Where a run goes: one symbol while no sector is chosen, else the sector's call (spec section 7). */
export function backtestPath(state: StrategyState): string {
  return state.sector === NO_SECTOR_ID ? API_PATHS.backtest : API_PATHS.backtestSector;
}

const sentRules = (rules: readonly StrategyRule[]) =>
  rules.map((rule) => ({ ...rule, name: requestRuleName(rule.name) }));

/** The body of a run: the strategy state with the dates as ISO instants and numbered copies under their names. */
export function backtestRequest(state: StrategyState): BacktestRequest {
  return {
    stockSymbol: state.stockSymbol.trim(),
    sector: state.sector,
    from: requestInstant(state.from),
    to: requestInstant(state.to),
    buyStrategy: sentRules(state.buyStrategy),
    sellStrategy: sentRules(state.sellStrategy),
  };
}
