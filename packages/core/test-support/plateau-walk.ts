/**
 * A seeded walk from `start` with runs of equal values (about a third of the steps stay put), so ties, plateaus
 * and flat windows fall inside a chunk of bars and across chunk edges. Each step moves by a whole multiple of
 * 1 / `grain`, up to `reach` of them either way.
 */
export function plateauWalk(
  length: number,
  seed: number,
  start: number,
  reach: number,
  grain: number,
): Float64Array {
  const values = new Float64Array(length);
  let state = seed;
  let value = start;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const step = (state % (2 * reach + 1)) - reach;
    if (step > -Math.round(reach * 0.3)) value += step / grain;
    values[i] = value;
  }
  return values;
}
