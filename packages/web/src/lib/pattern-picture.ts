import { PATTERN_NAMES } from '@nepse/contract';
import { exampleSeries, PATTERN_EXAMPLES, type PatternKey } from '@nepse/core';
import { candlesSvg } from './candles-svg';

/** Candles of the trend shown before the pattern's own candles in its picture. */
const LEAD_CANDLES = 3;

/**
 * The picture of a pattern, an SVG document: core's example of it (the candles its detector is tested on), three
 * candles of the trend before them faded and the pattern's own highlighted, titled with the pattern's name.
 */
export function patternPicture(key: PatternKey): string {
  const example = PATTERN_EXAMPLES[key];
  const shown = exampleSeries(example).slice(-(example.candles.length + LEAD_CANDLES));
  return candlesSvg(shown, LEAD_CANDLES, PATTERN_NAMES[key]);
}
