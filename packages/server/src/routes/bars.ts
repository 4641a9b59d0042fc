import { API_PATHS, type BarsResponse } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/http-error';

/** `GET /api/bars/:symbol`: the symbol's adjusted daily bars from the market cache (the back-test's prices). */
export function registerBarsRoutes(app: FastifyInstance): void {
  app.get<{ Params: { symbol: string } }>(
    `${API_PATHS.bars}:symbol`,
    async (request): Promise<BarsResponse> => {
      const symbol = request.params.symbol.trim().toUpperCase();
      const bars = app.market.bars(symbol, 'adjusted');
      if (!bars) throw notFound(`No prices for symbol "${symbol}".`);
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
