import type { LiveCandle } from './live-candle';

/** The drawn candle's size, its scale bounds around the open, the volume bar's full scale. */
export const CANDLE_HEIGHT = 180;
export const CANDLE_WIDTH = 60;
export const SCALE_PERCENT = 10;
export const VOLUME_SCALE = 500_000;
/** A candle's drawn high-low range is at least this share of its open, so a quiet stock still shows one. */
export const MIN_RANGE_SHARE = 0.02;

/** Where a candle's parts are drawn, in px from the chart's top; green when the close is at or above the open. */
export interface CandleGeometry {
  wickTop: number;
  wickBottom: number;
  bodyTop: number;
  bodyHeight: number;
  /** The volume bar's height from the bottom: min(volume / 500,000, 1) of the chart. */
  volumeHeight: number;
  rising: boolean;
}

/**
 * The candle of a card: prices on a scale from -10 % (bottom) to +10 % (top) of the open, clamped to it; a
 * high-low range under 2 % of the open is widened about its middle to 2 %; the body at least 1 px tall.
 */
export function candleGeometry(
  candle: Pick<LiveCandle, 'open' | 'high' | 'low' | 'close' | 'volume'>,
): CandleGeometry {
  const { open, close, volume } = candle;
  let { high, low } = candle;
  const minRange = open * MIN_RANGE_SHARE;
  if (high - low < minRange) {
    const middle = (high + low) / 2;
    high = middle + minRange / 2;
    low = middle - minRange / 2;
  }
  const y = (price: number) => {
    const percent = open === 0 ? 0 : ((price - open) / open) * 100;
    const clamped = Math.min(SCALE_PERCENT, Math.max(-SCALE_PERCENT, percent));
    return (CANDLE_HEIGHT * (SCALE_PERCENT - clamped)) / (2 * SCALE_PERCENT);
  };
  const bodyTop = Math.min(y(open), y(close));
  return {
    wickTop: y(high),
    wickBottom: y(low),
    bodyTop,
    bodyHeight: Math.max(1, Math.max(y(open), y(close)) - bodyTop),
    volumeHeight: Math.min(volume / VOLUME_SCALE, 1) * CANDLE_HEIGHT,
    rising: close >= open,
  };
}
