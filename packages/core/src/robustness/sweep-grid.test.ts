import { describe, expect, it } from 'vitest';
import { cellAt, cellCoordinates, gridCells } from './sweep-grid';

describe('a sweep grid', () => {
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
