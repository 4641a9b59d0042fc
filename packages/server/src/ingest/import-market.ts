import { type AuditFinding, auditMarket } from '../market/adjustment-audit';
import { buildSnapshot } from '../market/market-snapshot';
import type { Store } from '../store/open-store';
import { readMarket } from '../store/read-market';
import { type WriteSummary, writeMarket } from '../store/write-market';
import { collectFiles, type ReadFile, type SkippedFile } from './collect-files';
import { type Issue, IssueLog, type Warning } from './import-issues';
import { MarketCollector } from './market-collector';

export interface ImportOptions {
  /** Write the usable rows even when some rows are errors (they are reported as skipped). */
  skipInvalid: boolean;
  /** Day number (`--opens-from`): the files' opens before it are not real prints and are flagged so. */
  opensFrom?: number;
}

export interface ImportReport {
  read: ReadFile[];
  skipped: SkippedFile[];
  errors: Issue[];
  warnings: Warning[];
  /**
   * `refused`: errors and no --skip-invalid, nothing written; `empty`: no usable row; `unchanged`: the store
   * already held exactly this; `written`: something changed and the data version moved.
   */
  outcome: 'refused' | 'empty' | 'unchanged' | 'written';
  write?: WriteSummary;
  /**
   * After a write: the adjustment audit of everything the store now holds (sessions where two factors meet or
   * an event's adjusted move exceeds the band); none on sound data.
   */
  audit?: AuditFinding[];
}

/**
 * Imports data files into the store: every row checked (bar-row.ts), errors refuse the whole run unless
 * `skipInvalid`, everything written in one transaction, upserted so that a repeated import changes nothing.
 */
export async function importMarket(
  store: Store,
  paths: readonly string[],
  options: ImportOptions,
): Promise<ImportReport> {
  const log = new IssueLog();
  const collector = new MarketCollector(log);
  const { read, skipped } = collectFiles(paths, collector, log);
  const report = { read, skipped, errors: byPlace(log.errors), warnings: byPlace(log.warnings) };
  if (log.errors.length > 0 && !options.skipInvalid) return { ...report, outcome: 'refused' };
  if (collector.empty) return { ...report, outcome: 'empty' };
  const description = `import of ${read.length} file${read.length === 1 ? '' : 's'} from ${paths.join(', ')}`;
  const write = await writeMarket(store, collector.toDataset(options.opensFrom), {
    kind: 'imported',
    description,
  });
  const changed = write.removedDemo || Object.values(write.changed).some((n) => n > 0);
  const audit = auditMarket(buildSnapshot(await readMarket(store)));
  return { ...report, outcome: changed ? 'written' : 'unchanged', write, audit };
}

/** Issues in file and line order (a conflict is found on its second row but reported on both). */
export function byPlace<T extends Issue>(issues: T[]): T[] {
  return issues.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
}
