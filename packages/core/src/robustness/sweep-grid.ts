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
