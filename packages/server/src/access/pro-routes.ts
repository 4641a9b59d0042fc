import { API_PATHS, SCREEN_DECLARATIONS } from '@nepse/contract';
import { API_REFERENCE_ROUTES } from '../http/api-reference-routes';

const routesOf = (pro: boolean) =>
  SCREEN_DECLARATIONS.filter((s) => s.pro === pro).flatMap((s) => s.api?.routes ?? []);

/**
 * What an access key guards, by route as registered (with its parameters, as `request.routeOptions.url` reads
 * them): the API routes of every screen the screen manifest marks Pro, the back-test's and the Scanner's among them,
 * and the study of how those screens' lists have done.
 */
export const PRO_ROUTES: ReadonlySet<string> = new Set([...routesOf(true), API_PATHS.eventStudy]);

/**
 * The API routes that stay free with keys on: those of the free screens (Live Candle, the Play Store pages) and
 * those of no screen: the stock and sector lists, the stock page with its bars, the Market Overview's
 * relative-strength ranks, the API's document and its reference. Listed so that a test can tell a new API route that nobody classified.
 */
export const FREE_API_ROUTES: ReadonlySet<string> = new Set([
  ...routesOf(false),
  API_PATHS.stockList,
  API_PATHS.sectors,
  `${API_PATHS.stock}:symbol`,
  `${API_PATHS.bars}:symbol`,
  API_PATHS.relativeStrength,
  API_PATHS.openapi,
  ...API_REFERENCE_ROUTES,
]);
