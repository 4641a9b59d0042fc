import { breakoutStocks, fiftyTwoWeekHighLow, previousYearHighs, volumeShockers } from '@nepse/core';
import { candlestickPatternsAnswer } from './candlestick-patterns';
import { consolidatingStocksAnswer } from './consolidating-stocks';
import { freshIndicatorSignalsAnswer } from './fresh-indicator-signals';
import { marketOverviewAnswer } from './market-overview';
import { type AnyScreen, screenDefinitions } from './screen-definition';
import { withSectors } from './screen-input';
import { trendSignalsAnswer } from './trend-signals';
import { volatileStocksAnswer } from './volatile-stocks';

/**
 * Every read-only screen the server computes once per data version and serves from memory: each precomputed screen
 * of the screen manifest with its computation, core's rows with their sectors (`withSectors`) or a file of its own
 * when the answer says more. A screen the manifest adds without one here fails to compile.
 */
export const SCREENS: readonly AnyScreen[] = screenDefinitions({
  market: marketOverviewAnswer,
  freshIndicatorSignals: freshIndicatorSignalsAnswer,
  trendSignals: trendSignalsAnswer,
  volatileStocks: volatileStocksAnswer,
  breakoutStocks: withSectors(breakoutStocks),
  consolidatingStocks: consolidatingStocksAnswer,
  candlestickPatterns: candlestickPatternsAnswer,
  volumeShockers: withSectors(volumeShockers),
  fiftyTwoWeekHighLow: withSectors(fiftyTwoWeekHighLow),
  watchlist: ({ market }) => previousYearHighs(market),
});
