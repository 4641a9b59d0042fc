import type { BacktestSummary } from '@nepse/contract';
import { IndicatorCache } from '@nepse/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { chartBars } from '../../../components/charts/chart-bars';
import { Spinner } from '../../../components/spinner';
import type { StrategyState } from '../strategy-state';
import { EquityChart } from './equity-chart';
import { PriceChart } from './price-chart';
import { ruleOverlays } from './rule-overlays';
import { symbolBarsQuery } from './symbol-bars';

export interface SymbolChartsProps {
  summary: BacktestSummary;
  /** The strategy that ran: its range and the rules whose indicators are drawn. */
  strategy: StrategyState;
}

/**
 * The selected symbol's charts (its own chunk, with lightweight-charts): price with trades and the rules'
 * indicators, computed here from the symbol's bars with core's functions, and the equity curve. "No data found."
 * when the symbol has no session in the range.
 */
export function SymbolCharts({ summary, strategy }: SymbolChartsProps) {
  const symbol = summary.stock_symbol;
  const bars = useQuery(symbolBarsQuery(symbol));
  // The bars' indicators and the two charts are drawn in a deferred render, in short tasks the browser can paint
  // and answer input between; the spinner stays until then.
  const drawn = useDeferredValue(bars.data);
  const data = useMemo(
    () => (drawn ? chartBars(drawn, strategy.from, strategy.to) : undefined),
    [drawn, strategy.from, strategy.to],
  );
  const overlays = useMemo(
    () =>
      data &&
      ruleOverlays(new IndicatorCache(data.bars), [
        { side: 'buy', rules: strategy.buyStrategy },
        { side: 'sell', rules: strategy.sellStrategy },
      ]),
    [data, strategy.buyStrategy, strategy.sellStrategy],
  );

  if (bars.isPending || drawn !== bars.data) {
    return (
      <div className="flex h-64 items-center justify-center">
        <Spinner label="Loading prices" />
      </div>
    );
  }
  if (!data || !overlays || data.end < data.start) {
    return (
      <p className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        No data found.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <PriceChart symbol={symbol} data={data} overlays={overlays} transactions={summary.transactions} />
      <EquityChart summary={summary} data={data} />
    </div>
  );
}
