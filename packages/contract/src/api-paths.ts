/**
 * The paths of the API routes the server registers one by one (`packages/server/src/routes/`), shared with the web
 * client. A precomputed screen's path is not here: its screen manifest entry holds it (`screenPath`), and the
 * server's screen registry registers it from there.
 */
export const API_PATHS = {
  stockList: '/data/api/v1/security/all/mini',
  sectors: '/api/sectors',
  backtest: '/api/backtest/',
  backtestSector: '/api/backtest/sector/',
  /** Ours: a back-test swept over a grid of one or two fields, with an optional walk-forward. */
  backtestSweep: '/api/backtest/sweep',
  bars: '/api/bars/',
  /** Ours: a scan of one session by the conditions the body gives. */
  scan: '/api/scan',
  supportResistance: '/api/support-resistance/',
  technicalRatings: '/api/technical-ratings/',
  liveNepse: '/api/live-nepse/',
  /** Ours: the live market's phase, source and last polls. */
  liveStatus: '/api/live-status/',
  /** Ours: the Fibonacci Levels screen, which the spec lists without a route. */
  fibonacciLevels: '/api/fibonacci-levels/',
  /** Ours: the stock page's prices and adjustment events. */
  stock: '/api/stock/',
  playSearchApps: '/playstats/search-apps/',
  playAppStats: '/playstats/app-stats/',
  playApps: '/playstats/apps/',
  /** Ours: how a list (a fixed screen, group, pattern, Trend Signals text or scan) has done; `?format=csv` for its events. */
  eventStudy: '/api/event-study',
  /** Ours: every stock's relative-strength rank on one session (`?date=`, the latest by default). */
  relativeStrength: '/api/relative-strength',
  /** Ours: the OpenAPI document of every route, made from the routes' own schemas. */
  openapi: '/api/openapi.json',
  /** Ours: the interactive reference of that document. */
  docs: '/api/docs',
} as const;

/** Query parameter, and POST body field, that carries the access key. */
export const ACCESS_KEY_PARAM = 'accesskey';

/** Path prefixes answered by the API; anything else is the web app. */
export const API_PREFIXES = ['/api/', '/data/', '/playstats/'] as const;

/** Whether an address (a path, with or without its query) is the API's rather than the web app's. */
export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));
