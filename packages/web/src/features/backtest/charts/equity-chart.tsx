import type { BacktestSummary } from '@nepse/contract';
import { AreaSeries, type IChartApi, LineSeries, type Time } from 'lightweight-charts';
import { useCallback, useMemo, useRef } from 'react';
import type { ChartBars } from '../../../components/charts/chart-bars';
import { CHART_FIGURE_CLASS } from '../../../components/charts/chart-figure';
import { ChartLegend } from '../../../components/charts/chart-legend';
import { DOWN_COLOR, LINE_COLORS } from '../../../components/charts/chart-theme';
import { useChart } from '../../../components/charts/use-chart';
import { formatMoney, formatPercent } from '../../../lib/format';
import { buyAndHoldEquity, drawdownSeries } from './equity-series';

const STRATEGY_COLOR = LINE_COLORS[0] as string;
const HOLD_COLOR = '#94a3b8';
/** The benchmark's line, on every equity chart that draws one. */
export const BENCHMARK_COLOR = LINE_COLORS[1] as string;

/** The lines' names and colours: the benchmark's, named, when the summary has it. */
function legendOf(benchmark: string | null): (readonly [string, string])[] {
  return [
    ['Strategy', STRATEGY_COLOR],
    ['Buy and hold', HOLD_COLOR],
    ...(benchmark === null ? [] : [[benchmark, BENCHMARK_COLOR] as const]),
    ['Drawdown (%)', DOWN_COLOR],
  ];
}

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
  const benchmarkName = benchmarkValues && summary.benchmark ? summary.benchmark.name : null;
  const series = useMemo(() => {
    // The curve may be thinned to its extremes; buy and hold is read at the curve's own sessions.
    const barOf = new Map(data.dates.map((date, i) => [date, i]));
    const at = dates.map((date) => barOf.get(date) ?? data.start);
    return {
      hold: buyAndHoldEquity(data.bars.close, data.start, at, summary.initial_capital),
      drawdown: drawdownSeries(values, summary.initial_capital),
    };
  }, [data, dates, values, summary.initial_capital]);

  const build = useCallback(
    (chart: IChartApi) => {
      const points = (ys: readonly number[]) => ys.map((value, i) => ({ time: dates[i] as Time, value }));
      chart
        .addSeries(LineSeries, {
          color: HOLD_COLOR,
          lineWidth: 2,
          priceLineVisible: false,
          lastValueVisible: false,
        })
        .setData(points(series.hold));
      if (benchmarkValues && benchmarkName !== null)
        chart
          .addSeries(LineSeries, {
            color: BENCHMARK_COLOR,
            lineWidth: 2,
            priceLineVisible: false,
            lastValueVisible: false,
          })
          .setData(points(benchmarkValues));
      chart
        .addSeries(LineSeries, {
          color: STRATEGY_COLOR,
          lineWidth: 2,
          priceLineVisible: false,
          lastValueVisible: false,
        })
        .setData(points(values));
      chart
        .addSeries(
          AreaSeries,
          {
            lineColor: DOWN_COLOR,
            topColor: `${DOWN_COLOR}10`,
            bottomColor: `${DOWN_COLOR}50`,
            lineWidth: 1,
            priceLineVisible: false,
            lastValueVisible: false,
            invertFilledArea: true,
          },
          1,
        )
        .setData(points(series.drawdown));
      for (const [i, pane] of chart.panes().entries()) pane.setStretchFactor(i === 0 ? 260 : 120);
      return undefined;
    },
    [dates, values, series, benchmarkValues, benchmarkName],
  );
  useChart(container, build);

  const deepest = series.drawdown.length > 0 ? -Math.min(...series.drawdown) : 0;
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label={`Equity of ${summary.stock_symbol}`}>
      <div className="mb-2">
        <ChartLegend label="Lines" items={legendOf(benchmarkName)} />
      </div>
      <div ref={container} style={{ height: 380 }} data-testid="equity-chart" />
      <figcaption className="mt-2 text-slate-600 text-xs dark:text-slate-400">
        Strategy from {formatMoney(summary.initial_capital)} to{' '}
        {formatMoney(values[values.length - 1] ?? null)}; buy and hold to{' '}
        {formatMoney(series.hold[series.hold.length - 1] ?? null)};{' '}
        {benchmarkValues && benchmarkName !== null
          ? `${benchmarkName} to ${formatMoney(benchmarkValues[benchmarkValues.length - 1] ?? null)}; `
          : ''}
        deepest drawdown {formatPercent(deepest)}.
      </figcaption>
    </figure>
  );
}
