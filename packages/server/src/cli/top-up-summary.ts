import type { TopUpReport } from '../nepse/nepse-top-up';
import { issueSummary } from './import-summary';

const n = (x: number) => x.toLocaleString('en-US');
const s = (x: number, word: string) => `${n(x)} ${word}${x === 1 ? '' : 's'}`;

/** The console text of a top-up: what was read and wrong (as `import`), the days, repaired opens, the outcome. */
export function topUpSummary(report: TopUpReport, reportFile: string, seconds: number): string[] {
  const lines = issueSummary(report, reportFile);
  const d = report.days;
  lines.push(
    `Days: ${n(d.written)} written, ${n(d.unchanged)} already held, ${n(d.noSession)} without bars in NEPSE's answer, ${n(d.refused)} not written.`,
  );
  if (report.repairedOpens > 0) {
    lines.push(
      `${s(report.repairedOpens, 'bar')} without an open (NEPSE's security history has none): open := close, the import policy's repair; each is in the report.`,
    );
  }
  if (d.refused > 0 && report.outcome === 'refused') {
    lines.push(
      `${s(d.refused, 'day')} not written for error rows: run again with --skip-invalid to write the rest.`,
    );
  }
  const w = report.write;
  if (w?.removedDemo) lines.push('The demo market was removed: NEPSE data replaces it.');
  const time = `${seconds.toFixed(1)} s`;
  if (w && (w.removedDemo || Object.values(w.changed).some((x) => x > 0))) {
    lines.push(
      `Written in ${time}: rows inserted or changed: securities ${n(w.changed.securities)}, prices ${n(w.changed.prices)}; data version ${w.version.version}.`,
    );
  } else {
    lines.push(`Nothing changed${w ? ` (data version ${w.version.version})` : ''}, in ${time}.`);
  }
  if (report.failure) lines.push(`Stopped: ${report.failure}.`);
  if (report.interrupted) {
    lines.push(
      'Interrupted: every day written is whole; run the command again to fetch the days still missing.',
    );
  }
  return lines;
}
