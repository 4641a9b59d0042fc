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
  /** What each chunk costs, in the run's order. */
  readonly costs: readonly number[];
  /** The next chunk to hand out. */
  next: number;
  /** The cost of the chunks handed out, counted from the level of the runs it joined (see #level). */
  given: number;
}

/**
 * Which chunk of which run a free worker takes next. The served runs take turns by work: the run given the least
 * so far goes next, and among equals the one whose turn comes first, so that chunks of equal cost go round-robin
 * (one each in turn) and a run of cheap chunks is not held back behind each costly chunk of another. A run joins
 * at the level of the runs already there, not below it (it has no credit for the time it was not there). A
 * client's runs beyond its limit wait, in the order they came, until one of its served runs leaves; the runs held
 * in all are bounded. A run stays (and counts against its client) until it is removed: done, cancelled or out of
 * time.
 */
export class RunScheduler<Run> {
  readonly #served: ScheduledRun<Run>[] = [];
  readonly #waiting: ScheduledRun<Run>[] = [];
  /** Index in #served of the run whose turn is next among equals. */
  #turn = 0;

  constructor(readonly limits: SchedulerLimits) {}

  /**
   * Holds `run` of `client`, its chunks costing `costs`: served at once, waiting for its client's turn, or refused.
   */
  add(run: Run, client: string, costs: readonly number[]): Admission {
    if (this.#served.length + this.#waiting.length >= this.limits.maxRuns) return 'full';
    const scheduled = { run, client, costs, next: 0, given: 0 };
    if (this.#servedOf(client) < this.limits.runsPerClient) {
      this.#serve(scheduled);
      return 'served';
    }
    this.#waiting.push(scheduled);
    return 'waiting';
  }

  /** The next chunk to run; none when every served run has handed out all its chunks. */
  next(): { run: Run; chunk: number } | undefined {
    const count = this.#served.length;
    let pick: number | undefined;
    for (let i = 0; i < count; i++) {
      const at = (this.#turn + i) % count;
      const scheduled = this.#served[at]!;
      if (
        scheduled.next < scheduled.costs.length &&
        (pick === undefined || scheduled.given < this.#served[pick]!.given)
      ) {
        pick = at;
      }
    }
    if (pick === undefined) return undefined;
    const scheduled = this.#served[pick]!;
    this.#turn = (pick + 1) % count;
    scheduled.given += scheduled.costs[scheduled.next]!;
    return { run: scheduled.run, chunk: scheduled.next++ };
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
    if (heir >= 0) this.#serve(this.#waiting.splice(heir, 1)[0]!);
  }

  /** Runs held: served (handing out chunks or waiting for their last results) and waiting for their client's turn. */
  counts(): { served: number; waiting: number } {
    return { served: this.#served.length, waiting: this.#waiting.length };
  }

  #serve(scheduled: ScheduledRun<Run>): void {
    scheduled.given = this.#level();
    this.#served.push(scheduled);
  }

  /** The least work given to a served run that still has chunks to hand out (0 when none has). */
  #level(): number {
    let level: number | undefined;
    for (const s of this.#served) {
      if (s.next < s.costs.length && (level === undefined || s.given < level)) level = s.given;
    }
    return level ?? 0;
  }

  #servedOf(client: string): number {
    return this.#served.reduce((n, s) => n + (s.client === client ? 1 : 0), 0);
  }
}
