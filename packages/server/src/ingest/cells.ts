import { withinBound } from './sane-bounds';

const MS_PER_DAY = 86_400_000;

/** A number cell: the number, `null` when the cell is empty, `undefined` when it is not a number. */
export function numberCell(cell: string | undefined): number | null | undefined {
  if (cell === undefined || cell === '') return null;
  // Thousands separators as spreadsheets write them ("1,020.00").
  const text =
    cell.includes(',') && /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(cell) ? cell.replaceAll(',', '') : cell;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Words that spell a number that is not finite, as spreadsheets and languages write them. */
const NON_FINITE = /^[-+]?(nan|inf|infinity)$/i;

/**
 * Why a number cell can never be stored, whatever the import policy would do with it: it spells a number that is
 * not finite (`NaN`, `Infinity`, `1e400`, 400 digits) or one not strictly between -`bound` and `bound` (see
 * sane-bounds.ts). `value` is the cell's `numberCell`, read once by the caller. Undefined when the cell is empty,
 * not a number at all (the import policy decides), or sane.
 */
export function insaneNumber(
  name: string,
  cell: string | undefined,
  value: number | null | undefined,
  bound: number,
): string | undefined {
  if (value === null || (typeof value === 'number' && withinBound(value, bound))) return undefined;
  if (value === undefined)
    return cell !== undefined && NON_FINITE.test(cell) ? notFinite(name, cell) : undefined;
  if (!Number.isFinite(value)) return notFinite(name, cell ?? '');
  const limit = bound.toLocaleString('en-US');
  return value > 0
    ? `${name} ${value} is not below ${limit} (its sane bound)`
    : `${name} ${value} is not above -${limit} (its sane bound)`;
}

function notFinite(name: string, cell: string): string {
  return `${name} ${quotedCell(cell)} is not a finite number`;
}

/** A cell as a message quotes it: a long one is cut, with its length given, so that messages stay readable. */
export function quotedCell(cell: string | undefined): string {
  const text = cell ?? '';
  return text.length <= 24 ? `"${text}"` : `"${text.slice(0, 20)}..." (${text.length} characters)`;
}

/**
 * Day number (days since 1970-01-01) of an ISO date cell `YYYY-MM-DD`; NaN when it is not a real date. The
 * same answer as `epochDay` of @nepse/core, without its round trip through text: a price file has half a
 * million dates.
 */
export function dateCell(cell: string | undefined): number {
  if (cell === undefined || cell.length !== 10 || cell[4] !== '-' || cell[7] !== '-') return Number.NaN;
  const y = digits(cell, 0, 4);
  const m = digits(cell, 5, 7);
  const d = digits(cell, 8, 10);
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m))) return Number.NaN;
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return Number.NaN;
    value = value * 10 + c;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
