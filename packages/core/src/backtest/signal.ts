// How a condition compares on bar t.
const ABOVE = 0;
const ABOVE_VALUE = 1;
const BELOW_VALUE = 2;
const CROSSES_ABOVE = 3;
const CHANGES = 4;
const MARKED = 5;

const NO_VALUES = new Float64Array(0);
const NO_MASK = new Uint8Array(0);

/**
 * One comparison of a rule on a bar, over whole-history columns. Every condition has every field (the unused
 * ones empty), so that the simulation's loop sees one shape.
 */
export class Condition {
  private constructor(
    readonly test: number,
    readonly a: Float64Array = NO_VALUES,
    readonly b: Float64Array = NO_VALUES,
    readonly value = 0,
    readonly sign = 1,
    readonly mask: Uint8Array = NO_MASK,
  ) {}

  /** a[t] > b[t] (NaN compares false). */
  static above(a: Float64Array, b: Float64Array): Condition {
    return new Condition(ABOVE, a, b);
  }

  /** a[t] > value, or a[t] < value when `below`. */
  static level(a: Float64Array, value: number, below: boolean): Condition {
    return new Condition(below ? BELOW_VALUE : ABOVE_VALUE, a, NO_VALUES, value);
  }

  /** a[t - 1] <= b[t - 1] and a[t] > b[t]: a crosses above b; never on the first bar. */
  static crossesAbove(a: Float64Array, b: Float64Array): Condition {
    return new Condition(CROSSES_ABOVE, a, b);
  }

  /** sign x (a[t] - a[t - 1]) > sign x value: the one-bar change against value; never on the first bar. */
  static changes(a: Float64Array, value: number, sign: 1 | -1): Condition {
    return new Condition(CHANGES, a, NO_VALUES, value, sign);
  }

  /** mask[t] is 1. */
  static marked(mask: Uint8Array): Condition {
    return new Condition(MARKED, NO_VALUES, NO_VALUES, 0, 1, mask);
  }
}

/** A buy or a sell signal: it fires on bar t where all its conditions hold; one without conditions never does. */
export type Signal = readonly Condition[];

/** The signal that fires where `flags` is 1. */
export function flagSignal(flags: Uint8Array): Signal {
  return [Condition.marked(flags)];
}

/**
 * Whether `signal` fires on bar t. Evaluated bar by bar where the simulation needs it, with a branch per
 * condition: signals come in runs, so the branches are mostly predicted, and a flat position never reads the
 * sell conditions nor an open one the buy conditions.
 */
export function fires(signal: Signal, t: number): boolean {
  for (let i = 0; i < signal.length; i++) {
    const c = signal[i]!;
    switch (c.test) {
      case ABOVE:
        if (!(c.a[t]! > c.b[t]!)) return false;
        break;
      case ABOVE_VALUE:
        if (!(c.a[t]! > c.value)) return false;
        break;
      case BELOW_VALUE:
        if (!(c.a[t]! < c.value)) return false;
        break;
      case CROSSES_ABOVE:
        if (t === 0 || !(c.a[t - 1]! <= c.b[t - 1]! && c.a[t]! > c.b[t]!)) return false;
        break;
      case CHANGES:
        if (t === 0 || !(c.sign * (c.a[t]! - c.a[t - 1]!) > c.sign * c.value)) return false;
        break;
      default:
        if (c.mask[t] !== 1) return false;
    }
  }
  return signal.length > 0;
}
