import { availableParallelism } from 'node:os';
import {
  API_PATHS,
  NO_SECTOR_ID,
  type ParsedBacktestRequest,
  parseBacktestRequest,
  SECTOR_DETAIL_FULL,
  SECTORS,
} from '@nepse/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type BacktestJob,
  requestJob,
  runJob,
  type SummaryDetail,
  snapshotPrices,
} from '../backtest/backtest-job';
import { BacktestPool } from '../backtest/backtest-pool';
import { noPricesInRange } from '../backtest/no-prices-in-range';
import { badRequest } from '../http/http-error';
import type { MarketSnapshot } from '../market/market-snapshot';

/**
 * Bars below which a run stays on the request's thread: handing a job to the workers costs a message round
 * trip and a JSON join, which only pays for itself on a sector of some size (see the server bench).
 */
export const PARALLEL_MIN_BARS = 50_000;

const NOTHING_CHOSEN = 'Please select a stock or a sector';

function parse(body: unknown): ParsedBacktestRequest {
  const parsed = parseBacktestRequest(body);
  if (!parsed.ok) throw badRequest(parsed.error);
  return parsed.value;
}

/** The sector call's detail: brief unless the query says `detail=full`. */
function sectorDetail(query: unknown): SummaryDetail {
  const detail = (query as Record<string, unknown> | undefined)?.detail;
  if (detail === undefined) return 'brief';
  if (detail === SECTOR_DETAIL_FULL) return 'full';
  throw badRequest(`Unknown detail "${String(detail)}": leave it out, or ask for "${SECTOR_DETAIL_FULL}".`);
}

export interface BacktestRouteOptions {
  /** Worker threads of the pool (default: one per core); 0 or 1 keeps every run on the request's thread. */
  workers?: number;
  /** Bars from which a sector run goes to the pool (default PARALLEL_MIN_BARS). */
  parallelMinBars?: number;
}

/**
 * `POST /api/backtest/` (one symbol) and `POST /api/backtest/sector/` (every listed symbol of a sector; NEPSE =
 * every listed equity): the summaries, sorted by symbol, of the strategy on adjusted prices. A sector answers in
 * brief (no equity curves, the trades in the spec's fields) unless asked `?detail=full`; the page fetches a
 * symbol's whole summary as a one-symbol run. Sector runs of some size use the worker pool.
 */
export function registerBacktestRoutes(
  app: FastifyInstance,
  { workers = availableParallelism(), parallelMinBars = PARALLEL_MIN_BARS }: BacktestRouteOptions = {},
): void {
  const pool = new BacktestPool(workers);
  // A listening server starts its workers at once (they take a while to load); tests that only inject do not.
  app.addHook('onListen', async () => {
    if (pool.size > 1) pool.warm();
  });
  app.addHook('onClose', () => pool.close());

  const answer = (reply: FastifyReply, json: string | Buffer) =>
    reply.type('application/json; charset=utf-8').send(json);

  const runHere = (snapshot: MarketSnapshot, job: BacktestJob) =>
    `[${runJob(job, snapshotPrices(snapshot))}]`;

  app.post(API_PATHS.backtest, async (request, reply) => {
    const parsed = parse(request.body);
    if (parsed.stockSymbol === '') throw badRequest(NOTHING_CHOSEN);
    const snapshot = app.market.current;
    if (!snapshot.security(parsed.stockSymbol)) throw badRequest(`Unknown symbol "${parsed.stockSymbol}".`);
    const noPrices = noPricesInRange(
      parsed.stockSymbol,
      snapshot.bars(parsed.stockSymbol, 'adjusted'),
      parsed.from,
      parsed.to,
    );
    if (noPrices) throw badRequest(noPrices);
    return answer(reply, runHere(snapshot, requestJob(parsed, [parsed.stockSymbol], 'full')));
  });

  app.post(API_PATHS.backtestSector, async (request, reply) => {
    const detail = sectorDetail(request.query);
    const parsed = parse(request.body);
    if (parsed.sector === NO_SECTOR_ID) throw badRequest(NOTHING_CHOSEN);
    if (!SECTORS.some((s) => s.id === parsed.sector)) throw badRequest(`Unknown sector "${parsed.sector}".`);
    const snapshot = app.market.current;
    const job = requestJob(parsed, snapshot.symbolsOfSector(parsed.sector), detail);
    const bars = job.symbols.reduce((n, s) => n + (snapshot.bars(s, 'adjusted')?.date.length ?? 0), 0);
    if (pool.size < 2 || bars < parallelMinBars) return answer(reply, runHere(snapshot, job));
    try {
      return answer(reply, await pool.run(snapshot, job));
    } catch (err) {
      request.log.error({ err }, 'back-test workers failed; running the sector on the request thread');
      return answer(reply, runHere(snapshot, job));
    }
  });
}
