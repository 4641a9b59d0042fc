// Exact selections without a branch, for the comparisons a random price series makes unpredictable: a mispredicted
// branch costs the processor some fifteen cycles, more than the whole arithmetic of a bar. V8 compiles Math.max,
// Math.min and `a > b ? a : b` to branches; a comparison turned into 0 or 1 is a flag, and x * 1 + y * 0 is x
// exactly for finite x and y.

/** The greater of two finite numbers, without a branch. */
export function larger(a: number, b: number): number {
  const pick = +(a > b);
  return a * pick + b * (1 - pick);
}

/** `value` where `condition` holds, else 0, without a branch (-0 for a negative value: the same in a sum). */
export function keepIf(condition: boolean, value: number): number {
  return value * +condition;
}
