import { useQuery } from '@tanstack/react-query';
import { useLiveNepse } from '../../../lib/live-nepse-query';
import { screenQuery } from '../../../lib/screen-query';
import { useRatingBands } from '../../../lib/use-rating-bands';
import { useWatchFigures } from '../../../lib/use-watch-figures';

/**
 * What the Watchlist page shows, from the routes every page uses: the live market (the Live Candle board's poll),
 * each stock's previous 52-week high (asked again every minute, for a new data version), the list screens and each
 * stock's rating. Only the stocks' symbols leave the browser, as the queries of their ratings.
 */
export function useWatchData(symbols: readonly string[]) {
  return {
    live: useLiveNepse(true),
    figures: useWatchFigures(),
    screens: {
      volatileStocks: useQuery(screenQuery('volatileStocks')),
      breakoutStocks: useQuery(screenQuery('breakoutStocks')),
      consolidatingStocks: useQuery(screenQuery('consolidatingStocks')),
      volumeShockers: useQuery(screenQuery('volumeShockers')),
      fiftyTwoWeekHighLow: useQuery(screenQuery('fiftyTwoWeekHighLow')),
      candlestickPatterns: useQuery(screenQuery('candlestickPatterns')),
    },
    freshSignals: useQuery(screenQuery('freshIndicatorSignals')),
    ratings: useRatingBands(symbols),
  };
}
