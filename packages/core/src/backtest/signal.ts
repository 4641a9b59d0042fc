import { atMost, exceeds } from '../tie';

// How a condition compares on bar t. A tie (see tie.ts) is neither above nor below, so a crossover needs a
// strict change.
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

  /** a[t] > b[t], ties false (NaN compares false). */
  static above(a: Float64Array, b: Float64Array): Condition {
    return new Condition(ABOVE, a, b);
  }

  /** a[t] > value, or a[t] < value when `below`, ties false. */
  static level(a: Float64Array, value: number, below: boolean): Condition {
    return new Condition(below ? BELOW_VALUE : ABOVE_VALUE, a, NO_VALUES, value);
  }

  /** a[t - 1] <= b[t - 1] and a[t] > b[t], a tie counting as <=: a crosses above b; never on the first bar. */
  static crossesAbove(a: Float64Array, b: Float64Array): Condition {
    return new Condition(CROSSES_ABOVE, a, b);
  }

  /** sign x (a[t] - a[t - 1]) > sign x value, ties false: the one-bar change against value; never on the first bar. */
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
 * The first bar in [from, end) on which `signal` fires, or `end` when none does. Each condition in turn runs
 * ahead to the next bar where it holds, in a loop of its own comparison (signals come in runs, so the loop's
 * branch is mostly predicted); the bar where every condition has held in a row is the answer. The simulation
 * asks only for the signal of its state: a flat position never reads the sell conditions.
 */
export function nextFiring(signal: Signal, from: number, end: number): number {
  const k = signal.length;
  if (k === 0) return end;
  let t = from;
  let agreeing = 0;
  let i = 0;
  while (agreeing < k) {
    const next = nextHolding(signal[i]!, t, end);
    if (next >= end) return end;
    if (next === t) agreeing++;
    else {
      t = next;
      agreeing = 1;
    }
    i = i + 1 === k ? 0 : i + 1;
  }
  return t;
}

/** The first bar in [t, end) on which condition `c` holds, or a bar at or after `end` when none does. */
function nextHolding(c: Condition, t: number, end: number): number {
  const { a, b, value, mask } = c;
  switch (c.test) {
    case ABOVE:
      while (t < end && !exceeds(a[t]!, b[t]!)) t++;
      return t;
    case ABOVE_VALUE:
      while (t < end && !exceeds(a[t]!, value)) t++;
      return t;
    case BELOW_VALUE:
      while (t < end && !exceeds(value, a[t]!)) t++;
      return t;
    case CROSSES_ABOVE:
      if (t === 0) t = 1;
      while (t < end && !(atMost(a[t - 1]!, b[t - 1]!) && exceeds(a[t]!, b[t]!))) t++;
      return t;
    case CHANGES: {
      const sign = c.sign;
      if (t === 0) t = 1;
      while (t < end && !exceeds(sign * (a[t]! - a[t - 1]!), sign * value)) t++;
      return t;
    }
    default:
      while (t < end && mask[t] !== 1) t++;
      return t;
  }
}
