import type { TechnicalRatingsResponse } from '@nepse/contract';
import { useQueries } from '@tanstack/react-query';
import { symbolScreenQuery } from './symbol-screen-query';
import type { RatingBand } from './watch-alert';

/** Each stock's rating as the gauge names it: its latest session's band; a stock whose answer has not come is left out. */
function ratingBands(results: readonly { data?: TechnicalRatingsResponse }[]): Map<string, RatingBand> {
  const bands = new Map<string, RatingBand>();
  for (const { data } of results) {
    const band = data?.strip.at(-1)?.band;
    if (data && band) bands.set(data.symbol, band);
  }
  return bands;
}

/** The technical rating of each of `symbols`, through the Technical Ratings screen's own query (failures in place). */
export function useRatingBands(symbols: readonly string[]): Map<string, RatingBand> {
  return useQueries({
    queries: symbols.map((symbol) => symbolScreenQuery('technicalRatings', symbol, { silent: true })),
    combine: ratingBands,
  });
}
