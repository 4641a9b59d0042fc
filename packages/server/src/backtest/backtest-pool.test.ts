import { defaultStrategy, parseBacktestRequest } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestApp } from '../../test-support/backtest-market';
import { requestJob, runJob, snapshotPrices } from './backtest-job';
import { BacktestPool, chunksByBars } from './backtest-pool';

describe('chunks by bars', () => {
  it('cuts symbols in order into runs of about equal bars', () => {
    const bars: Record<string, number> = { A: 5, B: 1, C: 1, D: 3, E: 4, F: 1 };
    // 15 bars in 3 chunks: a chunk closes once it holds 5.
    expect(chunksByBars(Object.keys(bars), (s) => bars[s]!, 3)).toEqual([['A'], ['B', 'C', 'D'], ['E', 'F']]);
    expect(chunksByBars([], () => 1, 4)).toEqual([]);
  });
});

describe('back-test worker pool', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const pool = new BacktestPool(2);

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(async () => {
    await pool.close();
    await close();
  });

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
    const { snapshot, job } = nepseJob(['NOPRICE']);
    const here = `[${runJob(job, snapshotPrices(snapshot))}]`;
    expect((await pool.run(snapshot, job)).toString('utf8')).toBe(here);
    // Again, on workers already started and the market already shared.
    expect((await pool.run(snapshot, job)).toString('utf8')).toBe(here);
    expect(JSON.parse(here).map((s: { stock_symbol: string }) => s.stock_symbol)).toEqual([
      'BONUS',
      'NABIL',
      'SBL',
      'UPPER',
      'NOPRICE',
    ]);
  });

  it('fails the jobs still running when closed', async () => {
    const closing = new BacktestPool(1);
    const { snapshot, job } = nepseJob();
    const failed = expect(closing.run(snapshot, job)).rejects.toThrow('closed');
    await closing.close();
    await failed;
  });
});
