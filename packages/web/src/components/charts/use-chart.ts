import { createChart, type IChartApi } from 'lightweight-charts';
import { type RefObject, useEffect, useRef } from 'react';
import { formatPrice } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { themeOptions } from './chart-theme';
import { tickMarkLabel } from './time-ticks';

/**
 * A lightweight-charts chart in `container`, built by `build` (which returns what to undo, if anything) and rebuilt
 * when `build` changes; its colours follow the system theme live without a rebuild.
 */
export function useChart(
  container: RefObject<HTMLDivElement | null>,
  build: (chart: IChartApi) => (() => void) | undefined,
): void {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const chartRef = useRef<IChartApi>(undefined);
  const darkRef = useRef(dark);
  darkRef.current = dark;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, {
      autoSize: true,
      ...themeOptions(darkRef.current),
      timeScale: {
        ...themeOptions(darkRef.current).timeScale,
        rightOffset: 2,
        tickMarkFormatter: tickMarkLabel,
      },
      localization: { priceFormatter: formatPrice },
    });
    chartRef.current = chart;
    const undo = build(chart);
    chart.timeScale().fitContent();
    return () => {
      undo?.();
      chartRef.current = undefined;
      chart.remove();
    };
  }, [container, build]);

  useEffect(() => {
    chartRef.current?.applyOptions(themeOptions(dark));
  }, [dark]);
}
