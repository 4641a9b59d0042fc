import type { PatternName } from '@nepse/contract';

/**
 * One bar of a template: open, high, low, close as offsets from the close before the template, in units of
 * the symbol's typical body (the unit is 1-2 % of the price, above its average body, so that "long" bodies of
 * 1.5 units and more are long and bodies of 0.3 units and less are short by TA-Lib's candle settings).
 */
type TemplateBar = readonly [open: number, high: number, low: number, close: number];

/** Where a pattern is read: after a decline (bullish reversals), after a rise (bearish ones), or anywhere. */
export type PatternContext = 'after-decline' | 'after-rise' | 'any';

/** The last sessions of a symbol shaped so that `pattern` completes on the latest bar. */
export interface CandleTemplate {
  pattern: PatternName;
  context: PatternContext;
  bars: readonly TemplateBar[];
}

const BULLISH: readonly CandleTemplate[] = [
  {
    pattern: 'Bullish Engulfing',
    context: 'after-decline',
    bars: [
      [0.3, 0.45, -1.3, -1.2],
      [-1.35, 0.8, -1.45, 0.7],
    ],
  },
  {
    pattern: 'Piercing Pattern',
    context: 'after-decline',
    bars: [
      [0.5, 0.6, -1.55, -1.5],
      [-1.8, -0.2, -1.9, -0.3],
    ],
  },
  {
    pattern: 'Tweezer Bottom',
    context: 'after-decline',
    bars: [
      [0.4, 0.5, -1.2, -1],
      [-0.9, 0.3, -1.2, 0.2],
    ],
  },
  {
    pattern: 'Rising Window',
    context: 'any',
    bars: [
      [0, 0.9, -0.2, 0.8],
      [1.3, 2, 1.1, 1.9],
    ],
  },
  {
    pattern: 'Bullish Kicker',
    context: 'any',
    bars: [
      [0, 0, -1.5, -1.5],
      [0.3, 1.8, 0.3, 1.8],
    ],
  },
  {
    pattern: 'Hammer',
    context: 'after-decline',
    bars: [
      [0.4, 0.5, -1, -0.9],
      [-1, -0.8, -2.6, -0.8],
    ],
  },
  {
    pattern: 'Bullish Harami',
    context: 'after-decline',
    bars: [
      [0.6, 0.7, -1.5, -1.4],
      [-0.75, -0.3, -0.95, -0.45],
    ],
  },
  { pattern: 'Dragonfly Doji', context: 'after-decline', bars: [[0, 0, -1.4, 0]] },
  {
    pattern: 'Inverted Hammer',
    context: 'after-decline',
    bars: [
      [0.4, 0.5, -1.2, -1.1],
      [-1.4, -0.1, -1.4, -1.25],
    ],
  },
  { pattern: 'Bullish Marubozu', context: 'any', bars: [[-0.2, 1.6, -0.2, 1.6]] },
  {
    pattern: 'Morning Star',
    context: 'after-decline',
    bars: [
      [0.6, 0.7, -1.5, -1.4],
      [-1.7, -1.55, -2, -1.85],
      [-1.75, 0, -1.8, -0.1],
    ],
  },
  {
    pattern: 'Three White Soldiers',
    context: 'after-decline',
    bars: [
      [0.4, 0.5, -0.1, 0],
      [0, 1.2, -0.1, 1.2],
      [0.7, 2.4, 0.6, 2.4],
      [1.9, 3.5, 1.8, 3.5],
    ],
  },
  {
    pattern: 'Abandoned Baby',
    context: 'after-decline',
    bars: [
      [0.6, 0.7, -1.4, -1.3],
      [-1.9, -1.75, -2.05, -1.9],
      [-1.4, 0, -1.45, -0.05],
    ],
  },
];

/**
 * The bearish twin of a bullish template: every offset negated (high and low swap). Shadows flip too, so
 * the hammer family (Hanging Man, Shooting Star) is written out rather than mirrored.
 */
function mirror(template: CandleTemplate, pattern: PatternName): CandleTemplate {
  const context: PatternContext = template.context === 'after-decline' ? 'after-rise' : template.context;
  return { pattern, context, bars: template.bars.map(([o, h, l, c]) => [-o, -l, -h, -c] as const) };
}

function bullish(pattern: PatternName): CandleTemplate {
  const template = BULLISH.find((t) => t.pattern === pattern);
  if (!template) throw new RangeError(`no template for ${pattern}`);
  return template;
}

/** One template for each of the spec's 26 patterns. */
export const CANDLE_TEMPLATES: readonly CandleTemplate[] = [
  ...BULLISH,
  mirror(bullish('Bullish Engulfing'), 'Bearish Engulfing'),
  mirror(bullish('Piercing Pattern'), 'Dark Cloud Cover'),
  mirror(bullish('Tweezer Bottom'), 'Tweezer Top'),
  mirror(bullish('Rising Window'), 'Falling Window'),
  {
    pattern: 'Hanging Man',
    context: 'after-rise',
    bars: [
      [-0.4, 1, -0.5, 0.9],
      [1.1, 1.1, -0.5, 0.95],
    ],
  },
  mirror(bullish('Dragonfly Doji'), 'Gravestone Doji'),
  {
    pattern: 'Shooting Star',
    context: 'after-rise',
    bars: [
      [-0.4, 1.2, -0.5, 1.1],
      [1.4, 2.55, 1.25, 1.25],
    ],
  },
  mirror(bullish('Morning Star'), 'Evening Star'),
  mirror(bullish('Bullish Kicker'), 'Bearish Kicker'),
  mirror(bullish('Bullish Harami'), 'Bearish Harami'),
  mirror(bullish('Bullish Marubozu'), 'Bearish Marubozu'),
  mirror(bullish('Three White Soldiers'), 'Three Black Crows'),
  { pattern: 'Doji', context: 'any', bars: [[0, 0.8, -0.8, 0]] },
];
