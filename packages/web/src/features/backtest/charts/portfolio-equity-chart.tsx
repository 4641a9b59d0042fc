import type { PortfolioResponse } from '@nepse/contract';
import type { IChartApi } from 'lightweight-charts';
import { useCallback, useMemo, useRef } from 'react';
import { CHART_FIGURE_CLASS } from '../../../components/charts/chart-figure';
import { ChartLegend } from '../../../components/charts/chart-legend';
import { ChartSummary } from '../../../components/charts/chart-summary';
import { LINE_COLORS } from '../../../components/charts/chart-theme';
import { useChart } from '../../../components/charts/use-chart';
import { formatMoney, formatPercent } from '../../../lib/format';
import { benchmarkCaption, benchmarkLine, drawEquity, equityLegend, equitySummary } from './equity-lines';
import { drawdownSeries } from './equity-series';

const EQUITY_COLOR = LINE_COLORS[0] as string;

/**
 * The portfolio's equity at every session's close against its benchmark bought with the same capital (when the
 * answer has one), and below it its drawdown from the running peak (%).
 */
export function PortfolioEquityChart({ portfolio }: { portfolio: PortfolioResponse }) {
  const container = useRef<HTMLDivElement>(null);
  const { dates, values, benchmark_values: benchmarkValues } = portfolio.equity_curve;
  const benchmark = useMemo(
    () => benchmarkLine(benchmarkValues, portfolio.benchmark),
    [benchmarkValues, portfolio.benchmark],
  );
  const lines = useMemo(
    () => [{ name: 'Portfolio', color: EQUITY_COLOR, values }, ...(benchmark ? [benchmark] : [])],
    [values, benchmark],
  );
  const drawdown = useMemo(
    () => drawdownSeries(values, portfolio.initial_capital),
    [values, portfolio.initial_capital],
  );
  const build = useCallback(
    (chart: IChartApi) => {
      drawEquity(chart, dates, lines, drawdown);
      return undefined;
    },
    [dates, lines, drawdown],
  );
  useChart(container, build);
  const described = useMemo(
    () => equitySummary(dates, lines, benchmark, drawdown),
    [dates, lines, benchmark, drawdown],
  );
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label="Equity of the portfolio">
      <div className="mb-2">
        <ChartLegend label="Lines" items={equityLegend(lines)} />
      </div>
      <div ref={container} style={{ height: 380 }} data-testid="portfolio-equity-chart" />
      <figcaption className="mt-2 text-slate-600 text-xs dark:text-slate-400">
        {`Portfolio from ${formatMoney(portfolio.initial_capital)} to ${formatMoney(portfolio.final_capital)}; `}
        {benchmarkCaption(benchmark)}
        {`deepest drawdown ${formatPercent(portfolio.max_drawdown_percentage)}.`}
        <ChartSummary {...described} label="Equity of the portfolio at each session" />
      </figcaption>
    </figure>
  );
}
