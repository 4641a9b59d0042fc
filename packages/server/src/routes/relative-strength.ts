import {
  API_PATHS,
  NEPSE_SECTOR_ID,
  RELATIVE_STRENGTH_FIELD_LABELS,
  relativeStrengthQuerySchema,
  relativeStrengthResponseSchema,
} from '@nepse/contract';
import { isoDate, relativeStrengthRanks, sessionIndex } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { sessionDay } from '../scan/session-bounds';
import { marketSymbols } from '../screens/market-overview';
import { sectorNameOf } from '../screens/screen-input';

/**
 * `GET /api/relative-strength?date=`: core's relative-strength rank of every listed equity on one session (the
 * latest by default), as of that session: a few milliseconds of work, so it is answered per request.
 */
export function registerRelativeStrengthRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.relativeStrength,
    {
      schema: {
        tags: [API_TAGS.screens],
        summary: "Every stock's relative-strength rank on one session",
        description:
          'A blend of 20-, 60- and 240-session returns and the distance from SMA 50 and SMA 200, placed as a ' +
          'percentile of the listed equities ranked that session: 0 the weakest, 99.9 the strongest. Strongest first.',
        querystring: relativeStrengthQuerySchema,
        response: {
          200: relativeStrengthResponseSchema,
          ...errorAnswers({ 400: 'The date is not a session of the market.' }),
        },
      },
    },
    async (request) => {
      const snapshot = app.market.current;
      const day = sessionDay(snapshot, request.query.date, `${RELATIVE_STRENGTH_FIELD_LABELS.date} (date)`);
      const universe = marketSymbols(snapshot, snapshot.symbolsOfSector(NEPSE_SECTOR_ID));
      const traded = new Map(universe.map((s) => [s.symbol, s.traded]));
      const percent = (x: number) => x * 100;
      return {
        date: isoDate(day),
        stocks: relativeStrengthRanks(universe, day).map((row) => {
          const bars = traded.get(row.symbol)!;
          return {
            symbol: row.symbol,
            sector: sectorNameOf(snapshot, row.symbol),
            rank: row.rank,
            ltp: bars.close[sessionIndex(bars.date, day)]!,
            short: percent(row.short),
            medium: percent(row.medium),
            long: percent(row.long),
            sma50: percent(row.sma50),
            sma200: percent(row.sma200),
          };
        }),
      };
    },
  );
}
