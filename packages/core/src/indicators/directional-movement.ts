import { keepIf, larger } from './branchless';
import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { isZero } from './is-zero';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { trueRangeOf } from './true-range';

export interface DirectionalMovement {
  /** +DI: 100 x smoothed +DM / smoothed true range. */
  readonly plusDi: Float64Array;
  /** -DI: 100 x smoothed -DM / smoothed true range. */
  readonly minusDi: Float64Array;
  /** ADX: Wilder's average of DX = 100 x |+DI - -DI| / (+DI + -DI), seeded with the mean of its first `period`. */
  readonly adx: Float64Array;
}

/**
 * Wilder's directional movement system in one pass; warm-up `period` bars for +DI and -DI, 2 x period - 1 for
 * ADX; TA-Lib PLUS_DI, MINUS_DI and ADX, with their rules for a zero range (DI 0, ADX skips the bar). Wilder's
 * smoothing S - S/n + x runs as S x (1 - 1/n) + x, one multiplication on the chain from bar to bar instead of
 * a division (equal to TA-Lib within rounding). Period 1, which TA-Lib's DI special-cases without the factor
 * 100, runs the same recurrences.
 */
export function directionalMovement(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 14,
  columns: ColumnSource = NEW_COLUMNS,
): DirectionalMovement {
  checkPeriod('period', period);
  const n = close.length;
  const plusDi = outputArray(n, period, columns);
  const minusDi = outputArray(n, period, columns);
  const adxStart = 2 * period - 1;
  const adx = outputArray(n, adxStart, columns);
  const decay = 1 - 1 / period;
  const share = 1 / period;
  let plusDm = 0;
  let minusDm = 0;
  let range = 0;
  let dxTotal = 0;
  let average = 0;
  let previousHigh = high[0]!;
  let previousLow = low[0]!;
  let previousClose = close[0]!;
  for (let i = 1; i < n; i++) {
    const h = high[i]!;
    const l = low[i]!;
    const up = h - previousHigh;
    const down = previousLow - l;
    // A move counts when it is positive and the larger of the two: a coin toss on a random walk, so no branch.
    const plusMove = keepIf(up > larger(down, 0), up);
    const minusMove = keepIf(down > larger(up, 0), down);
    const trueRange = trueRangeOf(h, l, previousClose);
    previousHigh = h;
    previousLow = l;
    previousClose = close[i]!;
    if (i < period) {
      plusDm += plusMove;
      minusDm += minusMove;
      range += trueRange;
      continue;
    }
    plusDm = plusDm * decay + plusMove;
    minusDm = minusDm * decay + minusMove;
    range = range * decay + trueRange;
    let dx = 0;
    let defined = false;
    if (isZero(range)) {
      plusDi[i] = 0;
      minusDi[i] = 0;
    } else {
      const scale = 100 / range;
      const plus = plusDm * scale;
      const minus = minusDm * scale;
      plusDi[i] = plus;
      minusDi[i] = minus;
      const sum = minus + plus;
      if (!isZero(sum)) {
        dx = 100 * (Math.abs(minus - plus) / sum);
        defined = true;
      }
    }
    // TA-Lib's ADX leaves out the bars where DX is undefined, from its seed and from its average.
    if (i < adxStart) {
      dxTotal += dx;
      continue;
    }
    if (i === adxStart) average = (dxTotal + dx) / period;
    else if (defined) average = average * decay + dx * share;
    adx[i] = average;
  }
  return { plusDi, minusDi, adx };
}
