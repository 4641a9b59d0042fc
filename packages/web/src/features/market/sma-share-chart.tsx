import type { MarketOverviewResponse } from '@nepse/contract';
import { type IChartApi, LineSeries, type Time } from 'lightweight-charts';
import { useCallback, useRef } from 'react';
import { CHART_FIGURE_CLASS } from '../../components/charts/chart-figure';
import { ChartLegend } from '../../components/charts/chart-legend';
import { ChartSummary } from '../../components/charts/chart-summary';
import { LINE_COLORS } from '../../components/charts/chart-theme';
import { useChart } from '../../components/charts/use-chart';
import { chartSummary } from '../../lib/chart-summary';
import { formatPercent } from '../../lib/format';

const LINES = [
  ['Above SMA 50 (%)', 'above50', LINE_COLORS[0] as string],
  ['Above SMA 200 (%)', 'above200', LINE_COLORS[2] as string],
] as const;

/** The share of listed equities above their SMA 50 and SMA 200, by session. */
export function SmaShareChart({ history }: { history: MarketOverviewResponse['smaShare'] }) {
  const container = useRef<HTMLDivElement>(null);
  const build = useCallback(
    (chart: IChartApi) => {
      for (const [, key, color] of LINES) {
        chart
          .addSeries(LineSeries, { color, lineWidth: 2, priceLineVisible: false })
          .setData(
            history.flatMap((p) =>
              p[key] === null ? [] : [{ time: p.date as Time, value: p[key] as number }],
            ),
          );
      }
      return undefined;
    },
    [history],
  );
  useChart(container, build);
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label="Share of stocks above their averages">
      <div className="mb-2">
        <ChartLegend label="Lines" items={LINES.map(([name, , color]) => [name, color] as const)} />
      </div>
      <div ref={container} style={{ height: 240 }} data-testid="sma-share-chart" />
      <figcaption>
        <ChartSummary
          summary={LINES.map(([name, key]) =>
            chartSummary({
              name,
              values: history.map((p) => p[key] ?? Number.NaN),
              format: formatPercent,
            }),
          ).join(' ')}
          label="Share of stocks above SMA 50 and SMA 200 by session"
          table={{
            columns: ['Date', ...LINES.map(([name]) => name)],
            rows: () =>
              history.map((p) => [
                p.date,
                ...LINES.map(([, key]) => (p[key] === null ? '-' : formatPercent(p[key]))),
              ]),
          }}
        />
      </figcaption>
    </figure>
  );
}
