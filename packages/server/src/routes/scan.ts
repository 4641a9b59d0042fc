import {
  API_PATHS,
  engineRuleOf,
  NEPSE_SECTOR_ID,
  NO_SECTOR_ID,
  SCAN_FIELD_LABELS,
  SECTORS,
  scanBodySchema,
  scanResponseSchema,
} from '@nepse/contract';
import { isoDate, scan } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BACKTEST_LIMITS } from '../config';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { badRequest } from '../http/http-error';
import type { MarketSnapshot } from '../market/market-snapshot';
import { keptRankHistory, type RankHistory } from '../market/rank-history';
import { keptLatestPatterns } from '../scan/kept-latest-patterns';
import { scanCost, scanTooCostlyMessage } from '../scan/scan-cost';
import { type LatestPatterns, scanSymbols } from '../scan/scan-symbols';
import { sessionDay } from '../scan/session-bounds';

const SCAN_REFUSED =
  'The body does not fit (the error names the condition and the field by their labels), the sector is unknown, ' +
  'the session is not one of the market, or the scan costs more rule-days than the limit.';

/**
 * The id of the sector a scan names, by its id as the back-test takes it or by its name in the sector list (any
 * case); none is every listed equity (the NEPSE sector); undefined for no sector of the list.
 */
function sectorIdOf(sent: string): string | undefined {
  if (sent === NO_SECTOR_ID) return NEPSE_SECTOR_ID;
  const name = sent.toLowerCase();
  return SECTORS.find((s) => s.id !== NO_SECTOR_ID && (s.id === sent || s.name.toLowerCase() === name))?.id;
}

export interface ScanRouteOptions {
  /** Most rule-days a scan may cost (the back-test's limit by default). */
  maxCost?: number;
  /** Where each data version's latest pattern masks are kept (a store of the route's own by default). */
  latestPatterns?: (snapshot: MarketSnapshot) => LatestPatterns;
  /** Each data version's RS ranks (a store of the route's own by default; the app shares the back-test's). */
  ranksOf?: (snapshot: MarketSnapshot) => RankHistory;
}

/**
 * `POST /api/scan`: the listed equities (or a sector's stocks, the sector by its id as the back-test takes it, or by
 * its name) matching the conditions on one session, the latest by default (docs/decisions/scans.md). A scan runs on
 * the request's thread: a whole-market scan of the latest session takes milliseconds, less than a round trip to the
 * worker pool, and its cost (conditions x sessions read) is held to the back-test's limit before it starts.
 */
export function registerScanRoutes(
  app: FastifyInstance,
  {
    maxCost = BACKTEST_LIMITS.maxCost,
    latestPatterns = keptLatestPatterns(),
    // Every stock's relative-strength rank on every session, made by the first scan of a data version that reads it.
    ranksOf = keptRankHistory(),
  }: ScanRouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.scan,
    {
      schema: {
        tags: [API_TAGS.screens],
        summary: 'Scan the stocks by conditions on one session',
        description:
          'Filters and back-test rules evaluated on every listed stock (or a sector) on one session, combined by ' +
          'all or any; each match with its traded close, change, volume and the figure each condition compared.',
        body: scanBodySchema,
        response: { 200: scanResponseSchema, ...errorAnswers({ 400: SCAN_REFUSED }) },
      },
    },
    async (request) => {
      const parsed = request.body;
      const snapshot = app.market.current;
      const sector = sectorIdOf(parsed.sector);
      if (!sector) {
        throw badRequest(
          `${SCAN_FIELD_LABELS.sector} (sector) "${parsed.sector}" is not a sector (GET ${API_PATHS.sectors}).`,
        );
      }
      const day = sessionDay(snapshot, parsed.date ?? undefined, `${SCAN_FIELD_LABELS.date} (date)`);
      const conditions = parsed.conditions.map((c) => engineRuleOf(c, 'buy'));
      const readsRank = conditions.some((c) => c.kind === 'rs-rank');
      const symbols = scanSymbols(
        snapshot,
        snapshot.symbolsOfSector(sector),
        latestPatterns(snapshot),
        readsRank ? ranksOf(snapshot) : undefined,
      );
      const cost = scanCost(
        conditions.length,
        symbols.map((s) => s.adjusted.date),
        day,
      );
      if (cost > maxCost) throw badRequest(scanTooCostlyMessage(conditions.length, cost, maxCost));
      const stocks = scan(symbols, { day, conditions, match: parsed.match });
      return { date: isoDate(day), stocks: stocks.map((s) => ({ ...s, values: [...s.values] })) };
    },
  );
}
