/** A sweep grid's cell at `values` whose statistic (and return) is `statistic`; its other figures fixed. */
export const sweepCell = (values: number[], statistic: number | null) => ({
  values,
  statistic,
  profit_percentage: statistic,
  max_drawdown_percentage: 5,
  sharpe_ratio: 1,
  total_trades: 4,
  stocks: 1,
});
