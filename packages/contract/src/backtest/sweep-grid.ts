/** One swept field's values: from `from` to `to`, both included, by `step` (above 0). */
export interface GridAxis {
  readonly from: number;
  readonly to: number;
  readonly step: number;
}

/**
 * Slack on the last step, relative to the step: 10 to 12.5 by 0.5 holds 12.5 though (12.5 - 10) / 0.5 comes out a
 * hair under 5 in floating point.
 */
const STEP_SLACK = 1e-9;

/** How many values an axis holds (0 when `to` is below `from`). */
export function axisLength({ from, to, step }: GridAxis): number {
  if (!(step > 0) || !(to >= from)) return 0;
  return Math.floor((to - from) / step + STEP_SLACK) + 1;
}

/**
 * The values of an axis: from + k x step for k = 0, 1, ... while not past `to` (within the slack), each rounded to
 * 12 significant digits so that 0.1 steps read 0.3, not 0.30000000000000004.
 */
export function axisValues(axis: GridAxis): number[] {
  const n = axisLength(axis);
  const values: number[] = [];
  for (let k = 0; k < n; k++) values.push(Number((axis.from + k * axis.step).toPrecision(12)));
  return values;
}
