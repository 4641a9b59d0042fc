/** V8's collector: run.ts starts the measuring process with --expose-gc. */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

export interface Contender {
  readonly run: () => unknown;
  /** Timed runs wanted; a run slower than SLOW_MS counts its warm-up and takes three in all. */
  readonly samples: number;
}

export interface Measurement {
  /** Median of the timed runs, in milliseconds of processor time. */
  readonly ms: number;
  /** What the last timed run returned: the check reads it, so the timed work cannot be skipped. */
  readonly output: unknown;
}

const SLOW_MS = 1500;

/** The processor time of one run (user + system, so the page faults of fresh output arrays count). */
function timed(run: () => unknown): { ms: number; output: unknown } {
  collect();
  const start = process.cpuUsage();
  const output = run();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, output };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Times the contenders in turns: one untimed run each (the JIT's warm-up), then rounds in which every contender
 * still short of its samples runs once, each run on a freshly collected heap. The clock is the process's
 * processor time, not the wall clock: on a machine shared with other work a run's wall time counts the time it
 * waited for a core. Taking turns spreads what sharing still costs (caches, memory bandwidth) over all of them.
 */
export function measureInTurns(contenders: readonly Contender[]): Measurement[] {
  const times: number[][] = contenders.map(() => []);
  const outputs: unknown[] = contenders.map(() => undefined);
  const wanted = contenders.map((contender, c) => {
    const warmUp = timed(contender.run);
    outputs[c] = warmUp.output;
    if (warmUp.ms <= SLOW_MS) return contender.samples;
    times[c]!.push(warmUp.ms);
    return 3;
  });
  while (times.some((t, c) => t.length < wanted[c]!)) {
    contenders.forEach((contender, c) => {
      if (times[c]!.length >= wanted[c]!) return;
      const { ms, output } = timed(contender.run);
      times[c]!.push(ms);
      outputs[c] = output;
    });
  }
  return contenders.map((_, c) => ({ ms: median(times[c]!), output: outputs[c] }));
}
