import type { BacktestSummary } from '@nepse/contract';
import type { IChartApi } from 'lightweight-charts';
import { useCallback, useMemo, useRef } from 'react';
import type { ChartBars } from '../../../components/charts/chart-bars';
import { CHART_FIGURE_CLASS } from '../../../components/charts/chart-figure';
import { ChartLegend } from '../../../components/charts/chart-legend';
import { ChartSummary } from '../../../components/charts/chart-summary';
import { LINE_COLORS } from '../../../components/charts/chart-theme';
import { useChart } from '../../../components/charts/use-chart';
import { formatMoney, formatPercent } from '../../../lib/format';
import { benchmarkCaption, benchmarkLine, drawEquity, equityLegend, equitySummary } from './equity-lines';
import { buyAndHoldEquity, drawdownSeries } from './equity-series';

const STRATEGY_COLOR = LINE_COLORS[0] as string;
const HOLD_COLOR = '#94a3b8';

export interface EquityChartProps {
  summary: BacktestSummary;
  data: ChartBars;
}

/**
 * The strategy's equity at each session's close against buying and holding from the range's first close and against
 * its benchmark bought with the same capital (when the summary has one), and below
 * them the strategy's drawdown from its running peak (%). The legend names the lines and the caption gives their
 * last values: labels of their own on the price axis would cover its ticks.
 */
export function EquityChart({ summary, data }: EquityChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const { dates, values, benchmark_values: benchmarkValues } = summary.equity_curve;
  const benchmark = useMemo(
    () => benchmarkLine(benchmarkValues, summary.benchmark),
    [benchmarkValues, summary.benchmark],
  );
  const series = useMemo(() => {
    // The curve may be thinned to its extremes; buy and hold is read at the curve's own sessions.
    const barOf = new Map(data.dates.map((date, i) => [date, i]));
    const at = dates.map((date) => barOf.get(date) ?? data.start);
    const hold = buyAndHoldEquity(data.bars.close, data.start, at, summary.initial_capital);
    return {
      lines: [
        { name: 'Strategy', color: STRATEGY_COLOR, values },
        { name: 'Buy and hold', color: HOLD_COLOR, values: hold },
        ...(benchmark ? [benchmark] : []),
      ],
      hold,
      drawdown: drawdownSeries(values, summary.initial_capital),
    };
  }, [data, dates, values, summary.initial_capital, benchmark]);

  const build = useCallback(
    (chart: IChartApi) => {
      drawEquity(chart, dates, series.lines, series.drawdown);
      return undefined;
    },
    [dates, series],
  );
  useChart(container, build);
  const described = useMemo(
    () => equitySummary(dates, series.lines, benchmark, series.drawdown),
    [dates, series, benchmark],
  );

  const deepest = series.drawdown.length > 0 ? -Math.min(...series.drawdown) : 0;
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label={`Equity of ${summary.stock_symbol}`}>
      <div className="mb-2">
        <ChartLegend label="Lines" items={equityLegend(series.lines)} />
      </div>
      <div ref={container} style={{ height: 380 }} data-testid="equity-chart" />
      <figcaption className="mt-2 text-slate-600 text-xs dark:text-slate-400">
        Strategy from {formatMoney(summary.initial_capital)} to{' '}
        {formatMoney(values[values.length - 1] ?? null)}; buy and hold to{' '}
        {formatMoney(series.hold[series.hold.length - 1] ?? null)}; {benchmarkCaption(benchmark)}
        deepest drawdown {formatPercent(deepest)}.
        <ChartSummary {...described} label={`Equity of ${summary.stock_symbol} at each session`} />
      </figcaption>
    </figure>
  );
}
