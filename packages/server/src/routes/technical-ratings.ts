import {
  API_PATHS,
  noPricesMessage,
  technicalRatingsQuerySchema,
  technicalRatingsResponseSchema,
} from '@nepse/contract';
import { isoDate, ratingPivotRows, technicalRatings } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { notFound } from '../http/http-error';
import { woodieOpen } from './woodie-open';

/**
 * `GET /api/technical-ratings/?symbol=`: TradingView's Technical Ratings of the symbol's latest session over its
 * adjusted bars from the market cache (a route, not a registered screen: it takes a symbol). A blank or repeated
 * symbol is a 400, a symbol without prices a 404.
 */
export function registerTechnicalRatingsRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.technicalRatings,
    {
      schema: {
        tags: [API_TAGS.screens],
        summary: "TradingView's Technical Ratings of a symbol",
        description:
          'The moving averages, the oscillators and the pivot rows of the latest session over adjusted prices, and ' +
          'the last 20 sessions of votes.',
        querystring: technicalRatingsQuerySchema,
        response: {
          200: technicalRatingsResponseSchema,
          ...errorAnswers({ 404: 'The symbol has no prices.' }),
        },
      },
    },
    async (request) => {
      const { symbol } = request.query;
      const bars = app.market.bars(symbol, 'adjusted');
      const ratings = bars && technicalRatings(bars);
      if (!bars || !ratings) throw notFound(noPricesMessage(symbol));
      return {
        symbol,
        date: isoDate(bars.date[bars.date.length - 1]!),
        movingAverages: { averages: [...ratings.movingAverages], summary: ratings.movingAverageSummary },
        oscillatorRating: { ratings: [...ratings.oscillators], summary: ratings.oscillatorSummary },
        pivotPoints: ratingPivotRows(bars).map((row) => ({ name: row.name, values: [...row.values] })),
        woodieOpen: woodieOpen(bars),
        strip: ratings.strip.map((s) => ({ date: isoDate(s.date), summary: s.summary, band: s.band })),
      };
    },
  );
}
