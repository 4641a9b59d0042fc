import { once } from 'node:events';
import { defaultStrategy, parseBacktestRequest } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestApp } from '../../test-support/backtest-market';
import { STALLING_WORKER } from '../../test-support/stalled-backtest-routes';
import { requestJob, runJob, snapshotPrices } from './backtest-job';
import { BacktestPool, type PoolLimits } from './backtest-pool';
import { PoolFullError, RunCancelledError, RunTimeLimitError } from './pool-refusals';

const roomy: PoolLimits = { maxRuns: 10, runsPerClient: 10, timeLimitMs: 60_000 };

describe('back-test worker pool', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const pools: BacktestPool[] = [];
  /** A pool of `size` workers: real ones that keep a cancelled chunk's worker, or stalling ones stopped at once. */
  const pool = (size: number, limits: Partial<PoolLimits> = {}, stalling = false) => {
    const made = new BacktestPool(size, {
      limits: { ...roomy, ...limits },
      ...(stalling ? { workerEntry: STALLING_WORKER, cancelGraceMs: 0 } : { cancelGraceMs: 600_000 }),
    });
    pools.push(made);
    return made;
  };

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });
  afterAll(() => close());

  /** The default strategy on every listed equity (and any symbols more), from the app's current market. */
  function nepseJob(more: string[] = []) {
    const parsed = parseBacktestRequest({
      sector: '58',
      from: '2024-01-01',
      to: '2025-06-26',
      buyStrategy: defaultStrategy('buy'),
      sellStrategy: defaultStrategy('sell'),
    });
    if (!parsed.ok) throw new Error(parsed.error);
    const snapshot = app.market.current;
    return { snapshot, job: requestJob(parsed.value, [...snapshot.symbolsOfSector('58'), ...more], 'full') };
  }

  it("answers in worker threads exactly what the request's own thread answers", async () => {
    const workers = pool(2);
    const { snapshot, job } = nepseJob(['NOPRICE']);
    const here = `[${runJob(job, snapshotPrices(snapshot))}]`;
    expect((await workers.run(snapshot, job, { client: 'a' })).toString('utf8')).toBe(here);
    // Again, on workers already started and the market already shared.
    expect((await workers.run(snapshot, job, { client: 'a' })).toString('utf8')).toBe(here);
    expect(JSON.parse(here).map((s: { stock_symbol: string }) => s.stock_symbol)).toEqual([
      'BONUS',
      'NABIL',
      'SBL',
      'UPPER',
      'NOPRICE',
    ]);
    expect(workers.state()).toEqual({ served: 0, waiting: 0, busyWorkers: 0, idleWorkers: 2 });
  });

  it('answers the runs in flight together, each whole and in its order', async () => {
    const workers = pool(2);
    const { snapshot, job } = nepseJob();
    const other = { ...job, symbols: [...job.symbols].reverse() };
    const answers = await Promise.all([
      workers.run(snapshot, job, { client: 'a' }),
      workers.run(snapshot, other, { client: 'b' }),
      workers.run(snapshot, job, { client: 'a' }),
    ]);
    const prices = snapshotPrices(snapshot);
    expect(answers.map((a) => a.toString('utf8'))).toEqual(
      [job, other, job].map((j) => `[${runJob(j, prices)}]`),
    );
  });

  it('fails the runs still held when closed', async () => {
    const closing = new BacktestPool(1, { limits: roomy });
    const { snapshot, job } = nepseJob();
    const failed = expect(closing.run(snapshot, job, { client: 'a' })).rejects.toThrow(
      new RunCancelledError('The server is shutting down; try again in a moment.'),
    );
    await closing.close();
    await failed;
  });

  it("hands out no more of a run's chunks once its client is gone", async () => {
    const workers = pool(1);
    const { snapshot, job } = nepseJob();
    await workers.run(snapshot, job, { client: 'a' });
    const abort = new AbortController();
    const chunks: string[] = [];
    workers.events.on('chunk', (_run, symbol) => {
      chunks.push(symbol);
      abort.abort();
    });
    const freed = once(workers.events, 'worker-free');
    await expect(workers.run(snapshot, job, { client: 'a', signal: abort.signal })).rejects.toBeInstanceOf(
      RunCancelledError,
    );
    // The worker ends the symbol it had (and is kept) and takes no other of the run's four.
    await freed;
    expect(chunks).toEqual(['BONUS']);
    expect(workers.state()).toEqual({ served: 0, waiting: 0, busyWorkers: 0, idleWorkers: 1 });
  });

  it("stops a worker still on a gone client's chunk and starts another in its place", async () => {
    const workers = pool(1, {}, true);
    const { snapshot, job } = nepseJob();
    const abort = new AbortController();
    const started = once(workers.events, 'chunk');
    const run = workers.run(snapshot, job, { client: 'a', signal: abort.signal });
    await started;
    expect(workers.state()).toMatchObject({ served: 1, busyWorkers: 1 });
    const stopped = once(workers.events, 'worker-stopped');
    abort.abort();
    await expect(run).rejects.toBeInstanceOf(RunCancelledError);
    // Freed at once (no grace here): the run and the worker's place are released before the old thread ends.
    expect(workers.state()).toEqual({ served: 0, waiting: 0, busyWorkers: 0, idleWorkers: 1 });
    await stopped;
  });

  it('gives a run up past its time limit', async () => {
    const workers = pool(1, { timeLimitMs: 20 }, true);
    const { snapshot, job } = nepseJob();
    const stopped = once(workers.events, 'worker-stopped');
    await expect(workers.run(snapshot, job, { client: 'a' })).rejects.toThrow(
      new RunTimeLimitError(
        "The back-test did not finish within the server's limit of 0.02 s (the server is busy, or the run is " +
          'large); try again in a moment, or with fewer rules, a shorter date range or a smaller sector.',
      ),
    );
    await stopped;
    expect(workers.state()).toMatchObject({ served: 0, busyWorkers: 0 });
  });

  it('refuses a run when it holds as many as it may', async () => {
    const workers = pool(1, { maxRuns: 2, runsPerClient: 1 }, true);
    const { snapshot, job } = nepseJob();
    const abort = new AbortController();
    const signal = abort.signal;
    const held = [
      workers.run(snapshot, job, { client: 'a', signal }),
      workers.run(snapshot, job, { client: 'b', signal }),
    ];
    await expect(workers.run(snapshot, job, { client: 'c' })).rejects.toBeInstanceOf(PoolFullError);
    abort.abort();
    await Promise.all(held.map((run) => expect(run).rejects.toBeInstanceOf(RunCancelledError)));
  });

  it("queues a client's runs past its limit and serves the next when one leaves", async () => {
    const workers = pool(1, { runsPerClient: 1 }, true);
    const { snapshot, job } = nepseJob();
    const runs = new Map<number, string>();
    workers.events.on('chunk', (run, symbol) => runs.set(run, symbol));
    const first = new AbortController();
    const second = new AbortController();
    const started = once(workers.events, 'chunk');
    const one = workers.run(snapshot, job, { client: 'x', signal: first.signal });
    const two = workers.run(snapshot, job, { client: 'x', signal: second.signal });
    const [firstRun] = await started;
    expect(workers.state()).toMatchObject({ served: 1, waiting: 1 });
    const nextStarted = once(workers.events, 'chunk');
    first.abort();
    await expect(one).rejects.toBeInstanceOf(RunCancelledError);
    // The client's first run no longer counts: its second is served, on the worker started in the first's place.
    const [secondRun] = await nextStarted;
    expect(secondRun).not.toBe(firstRun);
    expect([...runs.keys()]).toEqual([firstRun, secondRun]);
    expect(workers.state()).toMatchObject({ served: 1, waiting: 0 });
    second.abort();
    await expect(two).rejects.toBeInstanceOf(RunCancelledError);
  });
});
