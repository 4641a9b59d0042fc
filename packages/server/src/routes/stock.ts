import { type AdjustmentKind, API_PATHS, type PriceColumns, type StockChartResponse } from '@nepse/contract';
import { type Bars, isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/http-error';
import type { AdjustmentEvent } from '../market/adjustment-events';

/** The traded prices as they are; the adjusted ones (quotients) to a ten-thousandth of a rupee and their volumes to
 * a hundredth of a share: enough for a chart, and half the answer's size (NABIL: 132 KB of Brotli with doubles). */
const PRICE_STEP = 1e4;
const VOLUME_STEP = 1e2;
const rounded = (values: Float64Array, step: number) =>
  Array.from(values, (v) => Math.round(v * step) / step);

function columns(bars: Bars, round: boolean): PriceColumns {
  const price = (values: Float64Array) => (round ? rounded(values, PRICE_STEP) : Array.from(values));
  return {
    open: price(bars.open),
    high: price(bars.high),
    low: price(bars.low),
    close: price(bars.close),
    volume: round ? rounded(bars.volume, VOLUME_STEP) : Array.from(bars.volume),
  };
}

/** Bonus, right, both, or NEPSE's own adjustment when nothing is declared. */
function adjustmentKind(event: AdjustmentEvent): AdjustmentKind {
  if (event.bonusPercent > 0 && event.rightPercent > 0) return 'bonus-right';
  if (event.bonusPercent > 0) return 'bonus';
  if (event.rightPercent > 0) return 'right';
  return 'adjustment';
}

/**
 * `GET /api/stock/:symbol` (ours): the stock page's prices, adjusted and traded, and the adjustment events
 * between them. The symbol in any case; a blank one is a 400, one without prices a 404.
 */
export function registerStockRoutes(app: FastifyInstance): void {
  app.get<{ Params: { symbol: string } }>(
    `${API_PATHS.stock}:symbol`,
    async (request): Promise<StockChartResponse> => {
      const symbol = request.params.symbol.trim().toUpperCase();
      if (symbol === '') throw badRequest('A symbol is required.');
      // One snapshot, so that the two price modes and the events are of one data version.
      const market = app.market.current;
      const traded = market.bars(symbol, 'raw');
      const adjusted = market.bars(symbol, 'adjusted');
      if (!traded || !adjusted) throw notFound(`Unknown symbol "${symbol}".`);
      const security = market.security(symbol);
      return {
        symbol,
        name: security?.name ?? symbol,
        sector: security?.sector ?? null,
        dates: Array.from(traded.date, isoDate),
        adjusted: columns(adjusted, true),
        traded: columns(traded, false),
        events: market.adjustments(symbol).map((event) => ({
          date: isoDate(traded.date[event.index] ?? Number.NaN),
          bookClosure: isoDate(event.bookClosure),
          kind: adjustmentKind(event),
          factor: event.factor,
          bonusPercent: event.bonusPercent,
          rightPercent: event.rightPercent,
        })),
      };
    },
  );
}
