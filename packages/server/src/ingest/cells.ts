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
