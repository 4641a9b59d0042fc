import { describe, expect, it } from 'vitest';
import { axisLength, axisValues } from './sweep-grid';

describe('a swept field', () => {
  it('runs from `from` to `to` inclusive by the step', () => {
    expect(axisValues({ from: 10, to: 50, step: 10 })).toEqual([10, 20, 30, 40, 50]);
    expect(axisValues({ from: 10, to: 12.5, step: 0.5 })).toEqual([10, 10.5, 11, 11.5, 12, 12.5]);
    expect(axisValues({ from: 0.1, to: 0.3, step: 0.1 })).toEqual([0.1, 0.2, 0.3]);
    // A step past `to` stops before it.
    expect(axisValues({ from: 5, to: 12, step: 5 })).toEqual([5, 10]);
    expect(axisValues({ from: 7, to: 7, step: 1 })).toEqual([7]);
  });

  it('holds nothing for a step not above 0 or a `to` below `from`', () => {
    expect(axisLength({ from: 1, to: 5, step: 0 })).toBe(0);
    expect(axisLength({ from: 1, to: 5, step: -1 })).toBe(0);
    expect(axisLength({ from: 5, to: 1, step: 1 })).toBe(0);
  });
});
