import { describe, expect, it } from 'vitest';
import { Condition, nextFiring } from './signal';

const column = (...values: number[]) => Float64Array.from(values);

describe('next firing bar of a signal', () => {
  // a > b on bars 1, 2, 5, 6; c > 50 on bars 2, 3, 4, 6: both hold first on bar 2, then on bar 6.
  const a = column(0, 5, 5, 0, 0, 5, 5, 0);
  const b = column(1, 1, 1, 1, 1, 1, 1, 1);
  const c = column(0, 0, 60, 60, 60, 0, 60, 0);
  const signal = [Condition.above(a, b), Condition.level(c, 50, false)];

  it('is the first bar from `from` where every condition holds at once', () => {
    expect(nextFiring(signal, 0, 8)).toBe(2);
    expect(nextFiring(signal, 3, 8)).toBe(6);
    expect(nextFiring(signal, 6, 8)).toBe(6);
  });

  it('is `end` when no bar before it fires, and for a signal without conditions', () => {
    expect(nextFiring(signal, 7, 8)).toBe(8);
    expect(nextFiring(signal, 3, 6)).toBe(6);
    expect(nextFiring([], 0, 8)).toBe(8);
  });

  it('never fires a cross or a change on the first bar, which has no bar before it', () => {
    const cross = [Condition.crossesAbove(column(2, 0, 2), column(1, 1, 1))];
    expect(nextFiring(cross, 0, 3)).toBe(2);
    const rise = [Condition.changes(column(5, 5, 9), 1, 1)];
    expect(nextFiring(rise, 0, 3)).toBe(2);
    const fall = [Condition.changes(column(5, 1, 9), 1, -1)];
    expect(nextFiring(fall, 0, 3)).toBe(1);
  });

  it('reads a mask and a level below', () => {
    expect(nextFiring([Condition.marked(Uint8Array.from([0, 0, 1]))], 0, 3)).toBe(2);
    expect(nextFiring([Condition.level(column(60, 40), 50, true)], 0, 2)).toBe(1);
  });
});

describe('composed conditions', () => {
  // a > 1 on bars 1, 2, 5, 6; NaN on bar 3.
  const a = column(0, 5, 5, Number.NaN, 5, 5, 5, 0);

  it('starts where its parts hold and, on a bar of numbers before, did not', () => {
    const starts = [Condition.starts([Condition.level(a, 1, false)])];
    // Bar 1 starts (bar 0 is 0); bar 4 follows a NaN, which is no start; 5 and 6 continue the run.
    expect(nextFiring(starts, 0, 8)).toBe(1);
    expect(nextFiring(starts, 2, 8)).toBe(8);
    expect(nextFiring([Condition.starts([Condition.level(column(5, 5, 0, 5), 1, false)])], 0, 4)).toBe(3);
  });

  it('reads any as the earliest bar of any group, within the bars asked for', () => {
    const early = [Condition.marked(Uint8Array.from([0, 0, 0, 0, 0, 0, 1, 0]))];
    const late = [Condition.level(column(0, 0, 0, 0, 9, 0, 0, 0), 1, false)];
    expect(nextFiring([Condition.any([early, late])], 0, 8)).toBe(4);
    expect(nextFiring([Condition.any([early, late])], 5, 8)).toBe(6);
    expect(nextFiring([Condition.any([early, late])], 0, 4)).toBe(4);
    expect(nextFiring([Condition.any([])], 0, 8)).toBe(8);
  });

  it('reads an unmarked bar as one a flag does not exclude', () => {
    expect(nextFiring([Condition.unmarked(Uint8Array.from([1, 1, 0]))], 0, 3)).toBe(2);
  });
});
