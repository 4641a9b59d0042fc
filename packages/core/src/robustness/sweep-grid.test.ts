import { describe, expect, it } from 'vitest';
import { axisLength, axisValues, cellAt, cellCoordinates, gridCells } from './sweep-grid';

describe('a sweep grid', () => {
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

  it('numbers cells with the first axis slowest', () => {
    const lengths = [3, 4];
    expect(gridCells(lengths)).toBe(12);
    expect(cellCoordinates(0, lengths)).toEqual([0, 0]);
    expect(cellCoordinates(1, lengths)).toEqual([0, 1]);
    expect(cellCoordinates(4, lengths)).toEqual([1, 0]);
    expect(cellCoordinates(11, lengths)).toEqual([2, 3]);
    for (let cell = 0; cell < 12; cell++) expect(cellAt(cellCoordinates(cell, lengths), lengths)).toBe(cell);
  });
});
