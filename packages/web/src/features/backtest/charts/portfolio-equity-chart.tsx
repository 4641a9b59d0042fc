import type { PortfolioResponse } from '@nepse/contract';
import { AreaSeries, type IChartApi, LineSeries, type Time } from 'lightweight-charts';
import { useCallback, useMemo, useRef } from 'react';
import { CHART_FIGURE_CLASS } from '../../../components/charts/chart-figure';
import { ChartLegend } from '../../../components/charts/chart-legend';
import { DOWN_COLOR, LINE_COLORS } from '../../../components/charts/chart-theme';
import { useChart } from '../../../components/charts/use-chart';
import { formatMoney, formatPercent } from '../../../lib/format';
import { BENCHMARK_COLOR } from './equity-chart';
import { drawdownSeries } from './equity-series';

const EQUITY_COLOR = LINE_COLORS[0] as string;
/** The lines' names and colours: the benchmark's, named, when the answer has it. */
function legendOf(benchmark: string | null): (readonly [string, string])[] {
  return [
    ['Portfolio', EQUITY_COLOR],
    ...(benchmark === null ? [] : [[benchmark, BENCHMARK_COLOR] as const]),
    ['Drawdown (%)', DOWN_COLOR],
  ];
}

/**
 * The portfolio's equity at every session's close against its benchmark bought with the same capital (when the
 * answer has one), and below it its drawdown from the running peak (%).
 */
export function PortfolioEquityChart({ portfolio }: { portfolio: PortfolioResponse }) {
  const container = useRef<HTMLDivElement>(null);
  const { dates, values, benchmark_values: benchmarkValues } = portfolio.equity_curve;
  const benchmarkName = benchmarkValues && portfolio.benchmark ? portfolio.benchmark.name : null;
  const drawdown = useMemo(
    () => drawdownSeries(values, portfolio.initial_capital),
    [values, portfolio.initial_capital],
  );
  const build = useCallback(
    (chart: IChartApi) => {
      const points = (ys: readonly number[]) => ys.map((value, i) => ({ time: dates[i] as Time, value }));
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
          color: EQUITY_COLOR,
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
        .setData(points(drawdown));
      for (const [i, pane] of chart.panes().entries()) pane.setStretchFactor(i === 0 ? 260 : 120);
      return undefined;
    },
    [dates, values, drawdown, benchmarkValues, benchmarkName],
  );
  useChart(container, build);
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label="Equity of the portfolio">
      <div className="mb-2">
        <ChartLegend label="Lines" items={legendOf(benchmarkName)} />
      </div>
      <div ref={container} style={{ height: 380 }} data-testid="portfolio-equity-chart" />
      <figcaption className="mt-2 text-slate-600 text-xs dark:text-slate-400">
        {`Portfolio from ${formatMoney(portfolio.initial_capital)} to ${formatMoney(portfolio.final_capital)}; `}
        {benchmarkValues && benchmarkName !== null
          ? `${benchmarkName} to ${formatMoney(benchmarkValues[benchmarkValues.length - 1] ?? null)}; `
          : ''}
        {`deepest drawdown ${formatPercent(portfolio.max_drawdown_percentage)}.`}
      </figcaption>
    </figure>
  );
}
