import type { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { backtestResponseSchema } from '../backtest/backtest-response';
import { fibonacciLevelsResponseSchema } from '../levels/fibonacci-levels';
import { supportResistanceResponseSchema } from '../levels/support-resistance';
import { liveNepseResponseSchema } from '../live/live-stock-record';
import { marketOverviewResponseSchema } from '../market/market-overview';
import { appSearchResponseSchema } from '../playstats/app-search';
import { technicalRatingsResponseSchema } from '../ratings/technical-ratings';
import { scanResponseSchema } from '../scan/scan-response';
import { breakoutStocksResponseSchema } from '../screens/breakout-stocks';
import { candlestickPatternsResponseSchema } from '../screens/candlestick-patterns';
import { consolidatingStocksResponseSchema } from '../screens/consolidating-stocks';
import { fiftyTwoWeekHighLowResponseSchema } from '../screens/fifty-two-week-high-low';
import { freshIndicatorSignalsResponseSchema } from '../screens/fresh-indicator-signals';
import { previousYearHighsResponseSchema } from '../screens/previous-year-highs';
import { trendSignalsResponseSchema } from '../screens/trend-signals';
import { volatileStocksResponseSchema } from '../screens/volatile-stocks';
import { volumeShockersResponseSchema } from '../screens/volume-shockers';
import type { ScreenDeclaration, SymbolPlace } from './screen-declaration';

/**
 * Every screen of the dashboard, declared once, in the menu's order: the server's screen registry, the access-key
 * Pro list, the web's routes, its menu and its screen queries derive from it, and a precomputed screen's path is its
 * entry's. A screen missing from a table keyed by the manifest's types (the server's computations, the icons) fails
 * to compile; one without its page (`features/<kebab-key>/<kebab-key>-page.tsx`) fails the web's
 * `screen-page-module.test.ts`. The texts are the spec's, unchanged.
 */
export const SCREEN_MANIFEST = {
  // Ours: what a trader reads first each morning, the whole market on its latest session; free.
  market: {
    page: '/dashboard/market',
    menuName: 'Market Overview',
    menu: 'menu',
    icon: 'market',
    pro: false,
    api: {
      // Its relative-strength table reads API_PATHS.relativeStrength, a free route of its own.
      routes: ['/api/market-overview'],
      schema: marketOverviewResponseSchema,
      failureMessage: 'Failed to fetch the market overview.',
      precomputed: true,
    },
  },
  backtest: {
    page: '/dashboard/backtest',
    menuName: 'Backtesting',
    menu: 'menu',
    icon: 'backtest',
    pro: true,
    api: {
      routes: [API_PATHS.backtest, API_PATHS.backtestSector, API_PATHS.backtestSweep],
      schema: backtestResponseSchema,
      failureMessage: 'Failed to fetch backtest results.',
      precomputed: false,
    },
  },
  // Ours: a scan of the whole market (or a sector) by the trader's own conditions on any session.
  scanner: {
    page: '/dashboard/scanner',
    menuName: 'Scanner',
    menu: 'menu',
    icon: 'scanner',
    pro: true,
    api: {
      routes: [API_PATHS.scan],
      schema: scanResponseSchema,
      failureMessage: 'Failed to run the scan.',
      precomputed: false,
    },
  },
  freshIndicatorSignals: {
    page: '/dashboard/fresh-indicator-signals',
    menuName: 'Fresh Indicator Signals',
    menu: 'menu',
    icon: 'spark',
    pro: true,
    api: {
      routes: ['/api/fresh-indicator-signals/'],
      schema: freshIndicatorSignalsResponseSchema,
      failureMessage: 'Failed to fetch fresh indicator signals.',
      precomputed: true,
    },
  },
  trendSignals: {
    page: '/dashboard/trend-signals',
    menuName: 'Trend Signals',
    menu: 'menu',
    icon: 'trend',
    pro: true,
    api: {
      routes: ['/api/trend-signals/'],
      schema: trendSignalsResponseSchema,
      // The spec's own words for this screen.
      failureMessage: 'Failed to fetch level alerts.',
      precomputed: true,
    },
  },
  volatileStocks: {
    page: '/dashboard/volatile-stocks',
    menuName: 'Volatile Stocks',
    menu: 'menu',
    icon: 'flame',
    pro: true,
    api: {
      routes: ['/api/volatile-stocks/'],
      schema: volatileStocksResponseSchema,
      failureMessage: 'Failed to fetch volatile stocks.',
      precomputed: true,
    },
  },
  supportResistance: {
    page: '/dashboard/support-resistance',
    menuName: 'Support & Resistance',
    menu: 'menu',
    icon: 'levels',
    pro: true,
    api: {
      routes: [`${API_PATHS.supportResistance}:symbol`],
      schema: supportResistanceResponseSchema,
      failureMessage: 'Failed to fetch support & resistance data.',
      precomputed: false,
      symbol: 'path',
    },
  },
  breakoutStocks: {
    page: '/dashboard/breakout-stocks',
    menuName: 'Breakout Stocks',
    menu: 'menu',
    icon: 'breakout',
    pro: true,
    api: {
      routes: ['/api/breakout-stocks/'],
      schema: breakoutStocksResponseSchema,
      failureMessage: 'Failed to fetch breakout stocks.',
      precomputed: true,
    },
  },
  consolidatingStocks: {
    page: '/dashboard/consolidating-stocks',
    menuName: 'Consolidating Stocks',
    menu: 'menu',
    icon: 'squeeze',
    pro: true,
    api: {
      routes: ['/api/consolidating-stocks'],
      schema: consolidatingStocksResponseSchema,
      failureMessage: 'Failed to fetch consolidating stocks.',
      precomputed: true,
    },
  },
  technicalRatings: {
    page: '/dashboard/technical-ratings',
    menuName: 'Technical Ratings',
    menu: 'menu',
    icon: 'gauge',
    pro: true,
    api: {
      routes: [API_PATHS.technicalRatings],
      schema: technicalRatingsResponseSchema,
      failureMessage: 'Failed to fetch technical ratings.',
      precomputed: false,
      symbol: 'query',
    },
  },
  candlestickPatterns: {
    page: '/dashboard/candlestick-patterns',
    menuName: 'Candlestick Patterns',
    menu: 'menu',
    icon: 'candles',
    pro: true,
    api: {
      routes: ['/api/candlestick-patterns/'],
      schema: candlestickPatternsResponseSchema,
      failureMessage: 'Failed to fetch candlestick patterns.',
      precomputed: true,
    },
  },
  volumeShockers: {
    page: '/dashboard/volume-shockers',
    menuName: 'Volume Shockers',
    menu: 'menu',
    icon: 'volume',
    pro: true,
    api: {
      routes: ['/api/volume-shockers'],
      schema: volumeShockersResponseSchema,
      failureMessage: 'Failed to fetch volume shockers.',
      precomputed: true,
    },
  },
  fiftyTwoWeekHighLow: {
    page: '/dashboard/52-week-high-low',
    menuName: '52-Week High & Low',
    menu: 'menu',
    icon: 'year-range',
    pro: true,
    api: {
      routes: ['/api/52-week-high-low'],
      schema: fiftyTwoWeekHighLowResponseSchema,
      failureMessage: 'Failed to fetch 52-week highs and lows.',
      precomputed: true,
    },
  },
  liveCandle: {
    page: '/dashboard/live-candle',
    menuName: 'Live Candle Watch',
    menu: 'menu',
    icon: 'pulse',
    pro: false,
    api: {
      routes: [API_PATHS.liveNepse, API_PATHS.liveStatus],
      schema: liveNepseResponseSchema,
      failureMessage: 'Failed to fetch live NEPSE data',
      precomputed: false,
    },
  },
  // Ours: the person's watchlists, kept in the browser. Its answer is each stock's previous 52-week high; the page
  // reads the other figures from the screens and the live market.
  watchlist: {
    page: '/dashboard/watchlist',
    menuName: 'Watchlist',
    menu: 'menu',
    icon: 'star',
    pro: false,
    api: {
      routes: ['/api/previous-year-highs'],
      schema: previousYearHighsResponseSchema,
      failureMessage: 'Failed to fetch the watchlist figures.',
      precomputed: true,
    },
  },
  fibonacciLevels: {
    page: '/dashboard/fibonacci-levels',
    menuName: 'Fibonacci Levels',
    menu: 'menu',
    icon: 'fibonacci',
    pro: true,
    api: {
      routes: [`${API_PATHS.fibonacciLevels}:symbol`],
      schema: fibonacciLevelsResponseSchema,
      // Ours: the spec has no text for this screen.
      failureMessage: 'Failed to fetch Fibonacci levels.',
      precomputed: false,
      symbol: 'path',
    },
  },
  // The spec routes the Play Store pages but its menu does not list them: a link of their own below the menu.
  playstats: {
    page: '/dashboard/playstats',
    menuName: 'Play Store Analytics',
    menu: 'below-menu',
    icon: 'app-store',
    pro: false,
    api: {
      routes: [API_PATHS.playSearchApps, API_PATHS.playAppStats, API_PATHS.playApps],
      schema: appSearchResponseSchema,
      failureMessage: 'Failed to search apps. Please try again.',
      precomputed: false,
    },
  },
} as const satisfies Record<string, ScreenDeclaration>;

export type ScreenKey = keyof typeof SCREEN_MANIFEST;
type Manifest = typeof SCREEN_MANIFEST;

/** Every screen's key, in the manifest's (the menu's) order. */
export const SCREEN_KEYS = Object.keys(SCREEN_MANIFEST) as ScreenKey[];

/** The declaration of each screen, typed loosely, for what goes through them all. */
export const SCREEN_DECLARATIONS: readonly ScreenDeclaration[] = SCREEN_KEYS.map(
  (key) => SCREEN_MANIFEST[key],
);

/** The screens answered for one symbol at a time: the web asks for each through one query built from its entry. */
export type SymbolScreenKey = {
  [K in ScreenKey]: Manifest[K] extends { api: { symbol: SymbolPlace } } ? K : never;
}[ScreenKey];

/** The screens the server computes once per data version: its registry must compute each of them. */
export type PrecomputedScreenKey = {
  [K in ScreenKey]: Manifest[K] extends { api: { precomputed: true } } ? K : never;
}[ScreenKey];

/** The answer of a screen's first route, as its schema parses it. */
export type ScreenAnswerOf<K extends ScreenKey> = Manifest[K] extends {
  api: { schema: infer S extends z.ZodType };
}
  ? z.infer<S>
  : never;

/** One row of a screen whose answer is a plain list. */
export type ScreenRowOf<K extends ScreenKey> = ScreenAnswerOf<K> extends readonly (infer Row)[] ? Row : never;

/** The API path of a precomputed screen: the one route its manifest entry declares. */
export const screenPath = (key: PrecomputedScreenKey): string => SCREEN_MANIFEST[key].api.routes[0];

/** The keys of the screens whose link sits at `place`, in the manifest's order. */
export function screensAt(place: ScreenDeclaration['menu']): ScreenKey[] {
  return SCREEN_KEYS.filter((key) => SCREEN_MANIFEST[key].menu === place);
}
