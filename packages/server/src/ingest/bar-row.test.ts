import { epochDay } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { type BarCells, checkBarRow } from './bar-row';
import { IssueLog } from './import-issues';

function check(cells: Partial<BarCells>, withVolume = true) {
  const log = new IssueLog();
  const bar = checkBarRow(
    { date: '2023-01-02', open: '100', high: '110', low: '95', close: '105', volume: '10', ...cells },
    withVolume,
    log,
    'f.csv',
    7,
  );
  return { bar, errors: log.errors.map((e) => e.message), warnings: log.warnings.map((w) => w.message) };
}

describe('checkBarRow: errors (the row is unusable)', () => {
  it.each([
    [{ date: '2023-1-2' }, 'date "2023-1-2" is not a date (YYYY-MM-DD)'],
    [{ date: '2023-02-30' }, 'date "2023-02-30" is not a date (YYYY-MM-DD)'],
    [{ close: '' }, 'close is missing'],
    [{ close: 'n/a' }, 'close "n/a" is not a number'],
    [{ close: '0' }, 'close 0 is not positive'],
    [{ close: '-5' }, 'close -5 is not positive'],
    [{ volume: '-1' }, 'volume -1 is negative'],
    [{ volume: '' }, 'volume is missing'],
    [{ volume: 'lots' }, 'volume "lots" is not a number'],
  ])('%o: %s', (cells, message) => {
    const { bar, errors, warnings } = check(cells);
    expect(bar).toBeUndefined();
    expect(errors).toEqual([message]);
    expect(warnings).toEqual([]);
  });

  const nonFinite = ['1e400', '-1e400', 'NaN', 'Infinity', '-inf', '9'.repeat(200_000)];
  const columns = ['open', 'high', 'low', 'close', 'volume', 'turnover'] as const;

  it.each(columns)('a %s that is not a finite number, in any spelling', (column) => {
    for (const text of nonFinite) {
      const { bar, errors } = check({ [column]: text });
      expect(bar).toBeUndefined();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        new RegExp(`^${column} "[^"]{1,23}"( \\(200000 characters\\))? is not a finite number$`),
      );
    }
  });

  it.each([
    ['open', '10000000', 'open 10000000 is not below 10,000,000 (its sane bound)'],
    ['high', '2e7', 'high 20000000 is not below 10,000,000 (its sane bound)'],
    ['low', '-1e7', 'low -10000000 is not above -10,000,000 (its sane bound)'],
    ['close', '12,345,678', 'close 12345678 is not below 10,000,000 (its sane bound)'],
    ['volume', '1e13', 'volume 10000000000000 is not below 10,000,000,000,000 (its sane bound)'],
    [
      'turnover',
      '1e20',
      'turnover 100000000000000000000 is not below 100,000,000,000,000,000,000 (its sane bound)',
    ],
  ])('a %s out of its sane bound', (column, text, message) => {
    const { bar, errors } = check({ [column]: text });
    expect(bar).toBeUndefined();
    expect(errors).toEqual([message]);
  });

  it('keeps values just below the bounds, and names every insane column of a row in one error', () => {
    const sane = check({ open: '9999999', high: '9999999.99', close: '9999999', volume: '9999999999999' });
    expect(sane.errors).toEqual([]);
    expect(sane.bar?.high).toBe(9999999.99);
    expect(check({ close: '1e400', volume: 'NaN' }).errors).toEqual([
      'close "1e400" is not a finite number; volume "NaN" is not a finite number',
    ]);
  });

  it('the index (no volume) is held to the price bounds too', () => {
    const { bar, errors } = check({ close: '1e400', volume: undefined }, false);
    expect(bar).toBeUndefined();
    expect(errors).toEqual(['close "1e400" is not a finite number']);
  });

  it('cuts a long cell it quotes, giving its length', () => {
    const long = 'x'.repeat(100_000);
    expect(check({ close: long }).errors).toEqual([
      `close "${'x'.repeat(20)}..." (100000 characters) is not a number`,
    ]);
    expect(check({ open: long }).warnings).toEqual([
      `open "${'x'.repeat(20)}..." (100000 characters) := close 105`,
    ]);
  });

  it('reports errors with file and line', () => {
    const log = new IssueLog();
    checkBarRow(
      { date: 'x', open: '1', high: '1', low: '1', close: '1', volume: '1' },
      true,
      log,
      'p.csv',
      12,
    );
    expect(log.errors).toEqual([{ file: 'p.csv', line: 12, message: 'date "x" is not a date (YYYY-MM-DD)' }]);
  });
});

describe("checkBarRow: repairs with a warning, in the import policy's order", () => {
  it('keeps a consistent row as it is, without warnings', () => {
    const { bar, warnings } = check({ turnover: '1,050' });
    expect(bar).toMatchObject({
      day: epochDay('2023-01-02'),
      open: 100,
      high: 110,
      low: 95,
      close: 105,
      volume: 10,
    });
    expect(bar?.turnover).toBe(1050);
    expect(warnings).toEqual([]);
  });

  it('(1) replaces a missing or non-positive open, high, low: open by the close, high/low from open and close', () => {
    expect(check({ open: '0', high: '', low: '-1' })).toMatchObject({
      bar: { open: 105, high: 105, low: 105, close: 105 },
      warnings: ['open 0 := close 105, high (missing) := 105, low -1 := 105'],
    });
    // The repaired high comes from the read open (98) and the close (105).
    expect(check({ open: '98', high: '0' })).toMatchObject({ bar: { open: 98, high: 105, low: 95 } });
    expect(check({ open: 'abc' }).bar).toMatchObject({ open: 105 });
  });

  it('(2) high < low or close outside [low, high]: high := max, low := min of the three', () => {
    expect(check({ high: '90', low: '100', open: '95' })).toMatchObject({
      bar: { high: 105, low: 90, open: 95 },
      warnings: ['high 90, low 100, close 105: high := 105, low := 90'],
    });
    expect(check({ high: '104', low: '95', open: '100' }).bar).toMatchObject({ high: 105, low: 95 });
  });

  it('(3) clamps an open outside [low, high] into it', () => {
    expect(check({ open: '120' })).toMatchObject({
      bar: { open: 110, high: 110, low: 95 },
      warnings: ['open 120 outside [95, 110]: := 110'],
    });
    expect(check({ open: '90' }).bar?.open).toBe(95);
  });

  it('applies (2) before (3): the open is clamped into the repaired range', () => {
    const { bar, warnings } = check({ open: '300', high: '100', low: '120', close: '110' });
    expect(bar).toMatchObject({ open: 120, high: 120, low: 100, close: 110 });
    expect(warnings).toHaveLength(2);
  });

  it('turns a turnover that is not a non-negative number into unknown', () => {
    expect(check({ turnover: '-3' })).toMatchObject({
      bar: { turnover: null },
      warnings: [expect.stringContaining('turnover')],
    });
    expect(check({ turnover: '' })).toMatchObject({ bar: { turnover: null }, warnings: [] });
  });

  it('needs no volume for the index', () => {
    expect(check({ volume: undefined }, false).bar?.volume).toBe(0);
  });
});
