import type { BearishTrendSignal, BullishTrendSignal, TrendSignalKey } from '@nepse/core';

/**
 * The one fixed text of each Trend Signals check (docs/decisions/screens.md), keyed by core's check keys, in
 * core's order. Texts are the wire's, so the contract owns them (as it owns the pattern names); core checks
 * by key. Each record must name exactly its side's keys, so a check core adds or drops fails to compile.
 */
const BULLISH_TEXTS = {
  'close-above-sma-20': 'Close above SMA 20',
  'close-above-sma-50': 'Close above SMA 50',
  'close-above-sma-200': 'Close above SMA 200',
  'sma-50-above-sma-200': 'SMA 50 above SMA 200',
  'macd-above-signal': 'MACD (12, 26, 9) above its signal line',
  'rsi-oversold': 'RSI 14 oversold (at or below 30)',
  'rsi-50-to-70': 'RSI 14 between 50 and 70',
  'plus-di-above-minus-di': '+DI above -DI with ADX 14 above 20',
  'supertrend-up': 'Supertrend (10, 3) up',
  'near-365-day-high': 'Close within 5% of the 365-day high',
  'high-volume-up-day': 'Volume above 1.5x its 20-session average on an up day',
} as const satisfies Record<BullishTrendSignal, string>;

const BEARISH_TEXTS = {
  'close-below-sma-20': 'Close below SMA 20',
  'close-below-sma-50': 'Close below SMA 50',
  'close-below-sma-200': 'Close below SMA 200',
  'sma-50-below-sma-200': 'SMA 50 below SMA 200',
  'macd-below-signal': 'MACD (12, 26, 9) below its signal line',
  'rsi-30-to-50': 'RSI 14 between 30 and 50',
  'rsi-overbought': 'RSI 14 overbought (at or above 70)',
  'minus-di-above-plus-di': '-DI above +DI with ADX 14 above 20',
  'supertrend-down': 'Supertrend (10, 3) down',
  'near-365-day-low': 'Close within 5% of the 365-day low',
  'high-volume-down-day': 'Volume above 1.5x its 20-session average on a down day',
} as const satisfies Record<BearishTrendSignal, string>;

type TextIn<T> = T[keyof T];
export type BullishSignalText = TextIn<typeof BULLISH_TEXTS>;
export type BearishSignalText = TextIn<typeof BEARISH_TEXTS>;

/** The text of each check key: "close-above-sma-20" is "Close above SMA 20". */
export const TREND_SIGNAL_TEXTS: Readonly<Record<TrendSignalKey, BullishSignalText | BearishSignalText>> = {
  ...BULLISH_TEXTS,
  ...BEARISH_TEXTS,
};

/** The bullish texts (`positiveSignals`), in core's order of the checks. */
export const BULLISH_SIGNAL_TEXTS: readonly BullishSignalText[] = Object.values(BULLISH_TEXTS);
/** The bearish texts (`negativeSignals`), in core's order of the checks. */
export const BEARISH_SIGNAL_TEXTS: readonly BearishSignalText[] = Object.values(BEARISH_TEXTS);

/** The texts of a symbol's bullish checks, in their order. */
export function bullishTexts(keys: readonly BullishTrendSignal[]): BullishSignalText[] {
  return keys.map((key) => BULLISH_TEXTS[key]);
}

/** The texts of a symbol's bearish checks, in their order. */
export function bearishTexts(keys: readonly BearishTrendSignal[]): BearishSignalText[] {
  return keys.map((key) => BEARISH_TEXTS[key]);
}
