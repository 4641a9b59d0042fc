import { createChart, type IChartApi, type TickMarkType, type Time } from 'lightweight-charts';
import { type RefObject, useEffect, useRef } from 'react';
import { type CalendarSystem, useCalendarSystem } from '../../lib/calendar-system';
import { formatPrice } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { NEAR_SCREEN } from '../../lib/use-near-screen';
import { useChartBuildQueue } from './chart-build-queue';
import { themeOptions } from './chart-theme-options';
import {
  crosshairDateLabel,
  daysBetween,
  TICK_LABEL_CHARS,
  type TickDetail,
  tickDetail,
  tickMarkLabel,
} from './time-ticks';

/** The time axis's and crosshair's date labels, at `detail`, in `system`. */
function dateLabels(detail: TickDetail, system: CalendarSystem) {
  return {
    timeScale: {
      tickMarkFormatter: (time: Time, type: TickMarkType) => tickMarkLabel(time, type, detail, system),
    },
    localization: {
      priceFormatter: formatPrice,
      timeFormatter: (time: Time) => crosshairDateLabel(time, system),
    },
  };
}

/** What a chart's build reads when it runs, and where it leaves the chart and its time axis's detail. */
interface ChartRefs {
  chart: RefObject<IChartApi | undefined>;
  detail: RefObject<TickDetail>;
  system: RefObject<CalendarSystem>;
  dark: RefObject<boolean>;
  view: RefObject<((chart: IChartApi) => void) | undefined>;
}

/** Creates the chart in `element`, draws it with `build` and labels its axis; returns what removes it. */
function buildChart(
  element: HTMLDivElement,
  build: (chart: IChartApi) => (() => void) | undefined,
  refs: ChartRefs,
): () => void {
  const chart = createChart(element, {
    autoSize: true,
    ...themeOptions(refs.dark.current),
    timeScale: {
      ...themeOptions(refs.dark.current).timeScale,
      rightOffset: 2,
      fixLeftEdge: true,
      tickMarkMaxCharacterLength: TICK_LABEL_CHARS,
    },
    localization: { priceFormatter: formatPrice },
  });
  refs.chart.current = chart;
  // The library lays its panes out in a table: no data table, so no table to assistive technology either.
  element.querySelector('table')?.setAttribute('role', 'presentation');
  const undo = build(chart);
  const timeScale = chart.timeScale();
  let detail: TickDetail | undefined;
  const relabel = () => {
    const range = timeScale.getVisibleRange();
    const next = range === null ? 'day' : tickDetail(timeScale.width(), daysBetween(range.from, range.to));
    if (next === detail) return;
    detail = next;
    refs.detail.current = next;
    chart.applyOptions(dateLabels(next, refs.system.current));
  };
  if (refs.view.current) refs.view.current(chart);
  else timeScale.fitContent();
  relabel();
  timeScale.subscribeVisibleTimeRangeChange(relabel);
  timeScale.subscribeSizeChange(relabel);
  return () => {
    timeScale.unsubscribeVisibleTimeRangeChange(relabel);
    timeScale.unsubscribeSizeChange(relabel);
    undo?.();
    refs.chart.current = undefined;
    chart.remove();
  };
}

/**
 * A lightweight-charts chart in `container`, built by `build` (which returns what to undo, if anything) once the
 * container comes near the screen, and rebuilt when `build` changes; its colours follow the system theme live without a
 * rebuild. It opens on all its data, or on what `initialView` sets once built (read when built, so a new one does not
 * rebuild). The time axis labels as finely as its width and visible range allow (`tickDetail`), and keeps its first
 * label inside the chart (a fixed left edge lets the library shift it). Its dates follow the chosen calendar (AD or
 * BS), relabelled in place when it changes.
 */
export function useChart(
  container: RefObject<HTMLDivElement | null>,
  build: (chart: IChartApi) => (() => void) | undefined,
  initialView?: (chart: IChartApi) => void,
): void {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const { system } = useCalendarSystem();
  const buildInTurn = useChartBuildQueue();
  const systemRef = useRef(system);
  systemRef.current = system;
  const detailRef = useRef<TickDetail>('day');
  const chartRef = useRef<IChartApi>(undefined);
  const darkRef = useRef(dark);
  darkRef.current = dark;
  const viewRef = useRef(initialView);
  viewRef.current = initialView;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let teardown: (() => void) | undefined;
    let dequeue: (() => void) | undefined;
    // A chart is built when it comes near the screen: one further down a phone's page costs nothing until scrolled
    // towards. Each is built in a task of its own, after the commit that placed it and after the charts queued
    // before it have painted, so that the page's render and its charts (ten years of bars each) are separate tasks.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        dequeue = buildInTurn(() => {
          teardown = buildChart(element, build, {
            chart: chartRef,
            detail: detailRef,
            system: systemRef,
            dark: darkRef,
            view: viewRef,
          });
        });
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      dequeue?.();
      teardown?.();
    };
  }, [container, build, buildInTurn]);

  useEffect(() => {
    chartRef.current?.applyOptions(themeOptions(dark));
  }, [dark]);

  useEffect(() => {
    chartRef.current?.applyOptions(dateLabels(detailRef.current, system));
  }, [system]);
}
