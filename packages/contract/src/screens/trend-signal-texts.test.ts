import { BEARISH_TREND_SIGNALS, BULLISH_TREND_SIGNALS } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import {
  BEARISH_SIGNAL_TEXTS,
  BULLISH_SIGNAL_TEXTS,
  bearishTexts,
  bullishTexts,
  TREND_SIGNAL_TEXTS,
} from './trend-signal-texts';

describe('trend signal texts', () => {
  it("name each of core's checks once, in core's order, each text its own", () => {
    expect(Object.keys(TREND_SIGNAL_TEXTS)).toEqual([...BULLISH_TREND_SIGNALS, ...BEARISH_TREND_SIGNALS]);
    expect(BULLISH_SIGNAL_TEXTS).toEqual(BULLISH_TREND_SIGNALS.map((key) => TREND_SIGNAL_TEXTS[key]));
    expect(BEARISH_SIGNAL_TEXTS).toEqual(BEARISH_TREND_SIGNALS.map((key) => TREND_SIGNAL_TEXTS[key]));
    expect(new Set(Object.values(TREND_SIGNAL_TEXTS)).size).toBe(22);
  });

  it("turn a symbol's keys into its texts, in their order", () => {
    expect(bullishTexts(['close-above-sma-20', 'rsi-oversold'])).toEqual([
      'Close above SMA 20',
      'RSI 14 oversold (at or below 30)',
    ]);
    expect(bearishTexts(['rsi-overbought', 'near-365-day-low'])).toEqual([
      'RSI 14 overbought (at or above 70)',
      'Close within 5% of the 365-day low',
    ]);
  });
});
