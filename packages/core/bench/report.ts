import { PEERS, type PeerName } from './cases';

/** What one indicator measured: core, the baseline, and each peer that has it (its time, or why not). */
export interface Row {
  readonly name: string;
  readonly coreMs: number;
  /** Median minor page faults of core's runs (the peers' are beside their times). */
  readonly coreFaults: number;
  readonly baselineMs: number;
  readonly peers: Partial<Record<PeerName, { ms: number; faults: number; sane: boolean; note?: string }>>;
}

const SHORT: Record<PeerName, string> = {
  technicalindicators: 'technicalindicators',
  'trading-signals': 'trading-signals',
  '@ixjb94/indicators': '@ixjb94/indicators',
};

function geometricMean(values: readonly number[]): number {
  return Math.exp(values.reduce((sum, x) => sum + Math.log(x), 0) / values.length);
}

const ms = (x: number): string => (x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));
const times = (x: number): string => `${x < 10 ? x.toFixed(1) : x.toFixed(0)}x`;

/**
 * The table (milliseconds; each peer's time over core's, so "12x" means core is 12 times faster; core over the
 * baseline), the geometric mean of those ratios over the indicators each peer shares with core, the
 * verdict on the targets, and the page faults each library's runs take, with what one costs on this machine:
 * the ratios depend on it.
 */
export function report(rows: readonly Row[], bars: number, faultMicroseconds: number): string {
  const header = [
    'indicator',
    'core ms',
    'core/base',
    ...PEERS.flatMap((p) => [`${SHORT[p]} ms`, 'vs core']),
  ];
  const lines = rows.map((row) => [
    row.name,
    ms(row.coreMs),
    times(row.coreMs / row.baselineMs),
    ...PEERS.flatMap((p) => {
      const peer = row.peers[p];
      if (!peer) return ['-', ''];
      if (!peer.sane) return [peer.note ?? 'wrong value', ''];
      return [ms(peer.ms), times(peer.ms / row.coreMs)];
    }),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const out = [
    `Indicators on ${bars.toLocaleString('en-US')} bars; median milliseconds of processor time; "vs core" = peer time / core time.`,
    format(header),
    format(widths.map((w) => '-'.repeat(w))),
    ...lines.map(format),
    '',
  ];
  const slower: string[] = [];
  for (const p of PEERS) {
    const ratios = rows.flatMap((row) => {
      const peer = row.peers[p];
      return peer?.sane ? [peer.ms / row.coreMs] : [];
    });
    for (const row of rows) {
      const peer = row.peers[p];
      if (peer?.sane && peer.ms < row.coreMs) slower.push(`${row.name} (${SHORT[p]})`);
    }
    if (ratios.length > 0)
      out.push(
        `geometric mean vs ${SHORT[p]}: ${times(geometricMean(ratios))} over ${ratios.length} indicators`,
      );
  }
  out.push(
    `geometric mean core / baseline: ${times(geometricMean(rows.map((r) => r.coreMs / r.baselineMs)))}`,
  );
  out.push(slower.length === 0 ? 'no indicator slower than a peer' : `core slower on: ${slower.join(', ')}`);
  out.push(faultLine(rows, faultMicroseconds));
  return out.join('\n');
}

/** Each library's mean page faults a run over the indicators it ran, and what a fault costs here. */
function faultLine(rows: readonly Row[], faultMicroseconds: number): string {
  const mean = (values: readonly number[]) => values.reduce((sum, x) => sum + x, 0) / values.length;
  const count = (x: number) => Math.round(x).toLocaleString('en-US');
  const libraries = [`core ${count(mean(rows.map((row) => row.coreFaults)))}`];
  for (const p of PEERS) {
    const faults = rows.flatMap((row) => {
      const peer = row.peers[p];
      return peer ? [peer.faults] : [];
    });
    if (faults.length > 0) libraries.push(`${SHORT[p]} ${count(mean(faults))}`);
  }
  return `page faults a run (mean over the indicators): ${libraries.join(', ')}; one costs ${faultMicroseconds.toFixed(1)} µs of processor time on this machine`;
}
