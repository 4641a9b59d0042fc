/**
 * The frame of a chart's figure: on a phone the chart takes the whole width, without a frame or padding of its own
 * and out over its section's padding; from the small breakpoint on, a rounded, padded frame.
 */
export const CHART_FIGURE_CLASS =
  '-mx-3 border-slate-200 border-y py-3 sm:mx-0 sm:rounded-xl sm:border sm:p-3 dark:border-slate-700';
