import type { PatternKey } from '@nepse/core';

/**
 * Two sentences for traders on each pattern: what the candles look like and what they suggest (the `summary` the
 * API gives with a pattern). Ours.
 */
export const PATTERN_SUMMARIES: Readonly<Record<PatternKey, string>> = {
  'bullish-engulfing':
    "A white candle whose real body completely covers the previous black body. Buyers have overwhelmed the prior session's sellers, a reversal signal after a decline.",
  'piercing-pattern':
    'After a long black candle, a white candle opens below its low and closes above the midpoint of its body. The gap down fails and buyers win back more than half of the loss, hinting at a bottom.',
  'tweezer-bottom':
    'A long black candle is followed by a white candle that makes the same low. The matching lows mark a price buyers defended twice, a possible floor after a decline.',
  'rising-window':
    "The whole candle trades above the previous candle's high, leaving a gap. The window tends to act as support and says the advance is likely to continue.",
  'bullish-kicker':
    "A long black candle is followed by a long white candle that opens above the black candle's open. The abrupt change of sentiment is one of the strongest bullish reversal signals.",
  hammer:
    'A small real body at the top of the range with a long lower shadow, at or near the previous low. Sellers pushed the price down but buyers drove it back up, a possible bottom after a decline.',
  'bullish-harami':
    'A small real body held inside the previous long black body. Selling pressure is drying up, an early warning that the decline may be ending.',
  'dragonfly-doji':
    'Open and close sit at or near the high, below a long lower shadow. Sellers drove the price down during the session but buyers took it all the way back, a bullish sign after a decline.',
  'inverted-hammer':
    'A small real body at the bottom of the range with a long upper shadow, gapping below the previous body. Buyers tested higher prices after a decline, and a strong next session confirms the turn.',
  'bullish-marubozu':
    'A long white candle with almost no shadows: it opens at the low and closes at the high. Buyers controlled the whole session, a sign of strong bullish momentum.',
  'morning-star':
    'A long black candle, a small body gapping below it, then a white candle closing well into the first body. Over three sessions control passes from sellers to buyers, a classic bottom.',
  'three-white-soldiers':
    'Three white candles in a row, each opening within or near the previous body and closing near its high at a new close. Steady buying over three sessions signals a strong reversal or advance.',
  'abandoned-baby':
    'A long black candle, a doji gapping below it, then a white candle gapping above the doji and closing well into the first body. The isolated doji marks a rare and reliable bottom.',
  'bearish-engulfing':
    "A black candle whose real body completely covers the previous white body. Sellers have overwhelmed the prior session's buyers, a reversal signal after an advance.",
  'dark-cloud-cover':
    'After a long white candle, a black candle opens above its high and closes below the midpoint of its body. The gap up fails and sellers erase more than half of the gain, hinting at a top.',
  'tweezer-top':
    'A long white candle is followed by a black candle that makes the same high. The matching highs mark a price sellers defended twice, a possible ceiling after an advance.',
  'falling-window':
    "The whole candle trades below the previous candle's low, leaving a gap. The window tends to act as resistance and says the decline is likely to continue.",
  'hanging-man':
    'A small real body at the top of the range with a long lower shadow, at or near the previous high. After an advance it shows sellers testing lower prices, and a weak next session confirms the top.',
  'gravestone-doji':
    'Open and close sit at or near the low, under a long upper shadow. Buyers drove the price up during the session but sellers pushed it all the way back, a bearish sign after an advance.',
  'shooting-star':
    'A small real body at the bottom of the range with a long upper shadow, gapping above the previous body. The rally was rejected within the session, a warning of a top after an advance.',
  'evening-star':
    'A long white candle, a small body gapping above it, then a black candle closing well into the first body. Over three sessions control passes from buyers to sellers, a classic top.',
  'bearish-kicker':
    "A long white candle is followed by a long black candle that opens below the white candle's open. The abrupt change of sentiment is one of the strongest bearish reversal signals.",
  'bearish-harami':
    'A small real body held inside the previous long white body. Buying pressure is drying up, an early warning that the advance may be ending.',
  'bearish-marubozu':
    'A long black candle with almost no shadows: it opens at the high and closes at the low. Sellers controlled the whole session, a sign of strong bearish momentum.',
  'three-black-crows':
    'After a white candle, three black candles in a row, each opening within the previous body and closing near its low. Steady selling over three sessions signals a strong reversal or decline.',
  doji: 'Open and close are practically equal, leaving almost no real body. Buyers and sellers are in balance, and the next session shows which side wins.',
};
