import type { BarCells } from '../bar-row';
import type { CsvRecord, CsvTable } from '../csv-records';
import type { IssueLog } from '../import-issues';
import type { MarketCollector } from '../market-collector';

/** What a reader of one data kind gets: the file's rows and where to put them. */
export interface KindInput {
  table: CsvTable;
  /** The file as messages name it. */
  file: string;
  /** The symbol the file name gives (per-company files): base name without `.csv` / `.csv.gz`, upper-cased. */
  fileSymbol: string;
  collector: MarketCollector;
  log: IssueLog;
}

/** A kind of data file, recognised by its header. */
export interface DataKind {
  name: string;
  /** True when a (lower-cased) header is this kind's. */
  matches(header: readonly string[]): boolean;
  /** Checks every row and adds the usable ones to the collector. */
  read(input: KindInput): void;
}

/** Reads cells of a record by column name; a column the file lacks reads as undefined. */
export function columns(header: readonly string[]): (record: CsvRecord, name: string) => string | undefined {
  const at = new Map(header.map((name, i) => [name, i]));
  return (record, name) => {
    const i = at.get(name);
    return i === undefined ? undefined : record.cells[i];
  };
}

export const hasAll = (header: readonly string[], names: readonly string[]) =>
  names.every((n) => header.includes(n));

const TICKER = /^[A-Z0-9][A-Z0-9._&-]*$/;

/** A symbol cell upper-cased, or undefined (with the error logged) when it is missing or not a ticker. */
export function symbolCell(
  cell: string | undefined,
  log: IssueLog,
  file: string,
  line: number,
): string | undefined {
  const symbol = (cell ?? '').toUpperCase();
  if (symbol === '') log.error(file, line, 'symbol is missing');
  else if (!TICKER.test(symbol)) log.error(file, line, `symbol "${cell}" is not a ticker`);
  else return symbol;
  return undefined;
}

/** Column names of a bar in one kind of file; `open`, `high`, `low`, `close` are always so named. */
export interface BarColumns {
  date: string;
  volume?: string;
  turnover?: string;
}

/** The bar cells of a record under its file's column names. */
export function barCells(cell: ReturnType<typeof columns>, record: CsvRecord, names: BarColumns): BarCells {
  return {
    date: cell(record, names.date),
    open: cell(record, 'open'),
    high: cell(record, 'high'),
    low: cell(record, 'low'),
    close: cell(record, 'close'),
    volume: names.volume === undefined ? undefined : cell(record, names.volume),
    turnover: names.turnover === undefined ? undefined : cell(record, names.turnover),
  };
}
