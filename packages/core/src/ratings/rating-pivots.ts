import { type PivotMethod, sessionPivots } from '../levels/pivot-points';
import type { Bars } from '../series';

/** The pivot methods of the Technical Ratings table, in column order, as TradingView names them. */
export const RATING_PIVOT_METHODS = [
  { name: 'Classic', method: 'classic' },
  { name: 'Fibonacci', method: 'fibonacci' },
  { name: 'Camarilla', method: 'camarilla' },
  { name: 'Woodie', method: 'woodie' },
  { name: 'DeMark', method: 'demark' },
] as const satisfies ReadonlyArray<{ readonly name: string; readonly method: PivotMethod }>;

/** The table's rows, highest resistance first ('P' is the pivot point, core's PP). */
export const RATING_PIVOT_LEVELS = ['R3', 'R2', 'R1', 'P', 'S1', 'S2', 'S3'] as const;

/** One row of the pivot table: a level and each method's value (null where the method has no such level). */
export interface RatingPivotRow {
  readonly name: (typeof RATING_PIVOT_LEVELS)[number];
  readonly values: ReadonlyArray<{
    readonly name: (typeof RATING_PIVOT_METHODS)[number]['name'];
    readonly value: number | null;
  }>;
}

/**
 * The pivot levels in force on the last session of `bars` by every method, as rows R3..S3 (DeMark has R1, P and
 * S1 only); from the previous session (Woodie with the last open, or the close before it when that open is not a
 * real print: see `sessionPivots`); empty with fewer than two sessions.
 */
export function ratingPivotRows(
  bars: Pick<Bars, 'open' | 'high' | 'low' | 'close' | 'noOpen'>,
): RatingPivotRow[] {
  const last = bars.close.length - 1;
  const levels = RATING_PIVOT_METHODS.map(({ method }) => sessionPivots(bars, last, method));
  if (levels.some((l) => l === undefined)) return [];
  return RATING_PIVOT_LEVELS.map((name) => ({
    name,
    values: RATING_PIVOT_METHODS.map((method, k) => ({
      name: method.name,
      value: levels[k]?.[name === 'P' ? 'PP' : name] ?? null,
    })),
  }));
}
