import { AreaSeries, type IChartApi, LineSeries, type Time } from 'lightweight-charts';
import type { ChartTable } from '../../../components/charts/chart-summary';
import { DOWN_COLOR, LINE_COLORS } from '../../../components/charts/chart-theme';
import { chartSummary } from '../../../lib/chart-summary';
import { formatMoney, formatPercent } from '../../../lib/format';

/** The benchmark's line, on every equity chart that draws one. */
export const BENCHMARK_COLOR = LINE_COLORS[1] as string;
const DRAWDOWN_NAME = 'Drawdown (%)';

/** One equity line of a chart: its name, colour and value at each of the chart's sessions. */
export interface EquityLine {
  name: string;
  color: string;
  values: readonly number[];
}

/** The benchmark's line, named, when the run has both its values and its summary. */
export function benchmarkLine(
  values: readonly number[] | undefined,
  benchmark: { name: string } | null | undefined,
): EquityLine | undefined {
  return values && benchmark ? { name: benchmark.name, color: BENCHMARK_COLOR, values } : undefined;
}

/**
 * Draws the equity lines in the main pane, the first on top (so the benchmark, drawn last, lies under the run's
 * own line), and below them the drawdown from the running peak (%) in a pane of its own.
 */
export function drawEquity(
  chart: IChartApi,
  dates: readonly string[],
  lines: readonly EquityLine[],
  drawdown: readonly number[],
): void {
  const points = (ys: readonly number[]) => ys.map((value, i) => ({ time: dates[i] as Time, value }));
  for (const line of [...lines].reverse()) {
    chart
      .addSeries(LineSeries, {
        color: line.color,
        lineWidth: 2,
        priceLineVisible: false,
        lastValueVisible: false,
      })
      .setData(points(line.values));
  }
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
}

/** The legend of an equity chart: its lines and the drawdown. */
export function equityLegend(lines: readonly EquityLine[]): (readonly [string, string])[] {
  return [...lines.map((l) => [l.name, l.color] as const), [DRAWDOWN_NAME, DOWN_COLOR]];
}

/** "NEPSE to Rs 123,456.00; " for the caption, or nothing without a benchmark. */
export function benchmarkCaption(benchmark: EquityLine | undefined): string {
  return benchmark ? `${benchmark.name} to ${formatMoney(benchmark.values.at(-1) ?? null)}; ` : '';
}

/**
 * An equity chart's summary, its first line against the benchmark when there is one (otherwise against its own
 * average), and its data table: a row a session, newest first, every line and the drawdown.
 */
export function equitySummary(
  dates: readonly string[],
  lines: readonly EquityLine[],
  benchmark: EquityLine | undefined,
  drawdown: readonly number[],
): { summary: string; table: ChartTable } {
  const [own] = lines;
  return {
    summary: own ? chartSummary({ ...own, format: formatMoney }, benchmark) : '',
    table: {
      columns: ['Date', ...lines.map((l) => l.name), DRAWDOWN_NAME],
      rows: () =>
        dates
          .map((date, i) => [
            date,
            ...lines.map((l) => formatMoney(l.values[i] ?? null)),
            formatPercent(drawdown[i] ?? null),
          ])
          .reverse(),
    },
  };
}
