import { epochDay, isoDate } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { dateCell, insaneNumber, numberCell } from './cells';

describe('numberCell', () => {
  it('reads decimals, exponents and thousands separators; empty is null; anything else undefined', () => {
    expect(['12', '-3.5', '.5', '4.', '1e3', '1,020.00', '12,345,678'].map(numberCell)).toEqual([
      12, -3.5, 0.5, 4, 1000, 1020, 12345678,
    ]);
    expect(numberCell('')).toBeNull();
    expect(numberCell(undefined)).toBeNull();
    expect(['abc', '1,02', '0x10', 'NaN', '12 3', '1.2.3'].map(numberCell)).toEqual(Array(6).fill(undefined));
  });
});

/** `insaneNumber` of a cell as a caller gives it: with the cell's number. */
const insaneCell = (name: string, cell: string | undefined, bound: number) =>
  insaneNumber(name, cell, numberCell(cell), bound);

describe('insaneNumber', () => {
  it('names a number that is not finite, however it is spelled, with a long cell cut', () => {
    for (const text of ['NaN', 'nan', '-Infinity', '+inf', '1e400', '-1e400']) {
      expect(insaneCell('close', text, 10)).toBe(`close "${text}" is not a finite number`);
    }
    expect(insaneCell('volume', '9'.repeat(200_000), 10)).toBe(
      `volume "${'9'.repeat(20)}..." (200000 characters) is not a finite number`,
    );
  });

  it('names a number not strictly within its bound, on either side', () => {
    expect(insaneCell('high', '10', 10)).toBe('high 10 is not below 10 (its sane bound)');
    expect(insaneCell('low', '-1e4', 1000)).toBe('low -10000 is not above -1,000 (its sane bound)');
  });

  it('leaves empty, non-numeric and sane cells to the import policy', () => {
    expect(['', undefined, 'abc', '9.99', '-9.99', '0'].map((c) => insaneCell('open', c, 10))).toEqual(
      Array(6).fill(undefined),
    );
  });
});

describe('dateCell', () => {
  it('reads real ISO dates only', () => {
    expect(dateCell('2023-01-02')).toBe(19359);
    expect(dateCell('1970-01-01')).toBe(0);
    expect(dateCell('2024-02-29')).toBe(epochDay('2024-02-29'));
    for (const bad of ['2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-1-02']) {
      expect(dateCell(bad)).toBeNaN();
    }
    expect(dateCell('02/01/2023')).toBeNaN();
    expect(dateCell('2023-01-0x')).toBeNaN();
    expect(dateCell('')).toBeNaN();
  });

  it('agrees with epochDay of @nepse/core on every day from 1990 to 2040', () => {
    for (let day = epochDay('1990-01-01'); day <= epochDay('2040-12-31'); day++) {
      if (dateCell(isoDate(day)) !== day) throw new Error(`differs on ${isoDate(day)}`);
    }
  });
});
