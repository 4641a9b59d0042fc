import { TICK } from '../rulebook/rulebook';
import { TIE } from '../tie';

/** Ticks in a rupee: prices are whole numbers of these (10 for NEPSE's Rs 0.10). */
const TICKS_PER_RUPEE = Math.round(1 / TICK.value);

/** Whether `x` is within a tie of `n`: 1e-9 x max(|x|, 1), so that 0 has a tolerance too. */
const onWhole = (x: number, n: number) => Math.abs(x - n) <= TIE * Math.max(Math.abs(x), 1);

/**
 * The whole number at or below `x`, a whole number within a tie of it counting as `x` (a bonus of 10 % on 100
 * shares computed as 9.999999999999998 is 10 shares, not 9).
 */
export function wholeDown(x: number): number {
  const n = Math.round(x);
  return onWhole(x, n) ? n : Math.floor(x);
}

/** A price on the tick at or below `price`; a price within a tie of a tick is on it. */
export function tickDown(price: number): number {
  const n = Math.round(price * TICKS_PER_RUPEE);
  return onWhole(price, n / TICKS_PER_RUPEE)
    ? n / TICKS_PER_RUPEE
    : Math.floor(price * TICKS_PER_RUPEE) / TICKS_PER_RUPEE;
}

/** A price on the tick at or above `price`; a price within a tie of a tick is on it (110 x 1.1 is 121.0). */
export function tickUp(price: number): number {
  const n = Math.round(price * TICKS_PER_RUPEE);
  return onWhole(price, n / TICKS_PER_RUPEE)
    ? n / TICKS_PER_RUPEE
    : Math.ceil(price * TICKS_PER_RUPEE) / TICKS_PER_RUPEE;
}

/** A price to the paisa, as a broker prints it: an adjusted price times its factor gives back the traded one. */
export function toPaisa(price: number): number {
  return Math.round(price * 100) / 100;
}
