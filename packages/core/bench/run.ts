// `npm run bench -w @nepse/core`: every indicator on the same million seeded bars, against the peer libraries in
// their own input formats and against the time to read the inputs once.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Case, type Column, cases, market, PEERS } from './cases';
import { measureInTurns } from './measure';
import { randomWalkBars } from './random-walk';
import { type Row, report } from './report';

// BENCH_BARS overrides the size for a quick look; the figures reported are for a million.
const BARS = Number(process.env.BENCH_BARS ?? 1_000_000);
const CORE_SAMPLES = 15;
const PEER_SAMPLES = 7;

/** Reads each input column once: the floor under any indicator of those columns. */
function baseline(columns: readonly Float64Array[]): () => number {
  return () => {
    let sum = 0;
    for (const column of columns) for (let i = 0; i < column.length; i++) sum += column[i]!;
    return sum;
  };
}

function sane(value: number, expected: number, tolerance: number): boolean {
  return Number.isFinite(value) && Math.abs(value - expected) <= tolerance * Math.max(1, Math.abs(expected));
}

// BENCH_PEERS (a regular expression) picks the peers, for a quicker look without the slow ones.
const peerFilter = new RegExp(process.env.BENCH_PEERS ?? '', 'i');

function runCase(item: Case, columns: Record<Column, Float64Array>): Row {
  const names = PEERS.filter((name) => item.peers[name] && peerFilter.test(name));
  const [base, core, ...peers] = measureInTurns([
    { run: baseline(item.reads.map((name) => columns[name])), samples: CORE_SAMPLES },
    { run: item.core, samples: CORE_SAMPLES },
    ...names.map((name) => ({ run: item.peers[name]!.run, samples: PEER_SAMPLES })),
  ]);
  const row: Row['peers'] = {};
  names.forEach((name, p) => {
    const probe = item.peers[name]!;
    const { ms, output } = peers[p]!;
    const value = probe.value(output);
    const expected = probe.expected();
    row[name] = sane(value, expected, probe.tolerance)
      ? { ms, sane: true }
      : { ms, sane: false, note: `gave ${value.toPrecision(6)}, ours ${expected.toPrecision(6)}` };
  });
  process.stderr.write('.');
  return { name: item.name, coreMs: core!.ms, baselineMs: base!.ms, peers: row };
}

// The measuring process runs with settings that keep one run from paying for the last:
// - V8 collects garbage on the measuring thread: with helper threads, the sweeping that follows the collection
//   before a run (of a heap full of the peers' inputs) would be charged to that run's processor time;
// - glibc keeps freed memory instead of returning it (the 8 MB result columns of a million bars are above its
//   default mmap threshold): otherwise every run of core pays the kernel to fault in again the pages the run
//   before gave back, which the server, whose columns are a few thousand bars, never does. The peers' arrays
//   live in V8's heap, which keeps its pages anyway.
const FLAGS = ['--single-threaded-gc', '--expose-gc'];
const MALLOC = { MALLOC_MMAP_THRESHOLD_: String(32 * 1024 * 1024), MALLOC_TRIM_THRESHOLD_: String(2 ** 32) };
if (!FLAGS.every((flag) => process.execArgv.includes(flag))) {
  const child = spawnSync(process.execPath, [...FLAGS, ...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, ...MALLOC },
  });
  process.exit(child.status ?? 1);
}

const bars = randomWalkBars(BARS);
const data = market(bars);
// BENCH_ONLY (a regular expression) picks indicators by name, for a quick look at a few.
const only = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
const rows = cases(data)
  .filter((item) => only.test(item.name))
  .map((item) => runCase(item, bars));
process.stderr.write('\n');
console.log(report(rows, BARS));
