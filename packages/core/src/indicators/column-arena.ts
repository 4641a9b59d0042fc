/** Where an indicator takes the memory of its columns: every indicator takes one, last, fresh memory by default. */
export interface ColumnSource {
  /** A column of `length` values, which may hold old values: the indicator writes every position it returns. */
  column(length: number): Float64Array;
}

/** New, zeroed memory for every column. */
export const NEW_COLUMNS: ColumnSource = { column: (length) => new Float64Array(length) };

/**
 * Memory for indicator columns that a caller computing symbol after symbol (a sector's back-tests) reuses
 * from one symbol to the next, instead of allocating fresh arrays that the collector must then reclaim (on the
 * whole-market back-test, see docs/performance.md). Columns taken from it hold whatever was there before and
 * stay valid until its next `reset`.
 */
export class ColumnArena implements ColumnSource {
  private readonly blocks: Float64Array[] = [];
  private used = 0;

  /** Frees all its memory again: columns taken before must no longer be read. */
  reset(): void {
    this.used = 0;
  }

  column(length: number): Float64Array {
    let block = this.blocks[this.used];
    if (block === undefined || block.length < length) {
      block = new Float64Array(length);
      this.blocks[this.used] = block;
    }
    this.used++;
    return block.subarray(0, length);
  }
}
