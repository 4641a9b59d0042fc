import {
  API_PATHS,
  EVENT_STUDY_CSV,
  eventStudyBodySchema,
  eventStudyQuerySchema,
  eventStudyResponseSchema,
  type ParsedEventStudyRequest,
} from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { barsInRange, tooCostlyMessage } from '../backtest/run-cost';
import { BACKTEST_LIMITS, type BacktestLimits } from '../config';
import { EventStudies, studyOptions } from '../event-study/event-studies';
import { scanSymbols } from '../event-study/studied-universe';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { badRequest } from '../http/http-error';
import type { MarketSnapshot } from '../market/market-snapshot';

export interface EventStudyRouteOptions {
  /** What a scan's study may cost, in rule-days, as a back-test (default BACKTEST_LIMITS). */
  limits?: Pick<BacktestLimits, 'maxCost'>;
  /** The studies kept per data version (a new set by default). */
  studies?: EventStudies;
}

const REFUSED =
  'The body does not fit: no list or several, an unknown screen, kind, group, pattern, text or sector, a bad ' +
  "condition, date, horizon or costs; or a scan's study costs more rule-days than the server's limit.";

/**
 * Refuses a scan whose study would cost more than a back-test may: its conditions evaluated on every bar of its
 * symbols in the range, in rule-days, as the back-test counts them.
 */
function checkScanCost(snapshot: MarketSnapshot, request: ParsedEventStudyRequest, maxCost: number): void {
  if (request.list.kind !== 'scan') return;
  const { from, to } = studyOptions(request, snapshot);
  const symbols = scanSymbols(snapshot, request.list.scan);
  const rules = request.list.scan.rules.length;
  let bars = 0;
  for (const symbol of symbols) {
    const date = snapshot.bars(symbol, 'adjusted')?.date;
    if (date) bars += barsInRange(date, from, to);
  }
  const cost = rules * bars;
  if (cost > maxCost) {
    throw badRequest(tooCostlyMessage({ rules, symbols: symbols.length, bars, cells: 1, cost }, maxCost));
  }
}

/**
 * `POST /api/event-study`: how a list has done (docs/decisions/event-study.md): a fixed screen, a 52-week kind, a
 * fresh-signal group, a candlestick pattern, a Trend Signals text or a scan, over the sessions of a range. The fixed
 * lists' studies are kept per data version; a scan's is worked out on the request, within a back-test's cost limit.
 * `?format=csv` answers the events as CSV.
 */
export function registerEventStudyRoutes(
  app: FastifyInstance,
  { limits = BACKTEST_LIMITS, studies = new EventStudies() }: EventStudyRouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.eventStudy,
    {
      schema: {
        tags: [API_TAGS.screens],
        summary: 'How a list has done',
        description:
          "Every session's list as of that session, and the returns of its stocks from the next open over the " +
          'horizons asked: count, mean, median, hit rate, a bootstrap interval of the mean, the base rate of every ' +
          `stock, the non-overlapping events and each year; format=${EVENT_STUDY_CSV} for the events as CSV.`,
        querystring: eventStudyQuerySchema,
        body: eventStudyBodySchema,
        response: {
          // Declared for the document: the answer is sent as JSON text (or CSV), not serialised again.
          200: z.union([eventStudyResponseSchema, z.string()]),
          ...errorAnswers({ 400: REFUSED }),
        },
      },
    },
    async (request, reply) => {
      const snapshot = app.market.current;
      const parsed = request.body;
      checkScanCost(snapshot, parsed, limits.maxCost);
      if (request.query.format === EVENT_STUDY_CSV) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="event-study.csv"')
          .send(studies.csv(snapshot, parsed));
      }
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(studies.answer(snapshot, parsed)));
    },
  );
}
