import { API_PATHS } from '@nepse/contract';
import { API_REFERENCE_ROUTES } from '../http/api-reference-routes';

/**
 * The one list of what an access key guards (DESIGN section 6), by route as registered: the back-test and every
 * screen the menu marks Pro. Routes are named with their parameters, as `request.routeOptions.url` reads.
 */
export const PRO_ROUTES: ReadonlySet<string> = new Set([
  API_PATHS.backtest,
  API_PATHS.backtestSector,
  API_PATHS.trendSignals,
  API_PATHS.freshIndicatorSignals,
  API_PATHS.volatileStocks,
  `${API_PATHS.supportResistance}:symbol`,
  API_PATHS.breakoutStocks,
  API_PATHS.consolidatingStocks,
  API_PATHS.technicalRatings,
  API_PATHS.candlestickPatterns,
  API_PATHS.volumeShockers,
  `${API_PATHS.fibonacciLevels}:symbol`,
]);

/**
 * The API routes that stay free with keys on: the stock and sector lists, Live Candle, the stock page and its
 * bars, the Play Store calls, the API's document and its reference. Listed so that a test can tell a new API
 * route that nobody classified.
 */
export const FREE_API_ROUTES: ReadonlySet<string> = new Set([
  API_PATHS.stockList,
  API_PATHS.sectors,
  API_PATHS.liveNepse,
  API_PATHS.liveStatus,
  `${API_PATHS.stock}:symbol`,
  `${API_PATHS.bars}:symbol`,
  API_PATHS.playSearchApps,
  API_PATHS.playAppStats,
  API_PATHS.playApps,
  API_PATHS.openapi,
  ...API_REFERENCE_ROUTES,
]);
