import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { BacktestLimits } from '../config';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { RankHistory } from '../market/rank-history';
import { type BacktestJob, chunkJob, jobChunks } from './backtest-job';
import { PoolFullError, RunCancelledError, RunTimeLimitError } from './pool-refusals';
import { runCost } from './run-cost';
import { RunScheduler, type SchedulerLimits } from './run-scheduler';
import { type SharedMarket, shareMarket, withSharedRanks } from './shared-market';

export interface JobMessage {
  readonly id: number;
  /** The market the job runs on; left out when the worker already has it. */
  readonly market?: SharedMarket;
  readonly job: BacktestJob;
}

export type ResultMessage =
  /** The chunk's summaries as UTF-8 JSON array items, moved (not copied) back to the pool. */
  { readonly id: number; readonly json: Uint8Array } | { readonly id: number; readonly error: string };

/** The pool's limits: the runs it holds, per client, and how long one may take from the moment it is accepted. */
export interface PoolLimits extends SchedulerLimits {
  readonly timeLimitMs: number;
}

/** The pool's part of the server's back-test limits. */
export const poolLimits = (limits: BacktestLimits): PoolLimits => ({
  maxRuns: limits.queueSize,
  runsPerClient: limits.runsPerClient,
  timeLimitMs: limits.timeLimitMs,
});

export interface BacktestPoolOptions {
  readonly limits: PoolLimits;
  /**
   * How long the chunk a worker is running for a run given up may go on before the worker is stopped and another
   * started in its place: a chunk (one symbol) is mostly done sooner, and keeping the worker spares its start.
   */
  readonly cancelGraceMs?: number;
  /** The worker's module (by default backtest-worker.ts; tests give one that never answers). */
  readonly workerEntry?: URL;
}

/** Who a run is for and when it is no longer wanted. */
export interface RunOptions {
  /** The client the run counts against (the rate limiter's identity: the address). */
  readonly client: string;
  /** Aborted when the client goes away: the run stops at once. */
  readonly signal?: AbortSignal;
  /** The market's ranks, for a job that reads them (`jobRanks`). */
  readonly ranks?: RankHistory;
}

/** What the pool tells its watchers (tests, the bench): runs held and ended, chunks handed out, workers freed. */
export interface PoolEvents {
  'run-start': [run: number, admission: 'served' | 'waiting'];
  chunk: [run: number, symbol: string];
  'worker-free': [];
  'worker-stopped': [];
  'run-end': [run: number, outcome: 'done' | 'failed' | 'cancelled' | 'timed-out' | 'refused'];
}

/** The pool's state at a moment: runs held (served, waiting for their client's turn) and workers. */
export interface PoolState {
  readonly served: number;
  readonly waiting: number;
  readonly busyWorkers: number;
  readonly idleWorkers: number;
}

interface Run {
  readonly id: number;
  readonly market: SharedMarket;
  readonly job: BacktestJob;
  /** Each symbol's summary as JSON, by the symbol's index in the job. */
  readonly parts: Uint8Array[];
  remaining: number;
  ended: boolean;
  settle(error: Error | undefined): void;
}

interface Task {
  readonly run: Run;
  readonly chunk: number;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** See BacktestPoolOptions.cancelGraceMs. */
export const CANCEL_GRACE_MS = 250;

/** Why the runs still held when the pool closes (the server shuts down) are given up. */
const CLOSED = 'The server is shutting down; try again in a moment.';

/** Seconds a client refused for a full pool or a run out of time is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** The parent's Node options without a tsx loader (the worker registers its own, below). */
function workerExecArgv(): string[] {
  const out: string[] = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--import' && argv[i + 1]?.includes('tsx')) i++;
    else if (!(arg.startsWith('--import=') && arg.includes('tsx'))) out.push(arg);
  }
  return out;
}

/**
 * The worker's entry: it is TypeScript, and on Node 20 a worker does not apply the tsx loader of `--import`
 * to its own entry (the parent's execArgv is no help), so a small script registers tsx, then imports it.
 */
const workerBootstrap = (
  entry: URL,
) => `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => {
  tsx.register();
  return import(${JSON.stringify(entry.href)});
});`;

/**
 * Worker threads that run back-tests on every core. Each data version's adjusted bars are copied once into shared
 * memory and handed to the workers by reference (its rank column too, once a job reads it). A run is cut into one chunk per symbol, and the free workers take
 * the chunks of the runs in flight in turn, by the work each was given (RunScheduler), so that a heavy run does not
 * hold the workers while a light one waits. The pool holds a bounded number of runs (one more is refused at once), a client's runs beyond
 * its limit wait, and a run given up (its client gone, or past its time limit) hands out no more chunks, its
 * workers freed within the cancel grace. Workers start on the first run and stay.
 */
export class BacktestPool {
  readonly events = new EventEmitter<PoolEvents>();
  readonly #workers = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Task>();
  /** The market each worker was last sent. */
  readonly #sent = new WeakMap<Worker, SharedMarket>();
  /** Workers stopped on purpose, whose exit is no failure. */
  readonly #retired = new WeakSet<Worker>();
  readonly #runs = new Set<Run>();
  readonly #scheduler: RunScheduler<Run>;
  readonly #bootstrap: string;
  readonly #cancelGraceMs: number;
  #shared: SharedMarket | undefined;
  #nextId = 0;
  #closed = false;

  constructor(
    readonly size: number,
    readonly options: BacktestPoolOptions,
  ) {
    this.#scheduler = new RunScheduler(options.limits);
    this.#bootstrap = workerBootstrap(
      options.workerEntry ?? new URL('./backtest-worker.ts', import.meta.url),
    );
    this.#cancelGraceMs = options.cancelGraceMs ?? CANCEL_GRACE_MS;
  }

  /**
   * The JSON array of the job's summaries, in the job's order, as UTF-8 ready to send. Fails with PoolFullError,
   * RunTimeLimitError or RunCancelledError when the pool gives the run up, with another error when a worker failed.
   */
  run(snapshot: MarketSnapshot, job: BacktestJob, { client, signal, ranks }: RunOptions): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new RunCancelledError(CLOSED));
    if (signal?.aborted) return Promise.reject(new RunCancelledError('The client went away.'));
    if (job.readsRank && !ranks)
      return Promise.reject(new Error('A job reading the RS rank needs the ranks.'));
    if (this.#shared?.version !== snapshot.version) this.#shared = shareMarket(snapshot);
    // The version's rank column is shared once, by its first job that reads it; jobs that do not never wait for it.
    if (ranks && job.readsRank && !this.#shared.rsRank) this.#shared = withSharedRanks(this.#shared, ranks);
    const market = this.#shared;
    return new Promise<Buffer>((resolve, reject) => {
      const id = this.#nextId++;
      const onAbort = () => this.#end(run, new RunCancelledError('The client went away.'), 'cancelled');
      const timer = setTimeout(() => {
        const seconds = this.options.limits.timeLimitMs / 1000;
        const error = new RunTimeLimitError(
          `The back-test did not finish within the server's limit of ${seconds} s (the server is busy, or the run ` +
            'is large); try again in a moment, or with fewer rules, a shorter date range or a smaller sector.',
        );
        this.#end(run, error, 'timed-out');
      }, this.options.limits.timeLimitMs);
      const run: Run = {
        id,
        market,
        job,
        parts: [],
        remaining: jobChunks(job),
        ended: false,
        settle: (error) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve(job.portfolio ? Buffer.from(run.parts[0] ?? []) : joinParts(run.parts));
        },
      };
      if (run.remaining === 0) return this.#end(run, undefined, 'done');
      const admission = this.#scheduler.add(run, client, chunkCosts(snapshot, job));
      if (admission === 'full') {
        const error = new PoolFullError(
          `The server is running as many back-tests as it can; try again in ${RETRY_AFTER_SECONDS} seconds.`,
        );
        return this.#end(run, error, 'refused');
      }
      this.#runs.add(run);
      this.events.emit('run-start', id, admission);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pump();
    });
  }

  /** Runs held and workers, now. */
  state(): PoolState {
    return { ...this.#scheduler.counts(), busyWorkers: this.#busy.size, idleWorkers: this.#idle.length };
  }

  /** Starts every worker now, so that the first run does not wait for them to load. */
  warm(): void {
    while (this.#workers.size < this.size) this.#idle.push(this.#start());
  }

  /** Stops the workers; runs still held are given up (RunCancelledError). */
  async close(): Promise<void> {
    this.#closed = true;
    const workers = [...this.#workers];
    for (const worker of workers) this.#retired.add(worker);
    this.#failAll(new RunCancelledError(CLOSED), 'cancelled');
    this.#workers.clear();
    this.#idle.length = 0;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  /** Hands chunks to free workers (starting workers up to the pool's size) while the scheduler has any. */
  #pump(): void {
    while (!this.#closed && (this.#idle.length > 0 || this.#workers.size < this.size)) {
      const next = this.#scheduler.next();
      if (!next) return;
      this.#assign(this.#idle.pop() ?? this.#start(), next.run, next.chunk);
    }
  }

  #assign(worker: Worker, run: Run, chunk: number): void {
    this.#busy.set(worker, { run, chunk });
    const job = chunkJob(run.job, chunk);
    const known = this.#sent.get(worker) === run.market;
    this.#sent.set(worker, run.market);
    const message: JobMessage = {
      id: run.id,
      ...(known ? {} : { market: run.market }),
      job,
    };
    worker.ref();
    worker.postMessage(message);
    this.events.emit('chunk', run.id, job.portfolio ? `portfolio ${job.portfolio.sector}` : job.symbols[0]!);
  }

  /** Ends a run once: answered (no error) or given up, its scheduler place freed for the next. */
  #end(run: Run, error: Error | undefined, outcome: PoolEvents['run-end'][1]): void {
    if (run.ended) return;
    run.ended = true;
    this.#runs.delete(run);
    this.#scheduler.remove(run);
    run.settle(error);
    this.events.emit('run-end', run.id, outcome);
    if (error) this.#releaseWorkersOf(run);
    this.#pump();
  }

  /** The workers still on a chunk of a run given up: stopped and replaced unless the chunk ends within the grace. */
  #releaseWorkersOf(run: Run): void {
    for (const [worker, task] of this.#busy) {
      if (task.run !== run) continue;
      const stop = () => {
        if (this.#busy.get(worker)?.run === run) this.#replace(worker);
      };
      if (this.#cancelGraceMs === 0) stop();
      else setTimeout(stop, this.#cancelGraceMs).unref();
    }
  }

  #replace(worker: Worker): void {
    this.#retired.add(worker);
    this.#busy.delete(worker);
    this.#workers.delete(worker);
    void worker.terminate().then(() => this.events.emit('worker-stopped'));
    if (!this.#closed) this.#free(this.#start());
  }

  #free(worker: Worker): void {
    worker.unref();
    this.#idle.push(worker);
    this.events.emit('worker-free');
    this.#pump();
  }

  #start(): Worker {
    const worker = new Worker(this.#bootstrap, { eval: true, execArgv: workerExecArgv() });
    worker.unref();
    this.#workers.add(worker);
    worker.on('message', (answer: ResultMessage) => {
      const task = this.#busy.get(worker);
      if (!task) return;
      this.#busy.delete(worker);
      const run = task.run;
      if (!run.ended) {
        if ('error' in answer) {
          this.#end(run, new Error(`Back-test worker failed: ${answer.error}`), 'failed');
        } else {
          run.parts[task.chunk] = answer.json;
          if (--run.remaining === 0) this.#end(run, undefined, 'done');
        }
      }
      this.#free(worker);
    });
    const lost = (error: Error) => {
      if (this.#retired.has(worker) || !this.#workers.has(worker)) return;
      this.#workers.delete(worker);
      const at = this.#idle.indexOf(worker);
      if (at >= 0) this.#idle.splice(at, 1);
      this.#busy.delete(worker);
      // Whatever broke this worker may break the next: every run held fails with it (the caller falls back).
      this.#failAll(error);
    };
    worker.on('error', (err) => lost(err));
    worker.on('exit', (code) => lost(new Error(`Back-test worker stopped (exit code ${code}).`)));
    return worker;
  }

  #failAll(error: Error, outcome: PoolEvents['run-end'][1] = 'failed'): void {
    for (const run of [...this.#runs]) this.#end(run, error, outcome);
  }
}

/**
 * What each symbol of a job costs to run, for the scheduler: its rules times its bars in the range, times a sweep's
 * cells (at least 1); a portfolio's one part costs what all its symbols do.
 */
function chunkCosts(snapshot: MarketSnapshot, job: BacktestJob): number[] {
  const datesOf = (symbol: string) => snapshot.bars(symbol, 'adjusted')?.date;
  const cells = job.robustness?.cells.length ?? 1;
  if (job.portfolio) return [Math.max(1, runCost(job, datesOf, cells).cost)];
  return job.symbols.map((symbol) =>
    Math.max(1, runCost({ ...job, symbols: [symbol] }, datesOf, cells).cost),
  );
}

/** The summaries of a run's symbols as one JSON array. */
function joinParts(parts: readonly Uint8Array[]): Buffer {
  const items = parts.filter((part) => part.length > 0);
  return Buffer.concat([OPEN, ...items.flatMap((part, i) => (i === 0 ? [part] : [COMMA, part])), CLOSE]);
}
