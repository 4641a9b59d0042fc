/** What a candle setting measures on each candle (TA-Lib's TA_RangeType). */
export type CandleRangeType = 'realBody' | 'highLow' | 'shadows';

/** One of TA-Lib's candle settings: a candle part, averaged over the `period` previous candles, times `factor`. */
export interface CandleSetting {
  readonly rangeType: CandleRangeType;
  /** Candles averaged before the one compared; 0 compares with the candle's own range. */
  readonly period: number;
  readonly factor: number;
}

/** TA-Lib's default candle settings (ta_global.c, TA_CandleDefaultSettings), by TA-Lib's names. */
export const CANDLE_SETTINGS = {
  /** Real body longer than the average body of the 10 previous candles. */
  bodyLong: { rangeType: 'realBody', period: 10, factor: 1 },
  /** Real body longer than 3 times that average. */
  bodyVeryLong: { rangeType: 'realBody', period: 10, factor: 3 },
  /** Real body shorter than the average body of the 10 previous candles. */
  bodyShort: { rangeType: 'realBody', period: 10, factor: 1 },
  /** Real body within 10 % of the average high-low range of the 10 previous candles. */
  bodyDoji: { rangeType: 'highLow', period: 10, factor: 0.1 },
  /** Shadow longer than the candle's own real body. */
  shadowLong: { rangeType: 'realBody', period: 0, factor: 1 },
  /** Shadow longer than twice the candle's own real body. */
  shadowVeryLong: { rangeType: 'realBody', period: 0, factor: 2 },
  /** Shadow shorter than half the average sum of shadows of the 10 previous candles. */
  shadowShort: { rangeType: 'shadows', period: 10, factor: 1 },
  /** Shadow shorter than 10 % of the average high-low range of the 10 previous candles. */
  shadowVeryShort: { rangeType: 'highLow', period: 10, factor: 0.1 },
  /** Distance within 20 % of the average high-low range of the 5 previous candles. */
  near: { rangeType: 'highLow', period: 5, factor: 0.2 },
  /** Distance of at least 60 % of the average high-low range of the 5 previous candles. */
  far: { rangeType: 'highLow', period: 5, factor: 0.6 },
  /** Distance within 5 % of the average high-low range of the 5 previous candles. */
  equal: { rangeType: 'highLow', period: 5, factor: 0.05 },
} as const satisfies Record<string, CandleSetting>;

export type CandleSettingName = keyof typeof CANDLE_SETTINGS;
