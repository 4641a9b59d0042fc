import { type Transaction, WAITING } from '@nepse/contract';
import {
  CandlestickSeries,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  LineSeries,
  LineStyle,
  type SeriesMarker,
  type Time,
} from 'lightweight-charts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { candleSummary } from '../../../components/charts/candle-summary';
import type { ChartBars } from '../../../components/charts/chart-bars';
import { CHART_FIGURE_CLASS } from '../../../components/charts/chart-figure';
import { ChartLegend } from '../../../components/charts/chart-legend';
import { ChartSummary } from '../../../components/charts/chart-summary';
import { DOWN_COLOR, lineColor, UP_COLOR } from '../../../components/charts/chart-theme';
import { useChart } from '../../../components/charts/use-chart';
import { DateText } from '../../../components/date-text';
import { formatPrice, formatShares } from '../../../lib/format';
import { exitReasonLabel } from '../transaction-fills';
import type { OverlayLine, RuleOverlays } from './rule-overlays';

export interface PriceChartProps {
  symbol: string;
  data: ChartBars;
  overlays: RuleOverlays;
  transactions: readonly Transaction[];
}

const MAIN_HEIGHT = 380;
const PANE_HEIGHT = 150;

/** The line's points inside the range, its warm-up left out. */
function linePoints(data: ChartBars, values: Float64Array) {
  const points: { time: Time; value: number }[] = [];
  for (let t = data.start; t <= data.end; t++) {
    const value = values[t]!;
    if (Number.isFinite(value)) points.push({ time: data.dates[t] as Time, value });
  }
  return points;
}

/**
 * Buy and sell markers at their sessions, small arrows without text (a label each piles up over a long range; the
 * readout says what happened at the session under the cursor); an open position has only its buy.
 */
export function tradeMarkers(transactions: readonly Transaction[]): SeriesMarker<Time>[] {
  const markers: SeriesMarker<Time>[] = [];
  for (const t of transactions) {
    markers.push({
      time: t.buy_date as Time,
      position: 'belowBar',
      shape: 'arrowUp',
      color: UP_COLOR,
      size: 0.6,
    });
    if (t.sell_date !== WAITING) {
      markers.push({
        time: t.sell_date as Time,
        position: 'aboveBar',
        shape: 'arrowDown',
        color: DOWN_COLOR,
        size: 0.6,
      });
    }
  }
  return markers.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** What the trades did at each session, in words, for the readout (prices adjusted, as the chart's). */
export function tradeNotes(transactions: readonly Transaction[]): Map<string, string> {
  const notes = new Map<string, string[]>();
  const add = (date: string, note: string) => notes.set(date, [...(notes.get(date) ?? []), note]);
  for (const t of transactions) {
    if (t.sell_date !== WAITING) {
      const why = exitReasonLabel(t);
      add(
        t.sell_date,
        `Sold ${formatShares(t.quantity)} at ${formatPrice(t.sell_price)}${why ? ` (${why})` : ''}`,
      );
    }
    add(t.buy_date, `Bought ${formatShares(t.quantity)} at ${formatPrice(t.buy_price)}`);
  }
  return new Map([...notes].map(([date, list]) => [date, list.join('; ')]));
}

interface Readout {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * The selected symbol's candles over the run's range with its volume, the trades as markers, the rules' averages and
 * bands over the candles and each oscillator in a pane below with its rules' levels. The prices are the adjusted
 * ones the back-test traded on.
 */
export function PriceChart({ symbol, data, overlays, transactions }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [readout, setReadout] = useState<Readout>();
  const notes = useMemo(() => tradeNotes(transactions), [transactions]);
  const colors = useMemo(
    () =>
      new Map(
        [...overlays.price, ...overlays.panes.flatMap((p) => p.lines)].map((l, i): [string, string] => [
          l.id,
          lineColor(i),
        ]),
      ),
    [overlays],
  );

  const build = useCallback(
    (chart: IChartApi) => {
      const color = (l: OverlayLine) => colors.get(l.id) ?? lineColor(0);
      const candles = chart.addSeries(CandlestickSeries, {
        upColor: UP_COLOR,
        downColor: DOWN_COLOR,
        wickUpColor: UP_COLOR,
        wickDownColor: DOWN_COLOR,
        borderVisible: false,
      });
      const bars = data.bars;
      const candleData = [];
      const volumeData = [];
      for (let t = data.start; t <= data.end; t++) {
        const time = data.dates[t] as Time;
        const up = bars.close[t]! >= bars.open[t]!;
        candleData.push({
          time,
          open: bars.open[t]!,
          high: bars.high[t]!,
          low: bars.low[t]!,
          close: bars.close[t]!,
        });
        volumeData.push({ time, value: bars.volume[t]!, color: up ? `${UP_COLOR}55` : `${DOWN_COLOR}55` });
      }
      candles.setData(candleData);
      const volume = chart.addSeries(HistogramSeries, {
        priceFormat: { type: 'volume' },
        priceScaleId: 'volume',
        lastValueVisible: false,
        priceLineVisible: false,
      });
      volume.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
      volume.setData(volumeData);
      const markers = createSeriesMarkers(candles, tradeMarkers(transactions));

      for (const l of overlays.price) {
        chart
          .addSeries(LineSeries, {
            color: color(l),
            lineWidth: 2,
            priceLineVisible: false,
            lastValueVisible: false,
            crosshairMarkerVisible: false,
          })
          .setData(linePoints(data, l.values));
      }
      overlays.panes.forEach((pane, p) => {
        pane.lines.forEach((l) => {
          const c = color(l);
          const series =
            l.kind === 'histogram'
              ? chart.addSeries(
                  HistogramSeries,
                  { color: `${c}aa`, priceLineVisible: false, lastValueVisible: false },
                  p + 1,
                )
              : chart.addSeries(
                  LineSeries,
                  { color: c, lineWidth: 2, priceLineVisible: false, lastValueVisible: false },
                  p + 1,
                );
          series.setData(linePoints(data, l.values));
          if (l === pane.lines[pane.lines.length - 1]) {
            for (const level of pane.levels) {
              series.createPriceLine({
                price: level,
                color: '#94a3b8',
                lineStyle: LineStyle.Dashed,
                lineWidth: 1,
                axisLabelVisible: true,
                title: '',
              });
            }
          }
        });
      });
      for (const [i, pane] of chart.panes().entries())
        pane.setStretchFactor(i === 0 ? MAIN_HEIGHT : PANE_HEIGHT);

      const onMove: Parameters<IChartApi['subscribeCrosshairMove']>[0] = (param) => {
        const bar = param.seriesData.get(candles) as Omit<Readout, 'date'> | undefined;
        setReadout(bar && param.time ? { date: String(param.time), ...bar } : undefined);
      };
      chart.subscribeCrosshairMove(onMove);
      return () => {
        chart.unsubscribeCrosshairMove(onMove);
        markers.detach();
      };
    },
    [data, overlays, transactions, colors],
  );
  useChart(container, build);

  const described = useMemo(() => candleSummary(data.dates, data.bars, data.start, data.end), [data]);
  const buys = transactions.length;
  const sells = transactions.filter((t) => t.sell_date !== WAITING).length;
  const sessions = data.end - data.start + 1;
  const height = MAIN_HEIGHT + overlays.panes.length * PANE_HEIGHT;
  return (
    <figure className={CHART_FIGURE_CLASS} aria-label={`Price chart of ${symbol}`}>
      <div className="mb-2 flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        {readout ? (
          <span className="font-medium text-slate-700 tabular-nums dark:text-slate-200">
            <DateText date={readout.date} /> O {formatPrice(readout.open)} H {formatPrice(readout.high)} L{' '}
            {formatPrice(readout.low)} C {formatPrice(readout.close)}
            {notes.has(readout.date) && (
              <span className="ml-2 font-semibold" data-testid="trade-note">
                {notes.get(readout.date)}
              </span>
            )}
          </span>
        ) : (
          <span className="text-slate-500 dark:text-slate-400">{symbol}, daily</span>
        )}
        <ChartLegend label="Drawn indicators" items={[...colors]} />
      </div>
      <div ref={container} style={{ height }} data-testid="price-chart" />
      <figcaption className="mt-2 text-slate-600 text-xs dark:text-slate-400">
        {symbol} from <DateText date={data.dates[data.start] ?? ''} /> to{' '}
        <DateText date={data.dates[data.end] ?? ''} />, {sessions} {sessions === 1 ? 'session' : 'sessions'}:{' '}
        {buys} {buys === 1 ? 'buy' : 'buys'} and {sells} {sells === 1 ? 'sell' : 'sells'} marked. Prices
        adjusted for bonus and right issues; point at an arrow for its trade.
        <ChartSummary {...described} label={`${symbol} daily prices over the run's range`} />
      </figcaption>
    </figure>
  );
}
