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

/** The cells of a grid of axes (the product of their lengths). */
export function gridCells(lengths: readonly number[]): number {
  return lengths.reduce((product, n) => product * n, lengths.length > 0 ? 1 : 0);
}

/**
 * The position of cell `cell` on each axis. Grid order: the first axis varies slowest, the last fastest (row after
 * row of a heatmap whose rows are the first field).
 */
export function cellCoordinates(cell: number, lengths: readonly number[]): number[] {
  const coordinates = new Array<number>(lengths.length).fill(0);
  let rest = cell;
  for (let axis = lengths.length - 1; axis >= 0; axis--) {
    const n = lengths[axis]!;
    coordinates[axis] = rest % n;
    rest = Math.floor(rest / n);
  }
  return coordinates;
}

/** The cell at `coordinates` (the inverse of cellCoordinates). */
export function cellAt(coordinates: readonly number[], lengths: readonly number[]): number {
  let cell = 0;
  for (let axis = 0; axis < lengths.length; axis++) cell = cell * lengths[axis]! + coordinates[axis]!;
  return cell;
}
