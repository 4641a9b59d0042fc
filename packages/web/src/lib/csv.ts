import { formatDate } from './format';

export type CsvValue = string | number | null;

/** A CSV cell: numbers as written, text quoted when it holds a comma, quote or line break; null is empty. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells as CSV text: CRLF after every line (RFC 4180). */
export function csvText(lines: readonly (readonly CsvValue[])[]): string {
  return lines.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * The lines of CSV text as their cells, the inverse of `csvText`: quoted cells may hold commas, doubled quotes and
 * line breaks; lines end with CRLF or LF, the last one with or without.
 */
export function csvLines(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      lines.push([...cells, cell]);
      cells = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) lines.push([...cells, cell]);
  return lines;
}

/** One AD date, or two written `a/b` (the commission rows of a buy and of its sale). */
const ISO_DATES = /^\d{4}-\d{2}-\d{2}(\/\d{4}-\d{2}-\d{2})?$/;

/**
 * The lines (a header line first) with a Bikram Sambat column after each AD date column of `dateColumns`,
 * headed by `bsHeader` of its header: a date cell's BS date (each of a pair `a/b`), any other cell (empty,
 * "Waiting") as it is.
 */
export function withBsDates(
  lines: readonly (readonly CsvValue[])[],
  dateColumns: readonly number[],
  bsHeader: (header: string) => string,
): CsvValue[][] {
  const [header, ...rows] = lines;
  if (header === undefined) return [];
  const widen = (cells: readonly CsvValue[], bsCell: (value: CsvValue) => CsvValue) =>
    cells.flatMap((value, i) => (dateColumns.includes(i) ? [value, bsCell(value)] : [value]));
  return [
    widen(header, (value) => bsHeader(String(value))),
    ...rows.map((cells) =>
      widen(cells, (value) =>
        typeof value === 'string' && ISO_DATES.test(value)
          ? value
              .split('/')
              .map((date) => formatDate(date, 'bs'))
              .join('/')
          : value,
      ),
    ),
  ];
}

/** Offers `text` as a download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
