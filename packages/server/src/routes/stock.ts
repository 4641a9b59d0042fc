import {
  type AdjustmentKind,
  API_PATHS,
  PATTERN_NAMES,
  type PriceColumns,
  type StockPattern,
  type StockSummary,
  stockChartResponseSchema,
  symbolParamsSchema,
  unknownSymbolMessage,
} from '@nepse/contract';
import { type Bars, dayChange, hasRealOpen, isoDate, patternSessions, yearRange } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { notFound } from '../http/http-error';
import type { AdjustmentEvent } from '../market/adjustment-events';

/** The traded prices as they are; the adjusted ones (quotients) to a ten-thousandth of a rupee and their volumes to
 * a hundredth of a share: enough for a chart, and half the answer's size (NABIL: 132 KB of Brotli with doubles). */
const PRICE_STEP = 1e4;
const VOLUME_STEP = 1e2;
const round = (value: number, step: number) => Math.round(value * step) / step;
const rounded = (values: Float64Array, step: number) => Array.from(values, (v) => round(v, step));

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

/**
 * The last close and its day change, and the 52-week range on the adjusted prices, rounded as they are (so the
 * range is the answer's own highest and lowest); null without sessions.
 */
function summaryOf(traded: Bars, adjusted: Bars): StockSummary | null {
  const last = traded.close.length - 1;
  if (last < 0) return null;
  const day = last > 0 ? dayChange(adjusted, last) : undefined;
  const range = yearRange(adjusted, last);
  return {
    date: isoDate(traded.date[last] as number),
    close: traded.close[last] as number,
    change: day?.change ?? null,
    changePercent: day?.changePercent ?? null,
    high52Week: round(range.high, PRICE_STEP),
    low52Week: round(range.low, PRICE_STEP),
  };
}

/** The candlestick patterns of the whole history, on the adjusted prices, by their names on the wire. */
const patternsOf = (adjusted: Bars): StockPattern[] =>
  patternSessions(adjusted).map(({ key, type, sessions }) => ({ name: PATTERN_NAMES[key], type, sessions }));

/** The dates of the sessions whose open is not a real print, oldest first. */
function noOpenDates(bars: Bars): string[] {
  const dates: string[] = [];
  for (let i = 0; i < bars.date.length; i++) if (!hasRealOpen(bars, i)) dates.push(isoDate(bars.date[i]!));
  return dates;
}

/** Bonus, right, both, or NEPSE's own adjustment when nothing is declared. */
function adjustmentKind(event: AdjustmentEvent): AdjustmentKind {
  if (event.bonusPercent > 0 && event.rightPercent > 0) return 'bonus-right';
  if (event.bonusPercent > 0) return 'bonus';
  if (event.rightPercent > 0) return 'right';
  return 'adjustment';
}

/**
 * `GET /api/stock/:symbol` (ours): the stock page's prices, adjusted and traded, the adjustment events
 * between them, the last close's summary, the candlestick patterns and the sessions without a real open. The symbol in any case; a blank one is a 400, one without prices a 404.
 */
export function registerStockRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PATHS.stock}:symbol`,
    {
      schema: {
        tags: [API_TAGS.market],
        summary: "The stock page's prices",
        description:
          'The whole daily history as adjusted and traded prices on the same sessions, and the adjustment events ' +
          "between them, oldest first; the last close's summary (day change, 52-week range), the candlestick " +
          'patterns of the whole history, and the sessions whose open is not a real print.',
        params: symbolParamsSchema,
        response: {
          200: stockChartResponseSchema,
          ...errorAnswers({ 404: 'The market has no such symbol.' }),
        },
      },
    },
    async (request) => {
      const { symbol } = request.params;
      // One snapshot, so that the two price modes and the events are of one data version.
      const market = app.market.current;
      const traded = market.bars(symbol, 'raw');
      const adjusted = market.bars(symbol, 'adjusted');
      if (!traded || !adjusted) throw notFound(unknownSymbolMessage(symbol));
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
        summary: summaryOf(traded, adjusted),
        patterns: patternsOf(adjusted),
        noOpenDates: noOpenDates(traded),
      };
    },
  );
}
