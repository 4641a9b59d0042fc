import type { PatternKey } from '@nepse/core';

/**
 * Where the web app serves a pattern's picture, a static SVG: the `image_URL` the candlestick-pattern list
 * gives with each pattern.
 */
export function patternPicturePath(key: PatternKey): string {
  return `/patterns/${key}.svg`;
}
