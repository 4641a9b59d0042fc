/**
 * The running extreme of one column, as TA-Lib's MAX, MIN, STOCH and WILLR keep it: the extreme and where it
 * is, the window rescanned only when the extreme falls out of it. The values are exact whatever the scan, so
 * every windowed high or low of the library comes from here. The state lives in a small typed array so that a
 * caller's loop can track two columns at once with the tracking inlined.
 */
export function extremeState(): Float64Array {
  return Float64Array.of(0, -1);
}

/**
 * The highest (sign 1) or lowest (sign -1) of values[i - period + 1 .. i], for bars i that grow by one from call
 * to call with the same `state` (from `extremeState`).
 */
export function windowExtreme(
  values: Float64Array,
  i: number,
  period: number,
  sign: 1 | -1,
  state: Float64Array,
): number {
  const trailing = i - period + 1;
  if (state[1]! < trailing) {
    let at = trailing;
    let best = values[trailing]!;
    for (let j = trailing + 1; j <= i; j++) {
      const x = values[j]!;
      if (sign * x > sign * best) {
        at = j;
        best = x;
      }
    }
    state[0] = best;
    state[1] = at;
    return best;
  }
  const x = values[i]!;
  if (sign * x >= sign * state[0]!) {
    state[0] = x;
    state[1] = i;
    return x;
  }
  return state[0]!;
}
