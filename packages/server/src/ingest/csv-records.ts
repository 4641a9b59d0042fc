/** One record of a CSV file: its cells and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvTable {
  /** Header cells, trimmed and lower-cased. */
  header: string[];
  /** The records after the header, read one at a time (a price file has half a million). */
  records: Iterable<CsvRecord>;
}

/**
 * Parses CSV text (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks; CRLF or LF; a BOM
 * is ignored). Cells are trimmed; blank lines are skipped.
 */
export function parseCsv(text: string): CsvTable {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  let h = 0;
  while (h < lines.length && stripCr(lines[h] ?? '').trim() === '') h++;
  const header =
    h < lines.length ? parseQuoted(stripCr(lines[h] ?? '')).cells.map((c) => c.toLowerCase()) : [];
  return { header, records: { [Symbol.iterator]: () => recordsOf(lines, h + 1) } };
}

function* recordsOf(lines: string[], from: number): Generator<CsvRecord> {
  for (let i = from; i < lines.length; i++) {
    const start = i;
    let line = stripCr(lines[i] ?? '');
    if (!line.includes('"')) {
      if (line.trim() !== '') yield { line: start + 1, cells: line.split(',').map(trim) };
      continue;
    }
    let parsed = parseQuoted(line);
    while (parsed.open && i + 1 < lines.length) {
      i++;
      line += `\n${stripCr(lines[i] ?? '')}`;
      parsed = parseQuoted(line);
    }
    yield { line: start + 1, cells: parsed.cells };
  }
}

const trim = (cell: string) => cell.trim();

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** Cells of one record with quotes; `open` when a quoted cell runs on past the end of the text. */
function parseQuoted(text: string): { cells: string[]; open: boolean } {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    if (quoted) {
      if (ch === '"' && text[k + 1] === '"') {
        cell += '"';
        k++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return { cells, open: quoted };
}
