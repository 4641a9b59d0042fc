import { API_PATHS, type TechnicalRatingsResponse } from '@nepse/contract';
import { isoDate, ratingPivotRows, technicalRatings } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/http-error';

/**
 * `GET /api/technical-ratings/?symbol=`: TradingView's Technical Ratings of the symbol's latest session over its
 * adjusted bars from the market cache (a route, not a registered screen: it takes a symbol). A blank or repeated
 * symbol is a 400, a symbol without prices a 404.
 */
export function registerTechnicalRatingsRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { symbol?: unknown } }>(
    API_PATHS.technicalRatings,
    async (request): Promise<TechnicalRatingsResponse> => {
      const { symbol: sent = '' } = request.query;
      // A repeated parameter arrives as a list: one symbol is asked for.
      if (typeof sent !== 'string') throw badRequest('One symbol is expected (?symbol=).');
      const symbol = sent.trim().toUpperCase();
      if (symbol === '') throw badRequest('A symbol is required.');
      const bars = app.market.bars(symbol, 'adjusted');
      const ratings = bars && technicalRatings(bars);
      if (!bars || !ratings) throw notFound(`No prices for symbol "${symbol}".`);
      return {
        symbol,
        date: isoDate(bars.date[bars.date.length - 1]!),
        movingAverages: { averages: [...ratings.movingAverages], summary: ratings.movingAverageSummary },
        oscillatorRating: { ratings: [...ratings.oscillators], summary: ratings.oscillatorSummary },
        pivotPoints: ratingPivotRows(bars).map((row) => ({ name: row.name, values: [...row.values] })),
        strip: ratings.strip.map((s) => ({ date: isoDate(s.date), summary: s.summary, band: s.band })),
      };
    },
  );
}
