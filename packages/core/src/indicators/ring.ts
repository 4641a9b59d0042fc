/**
 * The mask of a ring that keeps at least the last `length` values of a series, value i in slot i & mask of an
 * array of mask + 1 slots: a power of two, so that finding a slot is a mask instead of a wrap-around test on
 * every bar.
 */
export function ringMask(length: number): number {
  let size = 1;
  while (size < length) size *= 2;
  return size - 1;
}
