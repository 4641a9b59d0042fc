import {
  API_PATHS,
  type FibonacciLevelRow,
  fibonacciLegDescription,
  fibonacciLevelsResponseSchema,
  type SwingEnd,
  symbolParamsSchema,
} from '@nepse/contract';
import { type Bars, currentMoveFibonacci, type FibonacciLevel, isoDate, type SwingPoint } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';
import { chartCandles } from './chart-candles';
import { LEVEL_BARS_ERRORS, levelBars } from './level-bars';

/** Sessions the chart shows at least, and before the start of the last confirmed swing. */
const CHART_SESSIONS = 250;
const CHART_LEAD = 20;

const swingEnd = (bars: Bars, point: SwingPoint): SwingEnd => ({
  date: isoDate(bars.date[point.index]!),
  price: point.price,
  kind: point.kind,
});

const levelRow =
  (kind: FibonacciLevelRow['kind'], close: number) =>
  ({ ratio, price }: FibonacciLevel): FibonacciLevelRow => ({
    kind,
    ratio,
    price,
    distance: price - close,
    distancePercent: ((price - close) / close) * 100,
  });

/**
 * `GET /api/fibonacci-levels/:symbol` (ours): the retracement and extension levels of the symbol's current move
 * or last major swing (core's currentMoveFibonacci), which leg and why, each level with its distance from the last
 * close, and the candles from a little before the leg's start (at least the last 250 sessions).
 */
export function registerFibonacciLevelsRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PATHS.fibonacciLevels}:symbol`,
    {
      schema: {
        tags: [API_TAGS.screens],
        summary: "The Fibonacci levels of a symbol's current move or last major swing",
        description:
          'Retracements and extensions of the current move (from the last confirmed swing point to the most ' +
          'extreme price since it) when it is at least half the last confirmed swing, else of that swing; each ' +
          'level with its distance from the last close, and the candles from a little before the leg (at least ' +
          'the last 250 sessions). NEPSE for the index.',
        params: symbolParamsSchema,
        response: { 200: fibonacciLevelsResponseSchema, ...LEVEL_BARS_ERRORS },
      },
    },
    async (request) => {
      const { symbol } = request.params;
      const bars = levelBars(app.market, symbol);
      const last = bars.close.length - 1;
      const close = bars.close[last]!;
      const fib = currentMoveFibonacci(bars);
      const chartStart = Math.min(last + 1 - CHART_SESSIONS, (fib?.confirmed[0].index ?? last) - CHART_LEAD);
      return {
        symbol,
        date: isoDate(bars.date[last]!),
        close,
        swing: fib
          ? {
              direction: fib.direction,
              start: swingEnd(bars, fib.start),
              end: swingEnd(bars, fib.end),
              leg: fib.leg,
              description: fibonacciLegDescription(fib.leg, swingEnd(bars, fib.confirmed[1])),
            }
          : null,
        levels: fib
          ? [
              ...fib.retracements.map(levelRow('retracement', close)),
              ...fib.extensions.map(levelRow('extension', close)),
            ]
          : [],
        candles: chartCandles(bars, chartStart),
      };
    },
  );
}
