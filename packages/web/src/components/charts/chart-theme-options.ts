import { type ChartOptions, ColorType, type DeepPartial } from 'lightweight-charts';

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
