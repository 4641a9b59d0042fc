// `npm run bench -w @nepse/core`: every indicator on the same million seeded bars, against the peer libraries in
// their own input formats and against the time to read the inputs once. Each contender of each indicator is
// timed in a process of its own, which holds only its own inputs and garbage.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Case, type Column, cases, market, PEERS, type PeerName } from './cases';
import { measure } from './measure';
import { pageFaultCost } from './page-fault-cost';
import { randomWalkBars } from './random-walk';
import { type Row, report } from './report';

// BENCH_BARS overrides the size for a quick look; the figures reported are for a million.
const BARS = Number(process.env.BENCH_BARS ?? 1_000_000);
const CORE_SAMPLES = 15;
const PEER_SAMPLES = 7;

type Contender = 'baseline' | 'core' | PeerName;

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

// Each measuring process runs with settings that keep one run from paying for the last:
// - V8 collects garbage on the measuring thread: with helper threads, the sweeping that follows the collection
//   before a run would be charged to that run's processor time;
// - glibc keeps freed memory instead of returning it (the 8 MB result columns of a million bars are above its
//   default mmap threshold): otherwise every run of core pays the kernel to fault in again the pages the run
//   before gave back, which the server, whose columns are a few thousand bars, never does. No setting reaches
//   V8's heap: a peer's arrays that grow by copying get fresh pages for each large copy, and the report counts
//   those faults and what one costs on the machine, which is why the ratios differ from machine to machine.
const FLAGS = ['--single-threaded-gc', '--expose-gc'];
const MALLOC = { MALLOC_MMAP_THRESHOLD_: String(32 * 1024 * 1024), MALLOC_TRIM_THRESHOLD_: String(2 ** 32) };

interface Timing {
  readonly ms: number;
  readonly faults: number;
  /** The number a peer's probe reads from its output, checked against ours by the parent. */
  readonly value: number;
}

/** In a measuring process: times one contender of one indicator and prints its timing as JSON. */
function timeOne(name: string, contender: Contender): void {
  const bars = randomWalkBars(BARS);
  const item = cases(market(bars)).find((c) => c.name === name);
  if (!item) throw new Error(`no indicator ${name}`);
  const probe = contender === 'baseline' || contender === 'core' ? undefined : item.peers[contender];
  const run =
    contender === 'baseline'
      ? baseline(item.reads.map((column: Column) => bars[column]))
      : (probe?.run ?? item.core);
  const { ms, faults, output } = measure(run, probe ? PEER_SAMPLES : CORE_SAMPLES);
  const timing: Timing = { ms, faults, value: probe ? probe.value(output) : Number.NaN };
  process.stdout.write(`\n${JSON.stringify(timing)}\n`);
}

/** Starts a measuring process for one contender and reads its timing. */
function spawnTiming(name: string, contender: Contender): Timing {
  const child = spawnSync(process.execPath, [...FLAGS, ...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...MALLOC, BENCH_CHILD: JSON.stringify([name, contender]) },
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`measuring ${name} (${contender}) failed`);
  // The timing is the last line: a library may print its own lines before it.
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as Timing;
}

// BENCH_PEERS (a regular expression) picks the peers, for a quicker look without the slow ones.
const peerFilter = new RegExp(process.env.BENCH_PEERS ?? '', 'i');

function runCase(item: Case): Row {
  const names = PEERS.filter((name) => item.peers[name] && peerFilter.test(name));
  const base = spawnTiming(item.name, 'baseline');
  const core = spawnTiming(item.name, 'core');
  const row: Row['peers'] = {};
  for (const name of names) {
    const probe = item.peers[name]!;
    const { ms, faults, value } = spawnTiming(item.name, name);
    const expected = probe.expected();
    row[name] = sane(value, expected, probe.tolerance)
      ? { ms, faults, sane: true }
      : { ms, faults, sane: false, note: `gave ${value.toPrecision(6)}, ours ${expected.toPrecision(6)}` };
  }
  process.stderr.write('.');
  return { name: item.name, coreMs: core.ms, coreFaults: core.faults, baselineMs: base.ms, peers: row };
}

const child = process.env.BENCH_CHILD;
if (child) {
  const [name, contender] = JSON.parse(child) as [string, Contender];
  timeOne(name, contender);
} else {
  // The parent only computes our values for the checks; the timings come from the measuring processes.
  const all = cases(market(randomWalkBars(BARS)));
  // BENCH_ONLY (a regular expression) picks indicators by name, for a quick look at a few.
  const only = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
  const rows = all.filter((item) => only.test(item.name)).map(runCase);
  process.stderr.write('\n');
  console.log(report(rows, BARS, pageFaultCost()));
}
