import {
  API_PATHS,
  type ChartingPivot,
  SUPPORT_RESISTANCE_LEVELS,
  type SupportResistanceResponse,
  supportResistanceResponseSchema,
  symbolParamsSchema,
} from '@nepse/contract';
import {
  type Bars,
  CHART_SWING_LOOKBACK,
  isoDate,
  nearestSwings,
  type PivotLevels,
  type PivotMethod,
  type SwingPoint,
  sessionPivots,
} from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { notFound } from '../http/http-error';
import { chartCandles } from './chart-candles';
import { levelBars } from './level-bars';
import { woodieOpen } from './woodie-open';

/** The core methods behind SUPPORT_RESISTANCE_METHODS, in its order (spec: Classic, Camarilla, Fibonacci, Woodie). */
const METHODS: readonly PivotMethod[] = ['classic', 'camarilla', 'fibonacci', 'woodie'];

/** The levels in force on the latest session: each method's R3..S3 ('P' is core's PP). */
function pivotRows(bars: Bars, symbol: string): SupportResistanceResponse['pivots'] {
  const last = bars.close.length - 1;
  const levels: PivotLevels[] = [];
  for (const method of METHODS) {
    const found = sessionPivots(bars, last, method);
    if (!found) throw notFound(`"${symbol}" has a single session: pivots need the previous one.`);
    levels.push(found);
  }
  return SUPPORT_RESISTANCE_LEVELS.map((name) => ({
    name,
    // Every method defines R3..S3, so each value is there.
    values: levels.map((l) => ({ value: l[name === 'P' ? 'PP' : name]! })),
  }));
}

const pivotOf =
  (bars: Bars) =>
  (point: SwingPoint): ChartingPivot => ({ name: isoDate(bars.date[point.index]!), value: point.price });

/**
 * `GET /api/support-resistance/:symbol`: the pivots in force on the latest session and the charting pivots
 * (the 3 swings of strength 5 nearest each side of the last close), with the candles of the sessions the
 * swings were searched in.
 */
export function registerSupportResistanceRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PATHS.supportResistance}:symbol`,
    {
      schema: {
        tags: [API_TAGS.screens],
        summary: 'Support and resistance of a symbol',
        description:
          'The pivots in force on the latest session (Classic, Camarilla, Fibonacci, Woodie) and the charting ' +
          'pivots, with the candles of the sessions the swings were searched in. NEPSE for the index.',
        params: symbolParamsSchema,
        response: {
          200: supportResistanceResponseSchema,
          ...errorAnswers({
            404: 'The symbol has no prices, has a single session, or there is no index history.',
          }),
        },
      },
    },
    async (request) => {
      const { symbol } = request.params;
      const bars = levelBars(app.market, symbol);
      const last = bars.close.length - 1;
      const pivots = pivotRows(bars, symbol);
      const swings = nearestSwings(bars);
      return {
        symbol,
        date: isoDate(bars.date[last]!),
        close: bars.close[last]!,
        pivots,
        woodie_open: woodieOpen(bars),
        pivot_chart: {
          resistance: swings.resistance.map(pivotOf(bars)),
          support: swings.support.map(pivotOf(bars)),
        },
        candles: chartCandles(bars, last + 1 - CHART_SWING_LOOKBACK),
      };
    },
  );
}
