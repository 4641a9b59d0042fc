import type { LinkedRule } from '@nepse/contract';

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
