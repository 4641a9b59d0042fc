import { isZero } from './is-zero';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { trueRangeAt } from './true-range';

export interface DirectionalMovement {
  /** +DI: 100 x smoothed +DM / smoothed true range. */
  readonly plusDi: Float64Array;
  /** -DI: 100 x smoothed -DM / smoothed true range. */
  readonly minusDi: Float64Array;
  /** DX: 100 x |+DI - -DI| / (+DI + -DI). */
  readonly dx: Float64Array;
  /** ADX: Wilder's average of DX, seeded with the mean of the first `period` DX values. */
  readonly adx: Float64Array;
}

/**
 * Wilder's directional movement system in one pass; warm-up `period` bars for +DI, -DI and DX, 2 x period - 1
 * for ADX; TA-Lib PLUS_DI, MINUS_DI, DX and ADX (each with its own rule for a zero range: DI 0, DX repeats
 * its last value, ADX skips the bar). Period 1, which TA-Lib special-cases without the factor 100, runs the
 * same recurrences here.
 */
export function directionalMovement(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 14,
): DirectionalMovement {
  checkPeriod('period', period);
  const n = close.length;
  const plusDi = outputArray(n, period);
  const minusDi = outputArray(n, period);
  const dx = outputArray(n, period);
  const adxStart = 2 * period - 1;
  const adx = outputArray(n, adxStart);
  if (period >= n) return { plusDi, minusDi, dx, adx };
  let plusDm = 0;
  let minusDm = 0;
  let range = 0;
  let lastDx = 0;
  let dxTotal = 0;
  let average = 0;
  for (let i = 1; i < n; i++) {
    const up = high[i]! - high[i - 1]!;
    const down = low[i - 1]! - low[i]!;
    const trueRange = trueRangeAt(high, low, close, i);
    const plusMove = up > 0 && up > down ? up : 0;
    const minusMove = down > 0 && down > up ? down : 0;
    if (i < period) {
      plusDm += plusMove;
      minusDm += minusMove;
      range += trueRange;
      continue;
    }
    plusDm = plusDm - plusDm / period + plusMove;
    minusDm = minusDm - minusDm / period + minusMove;
    range = range - range / period + trueRange;
    if (isZero(range)) {
      plusDi[i] = 0;
      minusDi[i] = 0;
      dx[i] = lastDx;
      if (i === adxStart) average = dxTotal / period;
      if (i >= adxStart) adx[i] = average;
      continue;
    }
    const plus = 100 * (plusDm / range);
    const minus = 100 * (minusDm / range);
    plusDi[i] = plus;
    minusDi[i] = minus;
    const sum = minus + plus;
    if (!isZero(sum)) {
      lastDx = 100 * (Math.abs(minus - plus) / sum);
      if (i < adxStart) dxTotal += lastDx;
      else if (i === adxStart) average = (dxTotal + lastDx) / period;
      else average = (average * (period - 1) + lastDx) / period;
    } else if (i === adxStart) {
      average = dxTotal / period;
    }
    dx[i] = lastDx;
    if (i >= adxStart) adx[i] = average;
  }
  return { plusDi, minusDi, dx, adx };
}
