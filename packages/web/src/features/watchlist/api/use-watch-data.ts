import {
  API_PATHS,
  SCREEN_MANIFEST,
  type ScanResponse,
  scanResponseSchema,
  type TechnicalRatingsResponse,
} from '@nepse/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiPost } from '../../../lib/api-client';
import { useLiveNepse } from '../../../lib/live-nepse-query';
import { scanFromSearch } from '../../../lib/scan-link';
import { scanRequestOf } from '../../../lib/scan-request';
import { screenQuery } from '../../../lib/screen-query';
import { symbolScreenQuery } from '../../../lib/symbol-screen-query';
import type { RatingBand } from '../../../lib/watch-alert';

/** How often the page asks whether the data moved to a new version (an unchanged answer is a 304). */
export const DATA_CHECK_MS = 60_000;

/** Each stock's rating as the gauge names it: its latest session's band; a stock whose answer has not come is left out. */
function ratingBands(results: readonly { data?: TechnicalRatingsResponse }[]): Map<string, RatingBand> {
  const bands = new Map<string, RatingBand>();
  for (const { data } of results) {
    const band = data?.strip.at(-1)?.band;
    if (data && band) bands.set(data.symbol, band);
  }
  return bands;
}

/**
 * Everything the Watchlist page shows and its alerts read, from the routes every page uses: the live market (polled
 * as the Live Candle board polls it), the previous 52-week highs (asked again every minute: a new data date is a new
 * data version, and every screen, rating and scan is then asked again), the list screens, each stock's rating and
 * each alert's scan. Only the stocks' symbols leave the browser, as the queries of their ratings.
 */
export function useWatchData(symbols: readonly string[], scanSearches: readonly string[]) {
  const client = useQueryClient();
  const live = useLiveNepse(true);
  const highs = useQuery({ ...screenQuery('watchlist'), refetchInterval: DATA_CHECK_MS });
  const dataDate = highs.data?.dataDate;
  const seenDate = useRef(dataDate);
  useEffect(() => {
    if (dataDate === undefined || seenDate.current === dataDate) return;
    if (seenDate.current !== undefined) void client.invalidateQueries({ queryKey: ['screens'] });
    seenDate.current = dataDate;
  }, [client, dataDate]);

  const volatileStocks = useQuery(screenQuery('volatileStocks'));
  const breakoutStocks = useQuery(screenQuery('breakoutStocks'));
  const consolidatingStocks = useQuery(screenQuery('consolidatingStocks'));
  const volumeShockers = useQuery(screenQuery('volumeShockers'));
  const fiftyTwoWeekHighLow = useQuery(screenQuery('fiftyTwoWeekHighLow'));
  const candlestickPatterns = useQuery(screenQuery('candlestickPatterns'));
  const freshSignals = useQuery(screenQuery('freshIndicatorSignals'));
  const ratings = useQueries({
    queries: symbols.map((symbol) => symbolScreenQuery('technicalRatings', symbol, { silent: true })),
    combine: ratingBands,
  });
  // The stocks each scan matched, by the scan's address query; a scan whose answer has not come is left out.
  const scanMatches = useCallback(
    (results: readonly { data?: ScanResponse }[]) =>
      new Map(
        results.flatMap(({ data }, i) =>
          data ? [[scanSearches[i] ?? '', new Set(data.stocks.map((s) => s.symbol))] as const] : [],
        ),
      ),
    [scanSearches],
  );
  const scans = useQueries({
    queries: scanSearches.map((search) => ({
      // The data date in the key runs every scan again on a new data version.
      queryKey: ['watch-scan', search, dataDate],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiPost(API_PATHS.scan, scanRequestOf(scanFromSearch(new URLSearchParams(search))), {
          schema: scanResponseSchema,
          fallbackMessage: SCREEN_MANIFEST.scanner.api.failureMessage,
          silent: true,
          signal,
        }),
      enabled: dataDate !== undefined,
    })),
    combine: scanMatches,
  });

  return {
    live,
    highs,
    dataDate,
    screens: {
      volatileStocks,
      breakoutStocks,
      consolidatingStocks,
      volumeShockers,
      fiftyTwoWeekHighLow,
      candlestickPatterns,
    },
    freshSignals,
    ratings,
    scans,
  };
}
