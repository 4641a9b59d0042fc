export interface Timing {
  /** Median and fastest wall time, median process CPU time, in ms. */
  median: number;
  best: number;
  cpu: number;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Times the contenders in turns after one untimed run each, so that a change in the machine's load (it is
 * shared) falls on all of them alike; the last output of each is kept so that the work cannot be skipped.
 */
export function inTurns(
  runs: readonly (() => unknown)[],
  samples: number,
): { timings: Timing[]; outputs: unknown[] } {
  const outputs = runs.map((run) => run());
  // The garbage of loading the data (its text) is collected before timing, not inside one of the samples.
  globalThis.gc?.();
  const wall: number[][] = runs.map(() => []);
  const cpu: number[][] = runs.map(() => []);
  for (let i = 0; i < samples; i++) {
    runs.forEach((run, c) => {
      const usage = process.cpuUsage();
      const started = performance.now();
      outputs[c] = run();
      wall[c]!.push(performance.now() - started);
      const used = process.cpuUsage(usage);
      cpu[c]!.push((used.user + used.system) / 1000);
    });
  }
  const timings = runs.map((_, c) => ({
    median: median(wall[c]!),
    best: Math.min(...wall[c]!),
    cpu: median(cpu[c]!),
  }));
  return { timings, outputs };
}
