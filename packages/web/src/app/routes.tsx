import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { HydrateFallback } from './hydrate-fallback';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';

/**
 * The routed modules, each its own chunk, by their path from this file. A glob rather than one `import()` a route
 * so that the build can read which module a route loads (`handle.module`) and preload its chunks with the page.
 */
const routeModules = import.meta.glob<Record<string, unknown>>([
  '../features/*/*-page.tsx',
  './dashboard/dashboard-layout.tsx',
]);

/** What the build reads from a lazy route: the module it loads, as a key of `routeModules`. */
export interface RouteModuleHandle {
  module: string;
}

/** A route's `lazy` and `handle` for the module's export `name`, its component, loaded when first visited. */
function lazyModule(
  module: string,
  name: string,
): { lazy: () => Promise<{ Component: ComponentType }>; handle: RouteModuleHandle } {
  const load = routeModules[module];
  if (load === undefined) throw new Error(`No routed module ${module}`);
  const lazy = async () => {
    const Component = (await load())[name];
    if (typeof Component !== 'function') throw new Error(`${module} exports no component ${name}`);
    return { Component: Component as ComponentType };
  };
  return { lazy, handle: { module } };
}

/** A route (the index route without a path) whose component is the module's export `name`. */
function lazyRoute(path: string | undefined, module: string, name: string): RouteObject {
  return path === undefined
    ? { index: true, ...lazyModule(module, name) }
    : { path, ...lazyModule(module, name) };
}

const BACKTEST = ['../features/backtest/backtest-page.tsx', 'BacktestPage'] as const;

/**
 * Spec section 2: the landing page at /, the dashboard under /dashboard (every screen its own chunk), the
 * footer's text pages, and the not-found page for every other address, /dashboard/... included.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback,
    children: [
      lazyRoute(undefined, '../features/landing/landing-page.tsx', 'LandingPage'),
      {
        path: 'dashboard',
        ...lazyModule('./dashboard/dashboard-layout.tsx', 'DashboardLayout'),
        children: [
          lazyRoute(undefined, ...BACKTEST),
          lazyRoute('backtest', ...BACKTEST),
          lazyRoute(
            'fresh-indicator-signals',
            '../features/fresh-indicator-signals/fresh-indicator-signals-page.tsx',
            'FreshIndicatorSignalsPage',
          ),
          lazyRoute('trend-signals', '../features/trend-signals/trend-signals-page.tsx', 'TrendSignalsPage'),
          lazyRoute(
            'volatile-stocks',
            '../features/volatile-stocks/volatile-stocks-page.tsx',
            'VolatileStocksPage',
          ),
          lazyRoute(
            'support-resistance',
            '../features/support-resistance/support-resistance-page.tsx',
            'SupportResistancePage',
          ),
          lazyRoute(
            'breakout-stocks',
            '../features/breakout-stocks/breakout-stocks-page.tsx',
            'BreakoutStocksPage',
          ),
          lazyRoute(
            'consolidating-stocks',
            '../features/consolidating-stocks/consolidating-stocks-page.tsx',
            'ConsolidatingStocksPage',
          ),
          lazyRoute(
            'technical-ratings',
            '../features/technical-ratings/technical-ratings-page.tsx',
            'TechnicalRatingsPage',
          ),
          lazyRoute(
            'candlestick-patterns',
            '../features/candlestick-patterns/candlestick-patterns-page.tsx',
            'CandlestickPatternsPage',
          ),
          lazyRoute(
            'volume-shockers',
            '../features/volume-shockers/volume-shockers-page.tsx',
            'VolumeShockersPage',
          ),
          lazyRoute('live-candle', '../features/live-candle/live-candle-page.tsx', 'LiveCandlePage'),
          lazyRoute(
            'fibonacci-levels',
            '../features/fibonacci-levels/fibonacci-levels-page.tsx',
            'FibonacciLevelsPage',
          ),
          lazyRoute('stock/:symbol', '../features/stock/stock-page.tsx', 'StockPage'),
          lazyRoute('playstats', '../features/playstats/playstats-page.tsx', 'PlaystatsPage'),
          lazyRoute(
            'playstats/app/:packageName',
            '../features/playstats/app-detail-page.tsx',
            'AppDetailPage',
          ),
        ],
      },
      lazyRoute('privacy', '../features/info-pages/privacy-page.tsx', 'PrivacyPage'),
      lazyRoute('terms', '../features/info-pages/terms-page.tsx', 'TermsPage'),
      lazyRoute('contact', '../features/info-pages/contact-page.tsx', 'ContactPage'),
      lazyRoute('support', '../features/info-pages/support-page.tsx', 'SupportPage'),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
