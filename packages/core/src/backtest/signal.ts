import { atMost, exceeds } from '../tie';

// How a condition compares on bar t. A tie (see tie.ts) is neither above nor below, so a crossover needs a
// strict change.
const ABOVE = 0;
const ABOVE_VALUE = 1;
const BELOW_VALUE = 2;
const CROSSES_ABOVE = 3;
const CHANGES = 4;
const MARKED = 5;
const UNMARKED = 6;
const STARTS = 7;
const ANY = 8;

const NO_VALUES = new Float64Array(0);
const NO_MASK = new Uint8Array(0);
const NO_GROUPS: readonly (readonly Condition[])[] = [];

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
    readonly groups: readonly (readonly Condition[])[] = NO_GROUPS,
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

  /** mask[t] is not 1 (a bar a flag does not exclude). */
  static unmarked(mask: Uint8Array): Condition {
    return new Condition(UNMARKED, NO_VALUES, NO_VALUES, 0, 1, mask);
  }

  /**
   * Every condition of `parts` holds on t, and on t - 1 they do not all hold while every value they compare there
   * is a number: the bar where their conjunction starts. Never on the first bar, nor where t - 1 is in a warm-up.
   */
  static starts(parts: readonly Condition[]): Condition {
    return new Condition(STARTS, NO_VALUES, NO_VALUES, 0, 1, NO_MASK, [parts]);
  }

  /** Every condition of at least one of `groups` holds on t. */
  static any(groups: readonly (readonly Condition[])[]): Condition {
    return new Condition(ANY, NO_VALUES, NO_VALUES, 0, 1, NO_MASK, groups);
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
    case MARKED:
      while (t < end && mask[t] !== 1) t++;
      return t;
    case UNMARKED:
      while (t < end && mask[t] === 1) t++;
      return t;
    case STARTS: {
      const parts = c.groups[0] ?? [];
      let at = nextFiring(parts, Math.max(t, 1), end);
      while (at < end && (holds(parts, at - 1) || !known(parts, at - 1))) at = nextFiring(parts, at + 1, end);
      return at;
    }
    default: {
      // ANY: the earliest bar of any group; each later group need only look before the best found so far.
      let best = end;
      for (const group of c.groups) best = nextFiring(group, t, best);
      return best;
    }
  }
}

/** Whether every condition of `parts` holds on bar t. */
function holds(parts: readonly Condition[], t: number): boolean {
  return nextFiring(parts, t, t + 1) === t;
}

const isNumber = (x: number | undefined) => x !== undefined && !Number.isNaN(x);

/** Whether every value the conditions of `parts` compare on bar t is a number (none is in a warm-up). */
function known(parts: readonly Condition[], t: number): boolean {
  return parts.every((c) => {
    const { a, b } = c;
    switch (c.test) {
      case ABOVE:
        return isNumber(a[t]) && isNumber(b[t]);
      case ABOVE_VALUE:
      case BELOW_VALUE:
        return isNumber(a[t]);
      case CROSSES_ABOVE:
        return t >= 1 && isNumber(a[t - 1]) && isNumber(b[t - 1]) && isNumber(a[t]) && isNumber(b[t]);
      case CHANGES:
        return t >= 1 && isNumber(a[t - 1]) && isNumber(a[t]);
      case MARKED:
      case UNMARKED:
        return true;
      case STARTS:
        return t >= 1 && c.groups.every((group) => known(group, t) && known(group, t - 1));
      default:
        return c.groups.every((group) => known(group, t));
    }
  });
}
