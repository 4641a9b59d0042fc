import type { AdjustmentEventAnswer, PriceColumns, StockChartResponse } from '@nepse/contract';
import { epochDay, isoDate } from '@nepse/core';
import {
  CandlestickSeries,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type LogicalRange,
  type SeriesMarker,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { candleSummary } from '../../components/charts/candle-summary';
import { CHART_FIGURE_CLASS } from '../../components/charts/chart-figure';
import { ChartLegend } from '../../components/charts/chart-legend';
import { ChartSummary } from '../../components/charts/chart-summary';
import { DOWN_COLOR, lineColor, UP_COLOR } from '../../components/charts/chart-theme';
import { useChart } from '../../components/charts/use-chart';
import { formatCount } from '../../lib/format';
import { ChartReadout } from './chart-readout';
import {
  type IndicatorChoice,
  type IndicatorDefinition,
  type IndicatorLine,
  OSCILLATORS,
  type OscillatorId,
  OVERLAYS,
  type OverlayId,
} from './indicator-catalog';
import { hitsInRange, type PatternFilter, type PatternHit, patternHits, patternKeep } from './pattern-hits';
import { columnsAsBars, type PriceMode } from './price-mode';

export interface StockChartProps {
  answer: StockChartResponse;
  mode: PriceMode;
  overlays: readonly IndicatorChoice<OverlayId>[];
  oscillator: IndicatorChoice<OscillatorId> | undefined;
  /** Which patterns to mark: the last sessions', all, none, or one by name. */
  patternFilter: PatternFilter;
}

const MAIN_HEIGHT = 380;
const OSCILLATOR_HEIGHT = 150;
const EVENT_COLOR = '#7c3aed';
const INDECISION_COLOR = '#64748b';
/** The initial view: the sessions of the last year (plus the chart's right offset). */
const INITIAL_DAYS = 365;

function definition<Id extends string>(list: readonly IndicatorDefinition[], id: Id): IndicatorDefinition {
  const found = list.find((d) => d.id === id);
  if (!found) throw new Error(`No indicator ${id}`);
  return found;
}

/** An indicator line as chart points, `shift` sessions ahead, without its warm-up or points beyond the data. */
function linePoints(line: IndicatorLine, dates: readonly string[]) {
  const points: { time: Time; value: number; color?: string }[] = [];
  line.values.forEach((value, i) => {
    const date = dates[i + line.shift];
    if (date === undefined || Number.isNaN(value)) return;
    points.push(
      line.style === 'histogram'
        ? { time: date as Time, value, color: value >= 0 ? `${UP_COLOR}99` : `${DOWN_COLOR}99` }
        : { time: date as Time, value },
    );
  });
  return points;
}

function patternMarker(date: string, hits: readonly PatternHit[]): SeriesMarker<Time> {
  const type = hits[0]?.type;
  const bullish = type === 'bullish';
  return {
    time: date as Time,
    position: bullish ? 'belowBar' : 'aboveBar',
    shape: 'circle',
    color: bullish ? UP_COLOR : type === 'bearish' ? DOWN_COLOR : INDECISION_COLOR,
    size: 0.5,
  };
}

function eventMarker(event: AdjustmentEventAnswer): SeriesMarker<Time> {
  return {
    time: event.date as Time,
    position: 'belowBar',
    shape: 'square',
    color: EVENT_COLOR,
    size: 0.8,
    text: `×${event.factor.toFixed(3)}`,
  };
}

/**
 * The stock's candles with volume under them, over its whole history, opening on the last year: the overlays
 * chosen on the candles, the oscillator in a pane of its own, adjustment events and the candlestick patterns of
 * the visible sessions marked, and a readout of the session under the crosshair (the last one otherwise) with its
 * patterns and event. Zoom and pan keep their view when the prices or indicators change.
 */
export function StockChart({ answer, mode, overlays, oscillator, patternFilter }: StockChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<LogicalRange | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  // The sessions in view, first and last, which the summary and the data table describe.
  const [shown, setShown] = useState<readonly [number, number] | null>(null);
  const prices: PriceColumns = answer[mode];
  const bars = useMemo(() => columnsAsBars(answer.dates, prices), [answer.dates, prices]);
  // The server's patterns, read on adjusted prices as the Candlestick Patterns screen reads them (a bonus is no
  // gap), whichever prices the chart draws.
  const hits = useMemo(() => patternHits(answer.patterns), [answer.patterns]);
  const eventsByDate = useMemo(() => new Map(answer.events.map((e) => [e.date, e])), [answer.events]);
  const noOpen = useMemo(() => new Set(answer.noOpenDates), [answer.noOpenDates]);
  const keep = useMemo(
    () => patternKeep(patternFilter, answer.dates.length),
    [patternFilter, answer.dates.length],
  );
  const marking = useRef({ hits, keep });
  marking.current = { hits, keep };
  const remark = useRef<() => void>(() => {});

  const overlayLines = useMemo(
    () => overlays.flatMap((choice) => definition(OVERLAYS, choice.id).lines(bars, choice.params)),
    [overlays, bars],
  );
  const oscillatorDefinition = oscillator && definition(OSCILLATORS, oscillator.id);
  const oscillatorLines = useMemo(
    () => (oscillator ? definition(OSCILLATORS, oscillator.id).lines(bars, oscillator.params) : []),
    [oscillator, bars],
  );

  const build = useCallback(
    (chart: IChartApi) => {
      const { dates } = answer;
      const candles = chart.addSeries(CandlestickSeries, {
        upColor: UP_COLOR,
        downColor: DOWN_COLOR,
        wickUpColor: UP_COLOR,
        wickDownColor: DOWN_COLOR,
        borderVisible: false,
        priceLineVisible: false,
      });
      candles.setData(
        dates.map((date, i) => ({
          time: date as Time,
          open: bars.open[i]!,
          high: bars.high[i]!,
          low: bars.low[i]!,
          close: bars.close[i]!,
        })),
      );
      const volume = chart.addSeries(HistogramSeries, {
        priceScaleId: 'volume',
        priceFormat: { type: 'volume' },
        priceLineVisible: false,
        lastValueVisible: false,
      });
      volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
      volume.setData(
        dates.map((date, i) => ({
          time: date as Time,
          value: bars.volume[i]!,
          color: bars.close[i]! >= bars.open[i]! ? `${UP_COLOR}66` : `${DOWN_COLOR}66`,
        })),
      );
      const addLine = (line: IndicatorLine, color: string, pane: number): ISeriesApi<SeriesType> => {
        const options = {
          color,
          priceLineVisible: false,
          lastValueVisible: false,
          title: '',
        };
        const series =
          line.style === 'histogram'
            ? chart.addSeries(HistogramSeries, options, pane)
            : chart.addSeries(LineSeries, { ...options, lineWidth: 1, crosshairMarkerVisible: false }, pane);
        series.setData(linePoints(line, dates));
        return series;
      };
      overlayLines.forEach((line, k) => {
        addLine(line, lineColor(k), 0);
      });
      const oscillatorSeries = oscillatorLines.map((line, k) => addLine(line, lineColor(k), 1))[0];
      for (const price of oscillatorDefinition?.guides ?? []) {
        oscillatorSeries?.createPriceLine({
          price,
          color: INDECISION_COLOR,
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: false,
          title: '',
        });
      }
      chart.panes()[0]?.setHeight(MAIN_HEIGHT);
      chart.panes()[1]?.setHeight(OSCILLATOR_HEIGHT);

      const events = answer.events.map(eventMarker);
      const markers = createSeriesMarkers(candles, events);
      const timeScale = chart.timeScale();
      // The patterns of the sessions in view, marked again as the view or the filter change.
      const mark = () => {
        const range = timeScale.getVisibleLogicalRange();
        if (range === null) return;
        view.current = range;
        const first = Math.max(0, Math.ceil(range.from));
        const last = Math.min(dates.length - 1, Math.floor(range.to));
        setShown((was) => (was?.[0] === first && was[1] === last ? was : [first, last]));
        const { hits: found, keep: kept } = marking.current;
        const shown = hitsInRange(found, Math.floor(range.from), Math.ceil(range.to), kept);
        const patterns = shown.map(([i, list]) => patternMarker(dates[i]!, list));
        markers.setMarkers([...events, ...patterns].sort((a, b) => (a.time < b.time ? -1 : 1)));
        if (container.current) container.current.dataset.patternMarkers = String(shown.length);
      };
      remark.current = mark;
      timeScale.subscribeVisibleLogicalRangeChange(mark);
      const crosshair = (param: { logical?: number; point?: unknown }) => {
        if (param.point === undefined || param.logical === undefined) setHover(null);
        else setHover(Math.min(dates.length - 1, Math.max(0, Math.round(param.logical))));
      };
      chart.subscribeCrosshairMove(crosshair);
      if (container.current) {
        container.current.dataset.panes = String(chart.panes().length);
        container.current.dataset.overlayLines = String(overlayLines.length);
      }
      return () => {
        timeScale.unsubscribeVisibleLogicalRangeChange(mark);
        chart.unsubscribeCrosshairMove(crosshair);
        markers.detach();
      };
    },
    [answer, bars, overlayLines, oscillatorLines, oscillatorDefinition],
  );
  const initialView = useCallback(
    (chart: IChartApi) => {
      const timeScale = chart.timeScale();
      if (view.current) {
        timeScale.setVisibleLogicalRange(view.current);
        return;
      }
      const n = answer.dates.length;
      const last = answer.dates[n - 1];
      if (last === undefined) return;
      const from = isoDate(epochDay(last) - INITIAL_DAYS);
      const start = answer.dates.findIndex((d) => d >= from);
      timeScale.setVisibleLogicalRange({ from: Math.max(0, start), to: n - 1 + 2 });
    },
    [answer.dates],
  );
  useChart(container, build, initialView);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers follow the patterns and the filter.
  useEffect(() => remark.current(), [hits, keep]);

  const described = useMemo(
    () => candleSummary(answer.dates, prices, shown?.[0], shown?.[1]),
    [answer.dates, prices, shown],
  );
  const index = hover ?? answer.dates.length - 1;
  const date = answer.dates[index];
  const legend = [
    ...overlayLines.map((l, k) => [l.name, lineColor(k)] as const),
    ...oscillatorLines.map((l, k) => [l.name, lineColor(k)] as const),
  ];
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label={`${answer.symbol} price chart`}>
      <ChartReadout
        date={date}
        prices={prices}
        index={index}
        patterns={(hits.get(index) ?? []).filter((h) => keep(h.name, index)).map((h) => h.name)}
        event={date === undefined ? undefined : eventsByDate.get(date)}
        noOpen={date !== undefined && noOpen.has(date)}
      />
      <div
        ref={container}
        data-testid="stock-chart"
        data-mode={mode}
        className="w-full touch-pan-y"
        style={{ height: MAIN_HEIGHT + (oscillator ? OSCILLATOR_HEIGHT : 0) }}
      />
      <figcaption className="mt-2 space-y-1 text-slate-600 text-xs dark:text-slate-400">
        {legend.length > 0 && <ChartLegend label="Indicator lines" items={legend} />}
        <p>
          {mode === 'adjusted' ? 'Adjusted' : 'Traded'} daily prices: drag to pan, scroll or pinch to zoom.
          Squares mark bonus and right adjustments with their factor; dots mark the candlestick patterns of
          the sessions in view, green bullish, red bearish, grey indecision. Hover a session for its figures.
        </p>
        {noOpen.size > 0 && (
          <p data-testid="chart-no-open">
            {formatCount(noOpen.size)} of {formatCount(answer.dates.length)} sessions have no real open: their
            candles start at a stand-in open, and no pattern is read from them.
          </p>
        )}
        <ChartSummary
          {...described}
          label={`${answer.symbol} daily prices, ${mode === 'adjusted' ? 'adjusted' : 'traded'}, sessions in view`}
        />
      </figcaption>
    </figure>
  );
}
