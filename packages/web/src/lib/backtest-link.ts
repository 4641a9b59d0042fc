/** The back-test page, and the address parameter its strategy reads the chosen symbol from. */
export const BACKTEST_PATH = '/dashboard/backtest';
export const BACKTEST_SYMBOL_PARAM = 'symbol';

/** The back-test page with `symbol` chosen (the rest of the strategy at its defaults). */
export function backtestLinkFor(symbol: string): string {
  return `${BACKTEST_PATH}?${new URLSearchParams({ [BACKTEST_SYMBOL_PARAM]: symbol })}`;
}
