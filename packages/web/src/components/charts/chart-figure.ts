/**
 * The frame of a chart's figure: on a phone the chart takes nearly the whole width, out over its section's padding
 * with a narrow inset of its own for the legend and caption; from the small breakpoint on, a rounded, padded frame.
 */
export const CHART_FIGURE_CLASS =
  '-mx-3 border-slate-200 border-y px-2 py-3 sm:mx-0 sm:rounded-xl sm:border sm:p-3 dark:border-slate-700';
