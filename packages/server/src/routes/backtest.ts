import { availableParallelism } from 'node:os';
import {
  API_PATHS,
  backtestBodySchema,
  backtestResponseSchema,
  NEPSE_SECTOR_ID,
  NO_SECTOR_ID,
  NO_TARGET_MESSAGE,
  PORTFOLIO_NEEDS_SECTOR,
  portfolioResponseSchema,
  SECTOR_DETAIL_FULL,
  SECTORS,
  sectorBacktestQuerySchema,
  sectorBacktestResponseSchema,
  unknownSymbolMessage,
} from '@nepse/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type BacktestJob,
  jobRanks,
  jobScratch,
  type RanksOf,
  requestJob,
  runJob,
  type SummaryDetail,
  snapshotPrices,
} from '../backtest/backtest-job';
import { BacktestPool, poolLimits, RETRY_AFTER_SECONDS } from '../backtest/backtest-pool';
import { BenchmarkIndexes } from '../backtest/benchmark-indexes';
import { noPricesInRange } from '../backtest/no-prices-in-range';
import { isPoolRefusal } from '../backtest/pool-refusals';
import { withBenchmark } from '../backtest/run-benchmark';
import { runCost, tooCostlyMessage } from '../backtest/run-cost';
import { BACKTEST_LIMITS, type BacktestLimits } from '../config';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { badRequest } from '../http/http-error';
import type { MarketSnapshot } from '../market/market-snapshot';
import { keptRankHistory } from '../market/rank-history';
import { registerBacktestSweepRoute } from './backtest-sweep';

/**
 * Bars below which a run stays on the request's thread: handing a job to the workers costs a message round
 * trip and a JSON join, which only pays for itself on a sector of some size (see the server bench).
 */
export const PARALLEL_MIN_BARS = 50_000;

/** What a back-test run may refuse beyond a body that does not fit, for the document. */
const RUN_REFUSED =
  'The body does not fit, names neither a stock nor a sector, an unknown one, or a range without prices; or the ' +
  "run costs more rule-days (rules x trading days) than the server's limit.";

/** When a run in the worker pool is refused for the moment, for the document. */
const RUN_UNAVAILABLE =
  'The server holds as many back-tests as it takes, the run did not finish within its time limit, or the server ' +
  'is shutting down: Retry-After says when to try again.';

export interface BacktestRouteOptions {
  /** Worker threads of the pool (default: one per core); 0 or 1 keeps every run on the request's thread. */
  workers?: number;
  /** Bars from which a sector run goes to the pool (default PARALLEL_MIN_BARS). */
  parallelMinBars?: number;
  /** What a run may cost, and the pool's queue, per-client and time limits (default BACKTEST_LIMITS). */
  limits?: BacktestLimits;
  /** The worker pool (by default one of `workers` threads with `limits`); tests give one they watch. */
  pool?: BacktestPool;
  /** Each data version's RS ranks, for the runs that read them (the scan route's, in the app). */
  ranksOf?: RanksOf;
}

/**
 * `POST /api/backtest/` (one symbol) and `POST /api/backtest/sector/` (every listed symbol of a sector; NEPSE =
 * every listed equity): the summaries, sorted by symbol, of the strategy on adjusted prices. A sector answers in
 * brief (no equity curves, the trades in the spec's fields) unless asked `?detail=full`; the page fetches a
 * symbol's whole summary as a one-symbol run. A run costing more than the limit is refused before it starts; sector
 * runs of some size use the worker pool, with its queue, per-client and time limits.
 */
export function registerBacktestRoutes(
  app: FastifyInstance,
  {
    workers = availableParallelism(),
    parallelMinBars = PARALLEL_MIN_BARS,
    limits = BACKTEST_LIMITS,
    pool = new BacktestPool(workers, { limits: poolLimits(limits) }),
    ranksOf = keptRankHistory(),
  }: BacktestRouteOptions = {},
): void {
  // A listening server starts its workers at once (they take a while to load); tests that only inject do not.
  app.addHook('onListen', async () => {
    if (pool.size > 1) pool.warm();
  });
  app.addHook('onClose', () => pool.close());

  const answer = (reply: FastifyReply, json: string | Buffer) =>
    reply.type('application/json; charset=utf-8').send(json);

  // What the runs on the request's thread reuse, for as long as the routes live.
  const scratch = jobScratch();
  // The series runs are measured against, made once per data version.
  const indexes = new BenchmarkIndexes();
  const runHere = (snapshot: MarketSnapshot, job: BacktestJob) => {
    const json = runJob(job, snapshotPrices(snapshot, jobRanks(job, snapshot, ranksOf)), scratch);
    // A portfolio answers one object; per-stock runs, an array of summaries.
    return job.portfolio ? json : `[${json}]`;
  };

  /** Refuses a run that would cost more than the limit, before any of it runs. */
  const checkCost = (snapshot: MarketSnapshot, job: BacktestJob) => {
    const cost = runCost(job, (symbol) => snapshot.bars(symbol, 'adjusted')?.date);
    if (cost.cost > limits.maxCost) throw badRequest(tooCostlyMessage(cost, limits.maxCost));
  };

  /**
   * The run in the worker pool, for the client the rate limiter counts (its address), given up the moment the
   * client's connection closes; a full pool or a run out of time is a 503 with Retry-After.
   */
  const runPooled = async (
    request: FastifyRequest,
    reply: FastifyReply,
    snapshot: MarketSnapshot,
    job: BacktestJob,
  ) => {
    const abort = new AbortController();
    const gone = () => {
      if (!reply.raw.writableEnded) abort.abort();
    };
    reply.raw.once('close', gone);
    try {
      const ranks = jobRanks(job, snapshot, ranksOf);
      return answer(
        reply,
        await pool.run(snapshot, job, { client: request.ip, signal: abort.signal, ranks }),
      );
    } catch (err) {
      if (isPoolRefusal(err)) {
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ error: err.message });
      }
      request.log.error({ err }, 'back-test workers failed; running the sector on the request thread');
      return answer(reply, runHere(snapshot, job));
    } finally {
      reply.raw.off('close', gone);
    }
  };

  registerBacktestSweepRoute(app, { pool, limits, scratch, ranksOf });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    API_PATHS.backtest,
    {
      schema: {
        tags: [API_TAGS.backtest],
        summary: 'Back-test a strategy on one symbol',
        description:
          "The strategy's whole summary on the symbol's adjusted prices: statistics, trades and equity curve.",
        body: backtestBodySchema,
        response: {
          // Declared for the document: the answer is the engine's JSON text, sent as it is.
          200: backtestResponseSchema,
          ...errorAnswers({ 400: RUN_REFUSED }),
        },
      },
    },
    async (request, reply) => {
      const parsed = request.body;
      if (parsed.stockSymbol === '') throw badRequest(NO_TARGET_MESSAGE);
      if (parsed.mode === 'portfolio') throw badRequest(PORTFOLIO_NEEDS_SECTOR);
      const snapshot = app.market.current;
      if (!snapshot.security(parsed.stockSymbol)) throw badRequest(unknownSymbolMessage(parsed.stockSymbol));
      const noPrices = noPricesInRange(
        parsed.stockSymbol,
        snapshot.bars(parsed.stockSymbol, 'adjusted'),
        parsed.from,
        parsed.to,
      );
      if (noPrices) throw badRequest(noPrices);
      const job = requestJob(parsed, [parsed.stockSymbol], 'full');
      checkCost(snapshot, job);
      // A symbol is measured against the whole market; a stock of a sector run, which the page completes with its
      // own run and the sector beside the symbol, against the sector, as in the sector's answer.
      const universe = SECTORS.some((s) => s.id === parsed.sector && s.id !== NO_SECTOR_ID)
        ? parsed.sector
        : NEPSE_SECTOR_ID;
      return answer(reply, runHere(snapshot, withBenchmark(snapshot, job, universe, indexes)));
    },
  );

  routes.post(
    API_PATHS.backtestSector,
    {
      schema: {
        tags: [API_TAGS.backtest],
        summary: 'Back-test a strategy on every listed symbol of a sector',
        description:
          "One summary per symbol, sorted: in brief (no equity curve, the trades in the spec's fields) unless " +
          `asked detail=${SECTOR_DETAIL_FULL}. NEPSE runs every listed equity. With mode "portfolio", one ` +
          "capital shared across the stocks: one answer with its trades, daily equity and each stock's contribution.",
        querystring: sectorBacktestQuerySchema,
        body: backtestBodySchema,
        response: {
          // Declared for the document: the answer is the engines' JSON text (joined from the workers), sent as it is.
          200: z.union([sectorBacktestResponseSchema, backtestResponseSchema, portfolioResponseSchema]),
          ...errorAnswers({ 400: RUN_REFUSED, 503: RUN_UNAVAILABLE }),
        },
      },
    },
    async (request, reply) => {
      const detail: SummaryDetail = request.query.detail === SECTOR_DETAIL_FULL ? 'full' : 'brief';
      const parsed = request.body;
      if (parsed.sector === NO_SECTOR_ID) throw badRequest(NO_TARGET_MESSAGE);
      if (!SECTORS.some((s) => s.id === parsed.sector))
        throw badRequest(`Unknown sector "${parsed.sector}".`);
      const snapshot = app.market.current;
      const asked = requestJob(parsed, snapshot.symbolsOfSector(parsed.sector), detail);
      checkCost(snapshot, asked);
      const job = withBenchmark(snapshot, asked, parsed.sector, indexes);
      const bars = job.symbols.reduce((n, s) => n + (snapshot.bars(s, 'adjusted')?.date.length ?? 0), 0);
      if (pool.size < 2 || bars < parallelMinBars) return answer(reply, runHere(snapshot, job));
      return runPooled(request, reply, snapshot, job);
    },
  );
}
