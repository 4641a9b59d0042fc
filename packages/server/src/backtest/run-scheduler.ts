/** How many runs the scheduler holds, and how many of one client's it serves at once. */
export interface SchedulerLimits {
  /** Runs held at once, served or waiting; one more is refused. */
  readonly maxRuns: number;
  /** Runs of one client served at once; the client's further runs wait their turn. */
  readonly runsPerClient: number;
}

/** What the scheduler did with a run it was given. */
export type Admission = 'served' | 'waiting' | 'full';

interface ScheduledRun<Run> {
  readonly run: Run;
  readonly client: string;
  /** The run's chunks not handed out yet, by index, first to last. */
  next: number;
  readonly chunks: number;
}

/**
 * Which chunk of which run a free worker takes next. Runs are served round-robin, one chunk each in turn, so that
 * a run of many chunks does not hold every worker while a small one waits behind it. A client's runs beyond its
 * limit wait, in the order they came, until one of its served runs leaves; the runs held in all are bounded. A run
 * stays (and counts against its client) until it is removed: done, cancelled or out of time.
 */
export class RunScheduler<Run> {
  readonly #served: ScheduledRun<Run>[] = [];
  readonly #waiting: ScheduledRun<Run>[] = [];
  /** Index in #served of the run whose turn is next. */
  #turn = 0;

  constructor(readonly limits: SchedulerLimits) {}

  /** Holds `run` of `client`, cut into `chunks` chunks: served at once, waiting for its client's turn, or refused. */
  add(run: Run, client: string, chunks: number): Admission {
    if (this.#served.length + this.#waiting.length >= this.limits.maxRuns) return 'full';
    const scheduled = { run, client, next: 0, chunks };
    if (this.#servedOf(client) < this.limits.runsPerClient) {
      this.#served.push(scheduled);
      return 'served';
    }
    this.#waiting.push(scheduled);
    return 'waiting';
  }

  /** The next chunk to run, taking the served runs in turn; none when every served run has handed out all its chunks. */
  next(): { run: Run; chunk: number } | undefined {
    const count = this.#served.length;
    for (let i = 0; i < count; i++) {
      const at = (this.#turn + i) % count;
      const scheduled = this.#served[at]!;
      if (scheduled.next < scheduled.chunks) {
        this.#turn = (at + 1) % count;
        return { run: scheduled.run, chunk: scheduled.next++ };
      }
    }
    return undefined;
  }

  /** Lets `run` go; a run of its client waiting longest is served in its place. */
  remove(run: Run): void {
    const waitingAt = this.#waiting.findIndex((s) => s.run === run);
    if (waitingAt >= 0) {
      this.#waiting.splice(waitingAt, 1);
      return;
    }
    const at = this.#served.findIndex((s) => s.run === run);
    if (at < 0) return;
    const [gone] = this.#served.splice(at, 1);
    if (at < this.#turn) this.#turn--;
    if (this.#turn >= this.#served.length) this.#turn = 0;
    const heir = this.#waiting.findIndex((s) => s.client === gone!.client);
    if (heir >= 0) this.#served.push(...this.#waiting.splice(heir, 1));
  }

  /** Runs held: served (handing out chunks or waiting for their last results) and waiting for their client's turn. */
  counts(): { served: number; waiting: number } {
    return { served: this.#served.length, waiting: this.#waiting.length };
  }

  #servedOf(client: string): number {
    return this.#served.reduce((n, s) => n + (s.client === client ? 1 : 0), 0);
  }
}
