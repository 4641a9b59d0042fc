import { cdlAbandonedBaby } from './abandoned-baby';
import type { CandleFrame } from './candle-frame';
import { candlesSvg } from './candles-svg';
import { cdlDarkCloudCover } from './dark-cloud-cover';
import { cdlDoji, cdlDragonflyDoji, cdlGravestoneDoji } from './doji';
import { cdlEngulfing } from './engulfing';
import { cdlHammer, cdlHangingMan } from './hammer';
import { cdlHarami } from './harami';
import { cdlInvertedHammer, cdlShootingStar } from './inverted-hammer';
import { kickers } from './kickers';
import { cdlMarubozu } from './marubozu';
import { exampleSeries, PATTERN_EXAMPLES } from './pattern-examples';
import { cdlPiercing } from './piercing';
import { cdlEveningStar, cdlMorningStar } from './star';
import { cdlThreeBlackCrows } from './three-black-crows';
import { cdlThreeWhiteSoldiers } from './three-white-soldiers';
import { tweezers } from './tweezers';
import { windows } from './windows';

export type CandlestickPatternType = 'bullish' | 'bearish' | 'indecision';

/** Stable keys of the spec's 26 patterns, in the spec's order: 13 bullish, 12 bearish, Doji. */
export const PATTERN_KEYS = [
  'bullish-engulfing',
  'piercing-pattern',
  'tweezer-bottom',
  'rising-window',
  'bullish-kicker',
  'hammer',
  'bullish-harami',
  'dragonfly-doji',
  'inverted-hammer',
  'bullish-marubozu',
  'morning-star',
  'three-white-soldiers',
  'abandoned-baby',
  'bearish-engulfing',
  'dark-cloud-cover',
  'tweezer-top',
  'falling-window',
  'hanging-man',
  'gravestone-doji',
  'shooting-star',
  'evening-star',
  'bearish-kicker',
  'bearish-harami',
  'bearish-marubozu',
  'three-black-crows',
  'doji',
] as const;

export type PatternKey = (typeof PATTERN_KEYS)[number];

/** A TA-Lib-style signal: per bar +100 / -100 (±80 for TA-Lib's weaker forms) where a pattern completes, else 0. */
export type PatternSignal = (frame: CandleFrame) => Int8Array;

export interface CandlestickPattern {
  readonly key: PatternKey;
  /** The name exactly as the spec spells it. */
  readonly name: string;
  readonly type: CandlestickPatternType;
  /** Two sentences for traders: what the candles look like and what they suggest. */
  readonly summary: string;
  /** The signal the pattern is read from; several patterns share one (both engulfings read CDLENGULFING). */
  readonly signal: PatternSignal;
  /** Which side of the signal is this pattern: 1 where it is positive, -1 where negative. */
  readonly sign: 1 | -1;
  /** An SVG picture of a typical example (see PATTERN_EXAMPLES), the pattern's candles highlighted. */
  readonly image: string;
}

type Entry = Omit<CandlestickPattern, 'key' | 'image'>;

const ENTRIES: Readonly<Record<PatternKey, Entry>> = {
  'bullish-engulfing': {
    name: 'Bullish Engulfing',
    type: 'bullish',
    signal: cdlEngulfing,
    sign: 1,
    summary:
      "A white candle whose real body completely covers the previous black body. Buyers have overwhelmed the prior session's sellers, a reversal signal after a decline.",
  },
  'piercing-pattern': {
    name: 'Piercing Pattern',
    type: 'bullish',
    signal: cdlPiercing,
    sign: 1,
    summary:
      'After a long black candle, a white candle opens below its low and closes above the midpoint of its body. The gap down fails and buyers win back more than half of the loss, hinting at a bottom.',
  },
  'tweezer-bottom': {
    name: 'Tweezer Bottom',
    type: 'bullish',
    signal: tweezers,
    sign: 1,
    summary:
      'A long black candle is followed by a white candle that makes the same low. The matching lows mark a price buyers defended twice, a possible floor after a decline.',
  },
  'rising-window': {
    name: 'Rising Window',
    type: 'bullish',
    signal: windows,
    sign: 1,
    summary:
      "The whole candle trades above the previous candle's high, leaving a gap. The window tends to act as support and says the advance is likely to continue.",
  },
  'bullish-kicker': {
    name: 'Bullish Kicker',
    type: 'bullish',
    signal: kickers,
    sign: 1,
    summary:
      "A long black candle is followed by a long white candle that opens above the black candle's open. The abrupt change of sentiment is one of the strongest bullish reversal signals.",
  },
  hammer: {
    name: 'Hammer',
    type: 'bullish',
    signal: cdlHammer,
    sign: 1,
    summary:
      'A small real body at the top of the range with a long lower shadow, at or near the previous low. Sellers pushed the price down but buyers drove it back up, a possible bottom after a decline.',
  },
  'bullish-harami': {
    name: 'Bullish Harami',
    type: 'bullish',
    signal: cdlHarami,
    sign: 1,
    summary:
      'A small real body held inside the previous long black body. Selling pressure is drying up, an early warning that the decline may be ending.',
  },
  'dragonfly-doji': {
    name: 'Dragonfly Doji',
    type: 'bullish',
    signal: cdlDragonflyDoji,
    sign: 1,
    summary:
      'Open and close sit at or near the high, below a long lower shadow. Sellers drove the price down during the session but buyers took it all the way back, a bullish sign after a decline.',
  },
  'inverted-hammer': {
    name: 'Inverted Hammer',
    type: 'bullish',
    signal: cdlInvertedHammer,
    sign: 1,
    summary:
      'A small real body at the bottom of the range with a long upper shadow, gapping below the previous body. Buyers tested higher prices after a decline, and a strong next session confirms the turn.',
  },
  'bullish-marubozu': {
    name: 'Bullish Marubozu',
    type: 'bullish',
    signal: cdlMarubozu,
    sign: 1,
    summary:
      'A long white candle with almost no shadows: it opens at the low and closes at the high. Buyers controlled the whole session, a sign of strong bullish momentum.',
  },
  'morning-star': {
    name: 'Morning Star',
    type: 'bullish',
    signal: cdlMorningStar,
    sign: 1,
    summary:
      'A long black candle, a small body gapping below it, then a white candle closing well into the first body. Over three sessions control passes from sellers to buyers, a classic bottom.',
  },
  'three-white-soldiers': {
    name: 'Three White Soldiers',
    type: 'bullish',
    signal: cdlThreeWhiteSoldiers,
    sign: 1,
    summary:
      'Three white candles in a row, each opening within or near the previous body and closing near its high at a new close. Steady buying over three sessions signals a strong reversal or advance.',
  },
  'abandoned-baby': {
    name: 'Abandoned Baby',
    type: 'bullish',
    signal: cdlAbandonedBaby,
    sign: 1,
    summary:
      'A long black candle, a doji gapping below it, then a white candle gapping above the doji and closing well into the first body. The isolated doji marks a rare and reliable bottom.',
  },
  'bearish-engulfing': {
    name: 'Bearish Engulfing',
    type: 'bearish',
    signal: cdlEngulfing,
    sign: -1,
    summary:
      "A black candle whose real body completely covers the previous white body. Sellers have overwhelmed the prior session's buyers, a reversal signal after an advance.",
  },
  'dark-cloud-cover': {
    name: 'Dark Cloud Cover',
    type: 'bearish',
    signal: cdlDarkCloudCover,
    sign: -1,
    summary:
      'After a long white candle, a black candle opens above its high and closes below the midpoint of its body. The gap up fails and sellers erase more than half of the gain, hinting at a top.',
  },
  'tweezer-top': {
    name: 'Tweezer Top',
    type: 'bearish',
    signal: tweezers,
    sign: -1,
    summary:
      'A long white candle is followed by a black candle that makes the same high. The matching highs mark a price sellers defended twice, a possible ceiling after an advance.',
  },
  'falling-window': {
    name: 'Falling Window',
    type: 'bearish',
    signal: windows,
    sign: -1,
    summary:
      "The whole candle trades below the previous candle's low, leaving a gap. The window tends to act as resistance and says the decline is likely to continue.",
  },
  'hanging-man': {
    name: 'Hanging Man',
    type: 'bearish',
    signal: cdlHangingMan,
    sign: -1,
    summary:
      'A small real body at the top of the range with a long lower shadow, at or near the previous high. After an advance it shows sellers testing lower prices, and a weak next session confirms the top.',
  },
  'gravestone-doji': {
    name: 'Gravestone Doji',
    type: 'bearish',
    signal: cdlGravestoneDoji,
    sign: 1,
    summary:
      'Open and close sit at or near the low, under a long upper shadow. Buyers drove the price up during the session but sellers pushed it all the way back, a bearish sign after an advance.',
  },
  'shooting-star': {
    name: 'Shooting Star',
    type: 'bearish',
    signal: cdlShootingStar,
    sign: -1,
    summary:
      'A small real body at the bottom of the range with a long upper shadow, gapping above the previous body. The rally was rejected within the session, a warning of a top after an advance.',
  },
  'evening-star': {
    name: 'Evening Star',
    type: 'bearish',
    signal: cdlEveningStar,
    sign: -1,
    summary:
      'A long white candle, a small body gapping above it, then a black candle closing well into the first body. Over three sessions control passes from buyers to sellers, a classic top.',
  },
  'bearish-kicker': {
    name: 'Bearish Kicker',
    type: 'bearish',
    signal: kickers,
    sign: -1,
    summary:
      "A long white candle is followed by a long black candle that opens below the white candle's open. The abrupt change of sentiment is one of the strongest bearish reversal signals.",
  },
  'bearish-harami': {
    name: 'Bearish Harami',
    type: 'bearish',
    signal: cdlHarami,
    sign: -1,
    summary:
      'A small real body held inside the previous long white body. Buying pressure is drying up, an early warning that the advance may be ending.',
  },
  'bearish-marubozu': {
    name: 'Bearish Marubozu',
    type: 'bearish',
    signal: cdlMarubozu,
    sign: -1,
    summary:
      'A long black candle with almost no shadows: it opens at the high and closes at the low. Sellers controlled the whole session, a sign of strong bearish momentum.',
  },
  'three-black-crows': {
    name: 'Three Black Crows',
    type: 'bearish',
    signal: cdlThreeBlackCrows,
    sign: -1,
    summary:
      'After a white candle, three black candles in a row, each opening within the previous body and closing near its low. Steady selling over three sessions signals a strong reversal or decline.',
  },
  doji: {
    name: 'Doji',
    type: 'indecision',
    signal: cdlDoji,
    sign: 1,
    summary:
      'Open and close are practically equal, leaving almost no real body. Buyers and sellers are in balance, and the next session shows which side wins.',
  },
};

/** Candles of the trend shown before the pattern's own candles in its picture. */
const IMAGE_LEAD_CANDLES = 3;

function patternImage(entry: Entry, key: PatternKey): string {
  const example = PATTERN_EXAMPLES[key];
  const shown = exampleSeries(example).slice(-(example.candles.length + IMAGE_LEAD_CANDLES));
  return candlesSvg(shown, IMAGE_LEAD_CANDLES, entry.name);
}

/** The spec's 26 candlestick patterns with their keys, names, types, summaries, signals and pictures; ours. */
export const CANDLESTICK_PATTERNS: readonly CandlestickPattern[] = PATTERN_KEYS.map((key) => {
  const entry = ENTRIES[key];
  return { key, ...entry, image: patternImage(entry, key) };
});

/** The catalogue entry of each key. */
export const PATTERNS_BY_KEY = Object.fromEntries(CANDLESTICK_PATTERNS.map((p) => [p.key, p])) as Readonly<
  Record<PatternKey, CandlestickPattern>
>;

/** The key of a pattern named as the spec names it ("Bullish Engulfing"), or undefined for any other text. */
export function patternKeyOfName(name: string): PatternKey | undefined {
  return CANDLESTICK_PATTERNS.find((p) => p.name === name)?.key;
}
