import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseCsv } from './csv-records';
import { kindOf, notDataReason } from './data-kinds';
import type { IssueLog } from './import-issues';
import type { MarketCollector } from './market-collector';

export interface ReadFile {
  file: string;
  kind: string;
  rows: number;
}

export interface SkippedFile {
  file: string;
  reason: string;
}

const CSV = /\.csv(\.gz)?$/i;

/**
 * Reads every path (a folder is walked, in name order) into the collector, each CSV file as the kind its header
 * says. Inside a folder, files that are not CSV or not a data kind are skipped with a reason; a file named on
 * its own that cannot be read as data, or a path that does not exist, is an error.
 */
export function collectFiles(
  paths: readonly string[],
  collector: MarketCollector,
  log: IssueLog,
): { read: ReadFile[]; skipped: SkippedFile[] } {
  const read: ReadFile[] = [];
  const skipped: SkippedFile[] = [];

  const visit = (file: string, named: boolean) => {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(file).isDirectory();
    } catch {
      log.error(file, 0, 'no such file or folder');
      return;
    }
    if (isDirectory) {
      for (const name of readdirSync(file).sort()) visit(path.join(file, name), false);
      return;
    }
    const refuse = (reason: string) => (named ? log.error(file, 0, reason) : skipped.push({ file, reason }));
    if (!CSV.test(file)) return refuse('not a CSV file (.csv or .csv.gz)');
    let text: string;
    try {
      const bytes = readFileSync(file);
      text = (/\.gz$/i.test(file) ? gunzipSync(bytes) : bytes).toString('utf8');
    } catch (err) {
      log.error(file, 0, `cannot be read: ${(err as Error).message}`);
      return;
    }
    const table = parseCsv(text);
    const kind = kindOf(table.header);
    if (!kind) {
      return refuse(
        notDataReason(table.header) ?? `header "${table.header.join(',')}" is not a known data kind`,
      );
    }
    const fileSymbol = path.basename(file).replace(CSV, '').toUpperCase();
    let rows = 0;
    const counted = {
      header: table.header,
      *[Symbol.iterator]() {
        for (const record of table.records) {
          rows++;
          yield record;
        }
      },
    };
    kind.read({ table: { header: table.header, records: counted }, file, fileSymbol, collector, log });
    read.push({ file, kind: kind.name, rows });
  };

  for (const p of paths) visit(p, true);
  return { read, skipped };
}
