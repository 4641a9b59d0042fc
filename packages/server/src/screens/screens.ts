import { breakoutStocksScreen } from './breakout-stocks';
import { candlestickPatternsScreen } from './candlestick-patterns';
import { consolidatingStocksScreen } from './consolidating-stocks';
import { freshIndicatorSignalsScreen } from './fresh-indicator-signals';
import type { AnyScreen } from './screen-definition';
import { trendSignalsScreen } from './trend-signals';
import { volatileStocksScreen } from './volatile-stocks';
import { volumeShockersScreen } from './volume-shockers';

/** Every read-only screen the server computes once per data version and serves from memory. */
export const SCREENS: readonly AnyScreen[] = [
  volumeShockersScreen,
  trendSignalsScreen,
  volatileStocksScreen,
  candlestickPatternsScreen,
  freshIndicatorSignalsScreen,
  breakoutStocksScreen,
  consolidatingStocksScreen,
];
