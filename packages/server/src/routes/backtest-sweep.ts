import {
  API_PATHS,
  cellValues,
  NO_SECTOR_ID,
  NO_TARGET_MESSAGE,
  type ParsedSweepRequest,
  SECTORS,
  SWEEP_STATISTIC_FIELDS,
  sweepBodySchema,
  sweepCellRequests,
  sweepResponseSchema,
  unknownSymbolMessage,
} from '@nepse/contract';
import { epochDay, type SweepCell } from '@nepse/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type BacktestJob,
  type JobScratch,
  jobRanks,
  type RanksOf,
  requestJob,
  runJob,
  snapshotPrices,
} from '../backtest/backtest-job';
import { type BacktestPool, RETRY_AFTER_SECONDS } from '../backtest/backtest-pool';
import { noPricesInRange } from '../backtest/no-prices-in-range';
import { isPoolRefusal } from '../backtest/pool-refusals';
import type { CellFigures, RobustnessTask, walkForwardSymbol } from '../backtest/robustness-job';
import { barsInRange, runCost, tooCostlyMessage } from '../backtest/run-cost';
import { sweepAnswer } from '../backtest/sweep-answer';
import type { BacktestLimits } from '../config';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { badRequest, HttpError } from '../http/http-error';
import type { MarketSnapshot } from '../market/market-snapshot';

const SWEEP_REFUSED =
  'The body does not fit (a swept field names no number field of its rule, a step not above 0, more than 400 cells, ' +
  "...), names neither a stock nor a sector, an unknown one, or a range without prices; or the sweep costs more rule-days (rules x trading days x cells) than the server's limit.";

const SWEEP_UNAVAILABLE =
  'The server holds as many back-tests as it takes, the sweep did not finish within its time limit, or the server ' +
  'is shutting down: Retry-After says when to try again.';

/** Why a sector's sweep, per stock or as one portfolio, has no walk-forward. */
export const WALK_FORWARD_ONE_STOCK =
  'A walk-forward runs on one stock: choose a stock, or leave the walk-forward out.';

export interface SweepRouteOptions {
  readonly pool: BacktestPool;
  readonly limits: BacktestLimits;
  /** What runs on the request's thread reuse (the back-test routes'). */
  readonly scratch: JobScratch;
  /** Each data version's RS ranks, for the sweeps that read them (the back-test routes'). */
  readonly ranksOf: RanksOf;
}

/** Rule-days of a walk-forward: in each window every cell over the in-sample sessions, then one cell over both. */
function walkForwardCost(
  rules: number,
  windows: number,
  cells: number,
  inSample: number,
  outOfSample: number,
) {
  return rules * windows * (cells * inSample + inSample + outOfSample);
}

/**
 * `POST /api/backtest/sweep`: a back-test run once per cell of a grid of one or two fields, on one stock, on each
 * stock of a sector (each cell's figures then the median across the stocks) or on a sector as one portfolio (each
 * cell's figures the portfolio run's own), the best cell with its warnings, and,
 * on one stock, a walk-forward when asked. It costs its cells times the run's cost under the back-test limits, and
 * runs in the worker pool (on the request's thread when the pool has fewer than two workers), given up when its
 * client goes away.
 */
export function registerBacktestSweepRoute(
  app: FastifyInstance,
  { pool, limits, scratch, ranksOf }: SweepRouteOptions,
): void {
  /**
   * A robustness job's per-symbol JSON parts (a portfolio's one part), in the pool or on this thread; a refusal of
   * the pool is a 503.
   */
  const runParts = async (
    request: FastifyRequest,
    reply: FastifyReply,
    snapshot: MarketSnapshot,
    job: BacktestJob,
  ): Promise<unknown[]> => {
    // On this thread a job answers its parts joined by commas; the pool joins per-symbol parts into an array but
    // hands a portfolio's one part back as it is.
    const ranks = jobRanks(job, snapshot, ranksOf);
    const onThread = () =>
      JSON.parse(`[${runJob(job, snapshotPrices(snapshot, ranks), scratch)}]`) as unknown[];
    if (pool.size < 2) return onThread();
    const abort = new AbortController();
    const gone = () => {
      if (!reply.raw.writableEnded) abort.abort();
    };
    reply.raw.once('close', gone);
    try {
      const bytes = await pool.run(snapshot, job, { client: request.ip, signal: abort.signal, ranks });
      const json = bytes.toString('utf8');
      return JSON.parse(job.portfolio ? `[${json}]` : json) as unknown[];
    } catch (err) {
      if (isPoolRefusal(err)) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new HttpError(503, err.message);
      }
      request.log.error({ err }, 'back-test workers failed; running the sweep on the request thread');
      return onThread();
    } finally {
      reply.raw.off('close', gone);
    }
  };

  /** The stocks a sweep runs on, checked as a back-test checks them. */
  const targetOf = (snapshot: MarketSnapshot, sweep: ParsedSweepRequest) => {
    const { stockSymbol, sector, from, to } = sweep.request;
    if (stockSymbol !== '') {
      if (!snapshot.security(stockSymbol)) throw badRequest(unknownSymbolMessage(stockSymbol));
      const noPrices = noPricesInRange(stockSymbol, snapshot.bars(stockSymbol, 'adjusted'), from, to);
      if (noPrices) throw badRequest(noPrices);
      return { target: 'symbol' as const, symbols: [stockSymbol] };
    }
    if (sector === NO_SECTOR_ID) throw badRequest(NO_TARGET_MESSAGE);
    if (!SECTORS.some((s) => s.id === sector)) throw badRequest(`Unknown sector "${sector}".`);
    if (sweep.walkForward) {
      throw badRequest(WALK_FORWARD_ONE_STOCK);
    }
    const target = sweep.request.mode === 'portfolio' ? ('portfolio' as const) : ('sector' as const);
    return { target, symbols: snapshot.symbolsOfSector(sector) };
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    API_PATHS.backtestSweep,
    {
      schema: {
        tags: [API_TAGS.backtest],
        summary: 'Sweep a back-test over a grid of one or two fields, with an optional walk-forward',
        description:
          'Each cell is the single back-test of its values; for a sector, each figure is the median across its ' +
          'stocks. The best cell by the statistic is marked, with warnings when it lies on the edge of the grid or ' +
          'stands alone among its neighbours.',
        body: sweepBodySchema,
        response: {
          200: sweepResponseSchema,
          ...errorAnswers({ 400: SWEEP_REFUSED, 503: SWEEP_UNAVAILABLE }),
        },
      },
    },
    async (request, reply) => {
      const sweep = request.body;
      const snapshot = app.market.current;
      const { target, symbols } = targetOf(snapshot, sweep);
      const base = requestJob(sweep.request, symbols, 'brief');
      const cells: SweepCell[] = sweepCellRequests(sweep).map((cell) => {
        const { strategy, options } = requestJob(cell, symbols, 'brief');
        return { strategy, options };
      });
      const statistic = SWEEP_STATISTIC_FIELDS[sweep.statistic].core;
      const datesOf = (symbol: string) => snapshot.bars(symbol, 'adjusted')?.date;
      const cost = runCost(base, datesOf, cells.length);
      const walk = sweep.walkForward;
      let total = cost.cost;
      if (walk) {
        const sessions = barsInRange(
          datesOf(symbols[0]!)!,
          epochDay(sweep.request.from),
          epochDay(sweep.request.to),
        );
        const windows =
          sessions < walk.inSample + walk.outOfSample
            ? 0
            : Math.floor((sessions - walk.inSample) / walk.outOfSample);
        if (windows === 0) {
          throw badRequest(
            `The range holds ${sessions} sessions of ${symbols[0]}, fewer than one walk-forward window of ` +
              `${walk.inSample} in-sample and ${walk.outOfSample} out-of-sample sessions.`,
          );
        }
        total += walkForwardCost(cost.rules, windows, cells.length, walk.inSample, walk.outOfSample);
      }
      if (total > limits.maxCost)
        throw badRequest(tooCostlyMessage({ ...cost, cost: total }, limits.maxCost));

      const sweepTask: RobustnessTask = { kind: 'sweep', cells, statistic };
      const parts = (await runParts(request, reply, snapshot, { ...base, robustness: sweepTask })) as (
        | CellFigures[]
        | null
      )[];
      const answer = sweepAnswer(sweep, target, parts);
      if (walk) {
        const task: RobustnessTask = { kind: 'walk-forward', cells, statistic, ...walk };
        const [result] = (await runParts(request, reply, snapshot, { ...base, robustness: task })) as [
          ReturnType<typeof walkForwardSymbol>,
        ];
        const { windows, ...rest } = result;
        answer.walk_forward = {
          ...rest,
          windows: windows.map(({ cell, ...window }) => ({
            ...window,
            values: cellValues(sweep.axes, cell),
          })),
        };
      }
      return answer;
    },
  );
}
