import { formatIssue, type Warning } from '../ingest/import-issues';
import type { ImportReport } from '../ingest/import-market';
import type { AuditFinding } from '../market/adjustment-audit';

const n = (x: number) => x.toLocaleString('en-US');

/** How many warnings the console shows; the report file has them all. */
export const CONSOLE_WARNINGS = 20;

/** The console text of an import run: files, skipped files, warning counts and first lines, errors, outcome. */
export function consoleSummary(report: ImportReport, reportFile: string, seconds: number): string[] {
  return [...issueSummary(report, reportFile), ...outcome(report, seconds)];
}

/** What was read and what was wrong with it: files, skipped files, warning counts and first lines, errors. */
export function issueSummary(report: ImportReport, reportFile: string): string[] {
  const lines: string[] = [];
  lines.push(`Read ${n(report.read.length)} file${report.read.length === 1 ? '' : 's'}:`);
  for (const f of report.read) lines.push(`  ${f.file}: ${f.kind}, ${n(f.rows)} rows`);
  if (report.skipped.length > 0) {
    lines.push(`Skipped ${n(report.skipped.length)} file${report.skipped.length === 1 ? '' : 's'}:`);
    for (const s of report.skipped) lines.push(`  ${s.file}: ${s.reason}`);
  }
  if (report.warnings.length > 0) {
    lines.push(`Warnings: ${n(report.warnings.length)} (every one in ${reportFile})`);
    for (const [category, count] of countByCategory(report.warnings))
      lines.push(`  ${n(count).padStart(8)}  ${category}`);
    lines.push(`  first ${Math.min(CONSOLE_WARNINGS, report.warnings.length)}:`);
    for (const w of report.warnings.slice(0, CONSOLE_WARNINGS)) lines.push(`  ${formatIssue(w)}`);
  }
  if (report.errors.length > 0) {
    lines.push(
      report.outcome === 'refused'
        ? `Errors: ${n(report.errors.length)}`
        : `Skipped ${n(report.errors.length)} invalid line${report.errors.length === 1 ? '' : 's'} (--skip-invalid):`,
    );
    for (const e of report.errors) lines.push(`  ${formatIssue(e)}`);
  }
  return lines;
}

function outcome(report: ImportReport, seconds: number): string[] {
  const time = `${seconds.toFixed(1)} s`;
  if (report.outcome === 'refused') {
    return [
      `Nothing written: ${n(report.errors.length)} error${report.errors.length === 1 ? '' : 's'}. Fix them, or run again with --skip-invalid to write the rest.`,
    ];
  }
  if (report.outcome === 'empty') return ['Nothing written: no usable row.'];
  const w = report.write;
  if (!w) return [];
  const out: string[] = [];
  if (w.removedDemo) out.push('The demo market was removed: imported data replaces it.');
  if (w.placeholders.length > 0) {
    out.push(
      `${n(w.placeholders.length)} symbol${w.placeholders.length === 1 ? ' has' : 's have'} prices or actions but no securities row; listed with the symbol as name and no sector: ${w.placeholders.join(', ')}`,
    );
  }
  if (report.audit) out.push(...auditLines(report.audit));
  if (report.outcome === 'unchanged') {
    out.push(
      `Nothing changed: the store already holds this data (data version ${w.version.version}), in ${time}.`,
    );
    return out;
  }
  const c = w.changed;
  out.push(
    `Written in ${time}: rows inserted or changed: securities ${n(c.securities)}, prices ${n(c.prices)}, corporate actions ${n(c.corporateActions)}, index ${n(c.index)}; data version ${w.version.version}.`,
  );
  return out;
}

/** The adjustment audit's line: its count, then each finding. */
function auditLines(findings: readonly AuditFinding[]): string[] {
  if (findings.length === 0)
    return ['Adjustment audit: 0 sessions where two factors meet or an event moves beyond the band.'];
  return [
    `Adjustment audit: ${n(findings.length)} finding${findings.length === 1 ? '' : 's'} (two factors on a session, or an event's adjusted move beyond the band):`,
    ...findings.map(
      (f) =>
        `  ${f.symbol} ${f.date}: ${f.problem}, factors ${f.factors.join(' x ')}, adjusted change ${f.changePercent.toFixed(2)} %`,
    ),
  ];
}

function countByCategory(warnings: readonly Warning[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const w of warnings) counts.set(w.category, (counts.get(w.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The report file: every error, warning and skipped file of the run, one a line. */
export function reportText(report: ImportReport): string {
  const lines = [
    `# import report ${new Date().toISOString()}: ${report.outcome}`,
    `# errors: ${report.errors.length}`,
    ...report.errors.map(formatIssue),
    `# warnings: ${report.warnings.length}`,
    ...report.warnings.map((w) => `${formatIssue(w)} [${w.category}]`),
    `# skipped files: ${report.skipped.length}`,
    ...report.skipped.map((s) => `${s.file}: ${s.reason}`),
    ...(report.audit ? auditLines(report.audit).map((line, i) => (i === 0 ? `# ${line}` : line.trim())) : []),
  ];
  return `${lines.join('\n')}\n`;
}
