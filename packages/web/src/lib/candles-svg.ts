import type { Candle } from '@nepse/core';

const SLOT = 28;
const BODY = 14;
const PAD = 12;
const HEIGHT = 140;
const RISING = '#16a34a';
const FALLING = '#dc2626';

/**
 * An SVG picture (a standalone string, scalable by its viewBox) of `candles`, oldest left: white candles green,
 * black red, candles before `highlightFrom` faded and the rest on a light band; `title` labels it for screen
 * readers. Ours.
 */
export function candlesSvg(candles: readonly Candle[], highlightFrom: number, title: string): string {
  const width = PAD * 2 + candles.length * SLOT;
  const top = Math.max(...candles.map((c) => c.high));
  const bottom = Math.min(...candles.map((c) => c.low));
  const scale = (HEIGHT - PAD * 2) / (top - bottom || 1);
  const y = (price: number): number => PAD + (top - price) * scale;
  const parts: string[] = [];
  if (highlightFrom < candles.length) {
    const x = PAD + highlightFrom * SLOT;
    const w = (candles.length - highlightFrom) * SLOT;
    parts.push(
      `<rect x="${x}" y="2" width="${w}" height="${HEIGHT - 4}" rx="6" fill="#2563eb" fill-opacity="0.08"/>`,
    );
  }
  candles.forEach((c, k) => {
    const colour = c.close >= c.open ? RISING : FALLING;
    const centre = PAD + k * SLOT + SLOT / 2;
    const bodyTop = y(Math.max(c.open, c.close));
    const bodyHeight = Math.max(y(Math.min(c.open, c.close)) - bodyTop, 1.5);
    const opacity = k < highlightFrom ? ' opacity="0.45"' : '';
    parts.push(
      `<g${opacity}><line x1="${fmt(centre)}" y1="${fmt(y(c.high))}" x2="${fmt(centre)}" y2="${fmt(y(c.low))}" ` +
        `stroke="${colour}" stroke-width="2"/><rect x="${fmt(centre - BODY / 2)}" y="${fmt(bodyTop)}" ` +
        `width="${BODY}" height="${fmt(bodyHeight)}" fill="${colour}"/></g>`,
    );
  });
  const label = escapeXml(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" ` +
    `role="img" aria-label="${label}"><title>${label}</title>${parts.join('')}</svg>`
  );
}

function fmt(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
