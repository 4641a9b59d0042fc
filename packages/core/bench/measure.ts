/** V8's collector: run.ts starts the measuring process with --expose-gc. */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

export interface Measurement {
  /** Median of the timed runs, in milliseconds of processor time. */
  readonly ms: number;
  /** Median of the timed runs' minor page faults: memory the run had the kernel map in afresh. */
  readonly faults: number;
  /** What the last timed run returned: the check reads it, so the timed work cannot be skipped. */
  readonly output: unknown;
}

const SLOW_MS = 1500;

/** The processor time of one run (user + system, so the page faults of fresh output arrays count). */
function timed(run: () => unknown): { ms: number; faults: number; output: unknown } {
  collect();
  const faults = process.resourceUsage().minorPageFault;
  const start = process.cpuUsage();
  const output = run();
  const used = process.cpuUsage(start);
  return {
    ms: (used.user + used.system) / 1000,
    faults: process.resourceUsage().minorPageFault - faults,
    output,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Times `samples` runs after one untimed run (the JIT's warm-up; a warm-up slower than SLOW_MS counts, and three
 * runs in all are taken), each on a freshly collected heap. The clock is the process's processor time, not the
 * wall clock: on a machine shared with other work a run's wall time counts the time it waited for a core.
 */
export function measure(run: () => unknown, samples: number): Measurement {
  const warmUp = timed(run);
  const times: number[] = [];
  const faults: number[] = [];
  let output = warmUp.output;
  if (warmUp.ms > SLOW_MS) {
    times.push(warmUp.ms);
    faults.push(warmUp.faults);
    samples = 3;
  }
  while (times.length < samples) {
    const next = timed(run);
    times.push(next.ms);
    faults.push(next.faults);
    output = next.output;
  }
  return { ms: median(times), faults: median(faults), output };
}
