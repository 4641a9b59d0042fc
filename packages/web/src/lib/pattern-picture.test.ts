import { PATTERN_NAMES } from '@nepse/contract';
import { PATTERN_EXAMPLES, PATTERN_KEYS } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { patternPicture } from './pattern-picture';

describe('patternPicture', () => {
  it.each(PATTERN_KEYS)('%s: an SVG of its example with the pattern candles highlighted', (key) => {
    const picture = patternPicture(key);
    const candles = PATTERN_EXAMPLES[key].candles.length;
    expect(picture).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ 140"/);
    expect(picture).toContain(`<title>${PATTERN_NAMES[key]}</title>`);
    expect(picture.match(/<g[ >]/g)).toHaveLength(candles + 3);
    expect(picture.match(/<g opacity="0\.45">/g)).toHaveLength(3);
    expect(picture.endsWith('</svg>')).toBe(true);
  });

  it('parses as an SVG document whose highlight band covers only the pattern candles', () => {
    const svg = new DOMParser().parseFromString(
      patternPicture('morning-star'),
      'image/svg+xml',
    ).documentElement;
    expect(svg.nodeName).toBe('svg');
    expect(svg.getAttribute('aria-label')).toBe('Morning Star');
    const band = svg.querySelector('rect[fill="#2563eb"]');
    // 3 faded candles of 28 px after the 12 px pad; the band spans the 3 pattern candles.
    expect(band?.getAttribute('x')).toBe(String(12 + 3 * 28));
    expect(band?.getAttribute('width')).toBe(String(3 * 28));
  });
});
