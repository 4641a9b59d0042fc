import type { Candles } from '@nepse/contract';
import {
  CandlestickSeries,
  createSeriesMarkers,
  type IChartApi,
  LineStyle,
  type SeriesMarker,
  type Time,
} from 'lightweight-charts';
import { useCallback, useMemo, useRef } from 'react';
import { candleSummary } from './candle-summary';
import { CHART_FIGURE_CLASS } from './chart-figure';
import { ChartLegend } from './chart-legend';
import { ChartSummary } from './chart-summary';
import { DOWN_COLOR, UP_COLOR } from './chart-theme';
import { useChart } from './use-chart';

/** The plot width, in pixels, from which each line is named beside the price axis. */
const NAMED_LINES_MIN_WIDTH = 480;

/** A horizontal level across the chart, its price on the price axis. */
export interface ChartLevel {
  price: number;
  /** Shown in the legend, and beside the line when the chart is wide enough. */
  title: string;
  color: string;
  dashed?: boolean;
}

/** A session marked with a dot above (a high) or below (a low) its candle. */
export interface ChartMark {
  date: string;
  position: 'above' | 'below';
  color: string;
}

export interface LevelsChartProps {
  candles: Candles;
  levels: readonly ChartLevel[];
  marks?: readonly ChartMark[];
  /** The figure's accessible name. */
  label: string;
  /** What the chart shows, in words under it. */
  caption: string;
  testId?: string;
}

/**
 * Candles with price levels drawn across them as horizontal lines (a support and resistance or a Fibonacci
 * chart) and some sessions marked. The figure's `data-price-lines` says how many lines the chart holds,
 * `data-line-titles` how many are named beside the price axis.
 */
export function LevelsChart({ candles, levels, marks = [], label, caption, testId }: LevelsChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const build = useCallback(
    (chart: IChartApi) => {
      const series = chart.addSeries(CandlestickSeries, {
        upColor: UP_COLOR,
        downColor: DOWN_COLOR,
        wickUpColor: UP_COLOR,
        wickDownColor: DOWN_COLOR,
        borderVisible: false,
        priceLineVisible: false,
      });
      series.setData(
        candles.dates.map((date, i) => ({
          time: date as Time,
          open: candles.open[i]!,
          high: candles.high[i]!,
          low: candles.low[i]!,
          close: candles.close[i]!,
        })),
      );
      const lines = levels.map((level) =>
        series.createPriceLine({
          price: level.price,
          color: level.color,
          lineWidth: 1,
          lineStyle: level.dashed ? LineStyle.Dashed : LineStyle.Solid,
          axisLabelVisible: true,
        }),
      );
      // On a narrow plot (a phone) the lines' names would pile up over the candles at the price axis: there
      // the legend under the chart names them, and the axis keeps their prices.
      const timeScale = chart.timeScale();
      const nameLines = () => {
        const named = timeScale.width() >= NAMED_LINES_MIN_WIDTH;
        lines.forEach((line, k) => {
          line.applyOptions({ title: named ? (levels[k]?.title ?? '') : '' });
        });
        if (container.current) container.current.dataset.lineTitles = String(named ? lines.length : 0);
      };
      nameLines();
      timeScale.subscribeSizeChange(nameLines);
      const markers = createSeriesMarkers(
        series,
        marks.map(
          (m): SeriesMarker<Time> => ({
            time: m.date as Time,
            position: m.position === 'above' ? 'aboveBar' : 'belowBar',
            shape: 'circle',
            color: m.color,
            size: 0.7,
          }),
        ),
      );
      // Lines beyond the candles' range widen the scale so that every level is in view.
      series.applyOptions({
        autoscaleInfoProvider: (
          base: () => { priceRange: { minValue: number; maxValue: number } } | null,
        ) => {
          const range = base();
          if (!range || levels.length === 0) return range;
          const prices = levels.map((l) => l.price);
          return {
            ...range,
            priceRange: {
              minValue: Math.min(range.priceRange.minValue, ...prices),
              maxValue: Math.max(range.priceRange.maxValue, ...prices),
            },
          };
        },
      });
      if (container.current) container.current.dataset.priceLines = String(series.priceLines().length);
      return () => {
        timeScale.unsubscribeSizeChange(nameLines);
        markers.detach();
      };
    },
    [candles, levels, marks],
  );
  useChart(container, build);
  const described = useMemo(() => candleSummary(candles.dates, candles), [candles]);

  return (
    <figure className={CHART_FIGURE_CLASS} aria-label={label} data-testid={testId}>
      <div ref={container} className="h-[380px] w-full" />
      <figcaption className="mt-2 space-y-1 text-slate-600 text-xs dark:text-slate-400">
        <ChartLegend label={`${label} lines`} items={levels.map((l) => [l.title, l.color] as const)} />
        <p>{caption}</p>
        <ChartSummary {...described} label={`${label}: daily prices`} />
      </figcaption>
    </figure>
  );
}
