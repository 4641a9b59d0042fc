import type { MarketOverviewResponse } from '@nepse/contract';
import { HistogramSeries, type IChartApi, LineSeries, type Time } from 'lightweight-charts';
import { useCallback, useRef } from 'react';
import { CHART_FIGURE_CLASS } from '../../components/charts/chart-figure';
import { ChartLegend } from '../../components/charts/chart-legend';
import { ChartSummary } from '../../components/charts/chart-summary';
import { LINE_COLORS } from '../../components/charts/chart-theme';
import { useChart } from '../../components/charts/use-chart';
import { useFormatDate } from '../../lib/calendar-system';
import { chartSummary } from '../../lib/chart-summary';
import { formatCount, formatPrice } from '../../lib/format';

/** Each leg of the line its own colour, so that where the stored index ends shows. */
const SEGMENT_COLORS = [LINE_COLORS[0] as string, LINE_COLORS[1] as string];
const TURNOVER_COLOR = '#94a3b880';

type IndexAnswer = MarketOverviewResponse['index'];

/** The NEPSE index by session with the market's turnover below it, each leg of the line named in the legend. */
export function IndexChart({ index }: { index: IndexAnswer }) {
  const container = useRef<HTMLDivElement>(null);
  const build = useCallback(
    (chart: IChartApi) => {
      const colorOn = (date: string) =>
        SEGMENT_COLORS[
          Math.max(
            0,
            index.segments.findIndex((s) => date >= s.from && date <= s.to),
          )
        ] as string;
      chart.addSeries(LineSeries, { lineWidth: 2, priceLineVisible: false }).setData(
        index.dates.map((date, k) => ({
          time: date as Time,
          value: index.close[k]!,
          color: colorOn(date),
        })),
      );
      const turnover = chart.addSeries(HistogramSeries, {
        priceScaleId: 'turnover',
        priceFormat: { type: 'volume' },
        color: TURNOVER_COLOR,
        priceLineVisible: false,
        lastValueVisible: false,
      });
      turnover.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
      turnover.setData(
        index.dates.flatMap((date, k) => {
          const value = index.turnover[k];
          return value == null ? [] : [{ time: date as Time, value }];
        }),
      );
      return undefined;
    },
    [index],
  );
  useChart(container, build);
  const formatDate = useFormatDate();
  const lastDate = index.dates.at(-1);
  const lastClose = index.close.at(-1);
  const lastTurnover = index.turnover.at(-1);
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label="NEPSE index with turnover">
      <div className="mb-2">
        <ChartLegend
          label="Lines"
          items={[
            ...index.segments.map(
              (s, k) =>
                [
                  `${s.name} (${formatDate(s.from)} to ${formatDate(s.to)})`,
                  SEGMENT_COLORS[k] as string,
                ] as const,
            ),
            ['Turnover (Rs)', TURNOVER_COLOR] as const,
          ]}
        />
      </div>
      <div ref={container} style={{ height: 360 }} data-testid="index-chart" />
      {lastDate !== undefined && lastClose !== undefined && (
        <figcaption className="mt-2 text-slate-600 text-xs dark:text-slate-400">
          {`On ${formatDate(lastDate)}: ${formatPrice(lastClose)}`}
          {lastTurnover == null ? '.' : `, turnover Rs ${formatCount(lastTurnover)}.`}
          <ChartSummary
            summary={chartSummary({
              name: 'The index',
              values: index.close,
              format: formatPrice,
            })}
            label="The index and turnover by session"
            table={{
              columns: ['Date', 'Index', 'Turnover (Rs)'],
              rows: () =>
                index.dates.map((date, k) => {
                  const turnover = index.turnover[k];
                  return [date, formatPrice(index.close[k]!), turnover == null ? '-' : formatCount(turnover)];
                }),
            }}
          />
        </figcaption>
      )}
    </figure>
  );
}
