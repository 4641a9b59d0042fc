import { type ChartOptions, ColorType, type DeepPartial } from 'lightweight-charts';

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

/** The charts' surface, text and grid colours for the light or dark system theme (the page's slate tones). */
export function themeOptions(dark: boolean): DeepPartial<ChartOptions> {
  const grid = dark ? '#1e293b' : '#e2e8f0';
  return {
    layout: {
      background: { type: ColorType.Solid, color: dark ? '#0f172a' : '#ffffff' },
      textColor: dark ? '#cbd5e1' : '#334155',
      panes: { separatorColor: dark ? '#334155' : '#cbd5e1' },
    },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    rightPriceScale: { borderColor: grid },
    timeScale: { borderColor: grid },
  };
}
