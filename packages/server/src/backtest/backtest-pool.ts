import { Worker } from 'node:worker_threads';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { BacktestJob } from './backtest-job';
import { type SharedMarket, shareMarket } from './shared-market';

export interface JobMessage {
  readonly id: number;
  readonly market: SharedMarket;
  readonly job: BacktestJob;
}

export type ResultMessage =
  /** The chunk's summaries as UTF-8 JSON array items, moved (not copied) back to the pool. */
  { readonly id: number; readonly json: Uint8Array } | { readonly id: number; readonly error: string };

interface Task {
  readonly message: JobMessage;
  resolve(json: Uint8Array): void;
  reject(error: Error): void;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** Chunks per worker: enough for one slow chunk not to leave the other cores idle at the end. */
const CHUNKS_PER_WORKER = 4;

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
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => {
  tsx.register();
  return import(${JSON.stringify(new URL('./backtest-worker.ts', import.meta.url).href)});
});`;

/** Cuts symbols, in order, into up to `count` runs of about equal numbers of bars. */
export function chunksByBars(
  symbols: readonly string[],
  bars: (symbol: string) => number,
  count: number,
): string[][] {
  const total = symbols.reduce((n, s) => n + bars(s), 0);
  const target = total / count;
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = 0;
  for (const symbol of symbols) {
    chunk.push(symbol);
    size += bars(symbol);
    if (size >= target) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * Worker threads that run back-test jobs on every core. Each data version's adjusted bars are copied once into
 * shared memory and handed to the workers by reference; a job is cut into chunks the free workers take in
 * turn, and each answers its summaries as JSON text. Workers start on the first job and stay.
 */
export class BacktestPool {
  readonly #workers = new Set<Worker>();
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Task>();
  readonly #queue: Task[] = [];
  #shared: SharedMarket | undefined;
  #nextId = 0;

  constructor(readonly size: number) {}

  /** The JSON array of the job's summaries, in the job's order, as UTF-8 ready to send. */
  async run(snapshot: MarketSnapshot, job: BacktestJob): Promise<Buffer> {
    if (this.#shared?.version !== snapshot.version) this.#shared = shareMarket(snapshot);
    const market = this.#shared;
    const rows = (symbol: string) => snapshot.bars(symbol, 'adjusted')?.date.length ?? 0;
    const chunks = chunksByBars(job.symbols, rows, this.size * CHUNKS_PER_WORKER);
    const parts = await Promise.all(
      chunks.map(
        (symbols) =>
          new Promise<Uint8Array>((resolve, reject) =>
            this.#submit({
              message: { id: this.#nextId++, market, job: { ...job, symbols } },
              resolve,
              reject,
            }),
          ),
      ),
    );
    const items = parts.filter((part) => part.length > 0);
    return Buffer.concat([OPEN, ...items.flatMap((part, i) => (i === 0 ? [part] : [COMMA, part])), CLOSE]);
  }

  /** Starts every worker now, so that the first job does not wait for them to load. */
  warm(): void {
    while (this.#workers.size < this.size) this.#idle.push(this.#start());
  }

  /** Stops the workers; jobs still running fail. */
  async close(): Promise<void> {
    const workers = [...this.#workers];
    this.#fail(new Error('The back-test pool was closed.'));
    await Promise.all(workers.map((w) => w.terminate()));
  }

  #submit(task: Task): void {
    if (this.#idle.length === 0 && this.#workers.size < this.size) this.#idle.push(this.#start());
    const worker = this.#idle.pop();
    if (worker) this.#assign(worker, task);
    else this.#queue.push(task);
  }

  #assign(worker: Worker, task: Task): void {
    this.#busy.set(worker, task);
    worker.ref();
    worker.postMessage(task.message);
  }

  #start(): Worker {
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true, execArgv: workerExecArgv() });
    worker.unref();
    this.#workers.add(worker);
    worker.on('message', (answer: ResultMessage) => {
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      if (task) {
        if ('json' in answer) task.resolve(answer.json);
        else task.reject(new Error(`Back-test worker failed: ${answer.error}`));
      }
      const next = this.#queue.shift();
      if (next) this.#assign(worker, next);
      else {
        worker.unref();
        this.#idle.push(worker);
      }
    });
    const lost = (error: Error) => {
      this.#workers.delete(worker);
      const at = this.#idle.indexOf(worker);
      if (at >= 0) this.#idle.splice(at, 1);
      const task = this.#busy.get(worker);
      this.#busy.delete(worker);
      task?.reject(error);
      // Whatever broke this worker may break the next: the queued chunks fail with it (the caller falls back).
      for (const queued of this.#queue.splice(0)) queued.reject(error);
    };
    worker.on('error', (err) => lost(err));
    worker.on('exit', (code) => lost(new Error(`Back-test worker stopped (exit code ${code}).`)));
    return worker;
  }

  #fail(error: Error): void {
    for (const task of [...this.#busy.values(), ...this.#queue.splice(0)]) task.reject(error);
    this.#busy.clear();
    this.#idle.length = 0;
    this.#workers.clear();
  }
}
