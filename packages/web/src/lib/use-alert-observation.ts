import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AlertObservation } from './alert-check';
import { latestPrices } from './latest-prices';
import { useLiveNepse } from './live-nepse-query';
import { patternsToday } from './patterns-today';
import { screenQuery } from './screen-query';
import { useRatingBands } from './use-rating-bands';
import { useScanMatches } from './use-scan-matches';
import { useWatchFigures } from './use-watch-figures';
import type { WatchAlert } from './watch-alert';

/**
 * What the alerts are checked against, asking only for what they need: the live market (polled as the Live Candle
 * board polls it, one query with it), the data version, the day's patterns, the ratings and the scans of the alerts.
 */
export function useAlertObservation(alerts: readonly WatchAlert[]): AlertObservation {
  const live = useLiveNepse(true);
  const figures = useWatchFigures();
  const dataDate = figures.data?.dataDate;
  const patternsAnswer = useQuery({
    ...screenQuery('candlestickPatterns'),
    enabled: alerts.some((a) => a.kind === 'pattern'),
  }).data?.body;
  const ratingSymbols = useMemo(
    () => [...new Set(alerts.flatMap((a) => (a.kind === 'rating' ? [a.symbol] : [])))],
    [alerts],
  );
  const searches = useMemo(
    () => [...new Set(alerts.flatMap((a) => (a.kind === 'scan' ? [a.search] : [])))],
    [alerts],
  );
  const ratings = useRatingBands(ratingSymbols);
  const scans = useScanMatches(searches, dataDate);
  const patterns = useMemo(() => patternsAnswer && patternsToday(patternsAnswer), [patternsAnswer]);
  const closes = figures.data?.body;
  return useMemo(
    (): AlertObservation => ({
      prices: live.data || closes ? latestPrices(live.data, closes) : undefined,
      date: dataDate,
      patterns,
      ratings,
      scans,
    }),
    [live.data, closes, dataDate, patterns, ratings, scans],
  );
}
