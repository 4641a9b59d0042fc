// The colours alone, without lightweight-charts: pages that draw their own SVG in these colours (the sector rotation)
// import them without loading the chart library.

/** Candle and trade colours, alike in both themes. */
export const UP_COLOR = '#16a34a';
export const DOWN_COLOR = '#dc2626';

/** Colours of the indicator lines, in order; mid-tones that read on white and on the dark surface. */
export const LINE_COLORS = [
  '#3b82f6',
  '#f59e0b',
  '#a855f7',
  '#06b6d4',
  '#ec4899',
  '#84cc16',
  '#f97316',
  '#64748b',
];

export const lineColor = (index: number) => LINE_COLORS[index % LINE_COLORS.length] as string;
