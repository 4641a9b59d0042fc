/**
 * A tracker of the running extreme of one column, as TA-Lib's MAX, MIN, STOCH and WILLR keep it: the extreme
 * and where it is, the window rescanned only when the extreme falls out of it (a rescan keeps the oldest of equal
 * values, a new bar that equals the extreme takes its place). The values are exact whatever the scan, so every
 * windowed high or low of the library comes from here.
 *
 * A caller makes its trackers as the literal `{ value: Number.NaN, at: -1 }` in its own body: V8 then keeps the
 * two fields in registers. (Made in a helper or a class constructor, the object's hidden class is reachable from
 * the optimised code only weakly, and a full collection between two calls throws that code away.)
 */
export interface WindowExtreme {
  value: number;
  at: number;
}

// The highest and the lowest are two short functions, one the other with the comparisons turned: a sign
// folded into one of them costs a multiplication on each comparison of the hottest loops of the library. A
// rescan takes two values a step, which halves the loop's own bookkeeping (V8 checks each loop iteration for
// interrupts and then the arrays' shapes again).

/** The highest of values[i - period + 1 .. i], for bars i that grow by one from call to call on one tracker. */
export function windowHigh(values: Float64Array, i: number, period: number, state: WindowExtreme): number {
  const trailing = i - period + 1;
  if (state.at >= trailing) {
    const x = values[i]!;
    if (x >= state.value) {
      state.at = i;
      state.value = x;
    }
    return state.value;
  }
  let at = trailing;
  let best = values[trailing]!;
  let j = trailing + 1;
  for (; j < i; j += 2) {
    const a = values[j]!;
    const b = values[j + 1]!;
    if (a > best) {
      at = j;
      best = a;
    }
    if (b > best) {
      at = j + 1;
      best = b;
    }
  }
  if (j === i && values[i]! > best) {
    at = i;
    best = values[i]!;
  }
  state.at = at;
  state.value = best;
  return best;
}

/** The lowest of values[i - period + 1 .. i], for bars i that grow by one from call to call on one tracker. */
export function windowLow(values: Float64Array, i: number, period: number, state: WindowExtreme): number {
  const trailing = i - period + 1;
  if (state.at >= trailing) {
    const x = values[i]!;
    if (x <= state.value) {
      state.at = i;
      state.value = x;
    }
    return state.value;
  }
  let at = trailing;
  let best = values[trailing]!;
  let j = trailing + 1;
  for (; j < i; j += 2) {
    const a = values[j]!;
    const b = values[j + 1]!;
    if (a < best) {
      at = j;
      best = a;
    }
    if (b < best) {
      at = j + 1;
      best = b;
    }
  }
  if (j === i && values[i]! < best) {
    at = i;
    best = values[i]!;
  }
  state.at = at;
  state.value = best;
  return best;
}
