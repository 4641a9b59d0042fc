import { API_PATHS, barsResponseSchema, noPricesMessage, symbolParamsSchema } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { notFound } from '../http/http-error';

/** `GET /api/bars/:symbol`: the symbol's adjusted daily bars from the market cache (the back-test's prices). */
export function registerBarsRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PATHS.bars}:symbol`,
    {
      schema: {
        tags: [API_TAGS.market],
        summary: "A symbol's adjusted daily bars",
        description:
          'Its whole history, oldest first, back-adjusted for bonus and right issues as the back-test reads it.',
        params: symbolParamsSchema,
        response: { 200: barsResponseSchema, ...errorAnswers({ 404: 'The symbol has no prices.' }) },
      },
    },
    async (request) => {
      const { symbol } = request.params;
      const bars = app.market.bars(symbol, 'adjusted');
      if (!bars) throw notFound(noPricesMessage(symbol));
      return {
        symbol,
        dates: Array.from(bars.date, isoDate),
        open: Array.from(bars.open),
        high: Array.from(bars.high),
        low: Array.from(bars.low),
        close: Array.from(bars.close),
        volume: Array.from(bars.volume),
      };
    },
  );
}
