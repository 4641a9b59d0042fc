import {
  API_PATHS,
  type BacktestRequest,
  backtestResponseSchema,
  defaultStrategy,
  type SweepRequest,
  sweepResponseSchema,
} from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestTestApp, NABIL_REQUEST } from '../../test-support/backtest-market';

/** NABIL with rules that trade often: buy above the average, sell when the close is above it too (at once). */
const TRADING: BacktestRequest = { ...NABIL_REQUEST, sellStrategy: defaultStrategy('buy') };
const PERIOD = { side: 'buy' as const, rule: 0, field: 'value', from: 5, to: 25, step: 10 };
const STOP = { side: 'exit' as const, field: 'stopLossPercent', from: 1, to: 3, step: 1 };

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = (s.length - 1) / 2;
  return (s[Math.floor(mid)]! + s[Math.ceil(mid)]!) / 2;
};

describe('back-test sweep API', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await backtestTestApp());
  });
  afterAll(() => close());

  const post = (body: unknown, path: string) =>
    app.inject({ method: 'POST', url: path, payload: body as object });
  const sweep = async (body: SweepRequest) => {
    const res = await post(body, API_PATHS.backtestSweep);
    expect(res.statusCode, res.body).toBe(200);
    return sweepResponseSchema.parse(res.json());
  };
  /** The single run of a request: its one summary (or each stock's, for a sector). */
  const single = async (body: BacktestRequest, path: string = API_PATHS.backtest) => {
    const res = await post(body, `${path}${path === API_PATHS.backtestSector ? '?detail=full' : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return backtestResponseSchema.parse(res.json());
  };
  /** TRADING with an SMA period and a stop-loss. */
  const withValues = (base: BacktestRequest, period: number, stop: number): BacktestRequest => ({
    ...base,
    buyStrategy: [{ ...defaultStrategy('buy')[0]!, value: String(period) }],
    stopLossPercent: stop,
  });

  it('gives each cell of a two-field grid the figures of its single run', async () => {
    const answer = await sweep({ ...TRADING, sweep: [PERIOD, STOP], statistic: 'profit_percentage' });
    expect(answer.target).toBe('symbol');
    expect(answer.axes.map((a) => a.values)).toEqual([
      [5, 15, 25],
      [1, 2, 3],
    ]);
    expect(answer.cells).toHaveLength(9);
    for (const cell of answer.cells) {
      const [period, stop] = cell.values as [number, number];
      const [run] = await single(withValues(TRADING, period, stop));
      expect(cell.statistic).toBe(run!.profit_percentage);
      expect(cell.profit_percentage).toBe(run!.profit_percentage);
      expect(cell.max_drawdown_percentage).toBe(run!.max_drawdown_percentage);
      expect(cell.sharpe_ratio).toBe(run!.sharpe_ratio);
      expect(cell.total_trades).toBe(run!.total_trades);
      expect(cell.stocks).toBe(1);
    }
    // The cells differ: the grid is not flat.
    expect(new Set(answer.cells.map((c) => c.statistic)).size).toBeGreaterThan(1);
    // The best is the highest, the first in grid order on a tie.
    const statistics = answer.cells.map((c) => c.statistic!);
    const best = statistics.indexOf(Math.max(...statistics));
    expect(answer.best).toMatchObject({ cell: best, values: answer.cells[best]!.values });
  });

  it('ranks drawdown lowest first and says when the best lies on the edge', async () => {
    const answer = await sweep({ ...TRADING, sweep: [PERIOD], statistic: 'max_drawdown_percentage' });
    const drawdowns = answer.cells.map((c) => c.statistic!);
    const best = drawdowns.indexOf(Math.min(...drawdowns));
    expect(answer.best?.cell).toBe(best);
    const onEdge = best === 0 || best === 2;
    expect(answer.best?.on_edge).toBe(onEdge);
    expect(answer.warnings.some((w) => w.includes('sits on the edge of the grid'))).toBe(onEdge);
  });

  it("takes each cell's median across a sector's stocks", async () => {
    const sector = { ...TRADING, stockSymbol: '', sector: '1' };
    const answer = await sweep({ ...sector, sweep: [STOP], statistic: 'total_trades' });
    expect(answer.target).toBe('sector');
    for (const cell of answer.cells) {
      const runs = (
        await single({ ...sector, stopLossPercent: cell.values[0] }, API_PATHS.backtestSector)
      ).filter((s) => s.sessions > 0);
      expect(runs.length).toBeGreaterThan(1);
      expect(cell.stocks).toBe(runs.length);
      expect(cell.statistic).toBe(median(runs.map((r) => r.total_trades)));
      expect(cell.profit_percentage).toBe(median(runs.map((r) => r.profit_percentage)));
    }
  });

  it('walks forward on one stock: windows, chosen values and the stitched equity', async () => {
    const answer = await sweep({
      ...TRADING,
      sweep: [PERIOD],
      statistic: 'profit_percentage',
      walkForward: { inSample: 100, outOfSample: 50 },
    });
    const walk = answer.walk_forward!;
    expect(walk.windows.length).toBeGreaterThan(2);
    for (const window of walk.windows) {
      expect([5, 15, 25]).toContain(window.values[0]);
      // The in-sample run of the chosen value: the best of the three over the window's in-sample dates.
      const figures = [];
      for (const period of [5, 15, 25]) {
        const [run] = await single({
          ...withValues(TRADING, period, 50),
          stopLossPercent: undefined,
          from: window.in_sample_from,
          to: window.in_sample_to,
        });
        figures.push(run!.profit_percentage);
      }
      expect(window.in_sample_statistic).toBe(Math.max(...figures));
      expect(window.values[0]).toBe([5, 15, 25][figures.indexOf(Math.max(...figures))]);
    }
    expect(walk.stitched_equity.dates[0]).toBe(walk.windows[0]!.out_of_sample_from);
    expect(walk.stitched_equity.values.at(-1)).toBe(walk.statistics.final_capital);
  });

  it('refuses bad sweeps with 400s naming the field', async () => {
    const bad = async (body: object, words: string) => {
      const res = await post(
        { ...TRADING, statistic: 'profit_percentage', ...body },
        API_PATHS.backtestSweep,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(words);
    };
    await bad(
      { sweep: [{ ...PERIOD, rule: 3 }] },
      'rule must be a position from 0 to 0 of the buy rules, got 3',
    );
    await bad({ sweep: [{ ...PERIOD, field: 'sma_source' }] }, 'is not a number field of Buy rule 1 (SMA)');
    await bad({ sweep: [{ ...PERIOD, step: -5 }] }, 'Step must be above 0');
    await bad(
      {
        sweep: [
          { ...PERIOD, from: 1, to: 21, step: 1 },
          { ...STOP, from: 1, to: 20 },
        ],
      },
      'more than 400',
    );
    await bad(
      { sweep: [PERIOD], stockSymbol: '', sector: '1', walkForward: { inSample: 50, outOfSample: 20 } },
      'walk-forward runs on one stock',
    );
    await bad(
      { sweep: [PERIOD], walkForward: { inSample: 500, outOfSample: 50 } },
      'fewer than one walk-forward window',
    );
  });
});
