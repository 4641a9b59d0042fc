import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { HydrateFallback } from './hydrate-fallback';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';

/** A route whose component is its own chunk, loaded when the route is first visited. */
function lazyRoute(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const backtest = () => import('../features/backtest/backtest-page').then((m) => m.BacktestPage);

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
      lazyRoute(undefined, () => import('../features/landing/landing-page').then((m) => m.LandingPage)),
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./dashboard/dashboard-layout')).DashboardLayout }),
        children: [
          lazyRoute(undefined, backtest),
          lazyRoute('backtest', backtest),
          lazyRoute('fresh-indicator-signals', () =>
            import('../features/fresh-indicator-signals/fresh-indicator-signals-page').then(
              (m) => m.FreshIndicatorSignalsPage,
            ),
          ),
          lazyRoute('trend-signals', () =>
            import('../features/trend-signals/trend-signals-page').then((m) => m.TrendSignalsPage),
          ),
          lazyRoute('volatile-stocks', () =>
            import('../features/volatile-stocks/volatile-stocks-page').then((m) => m.VolatileStocksPage),
          ),
          lazyRoute('support-resistance', () =>
            import('../features/support-resistance/support-resistance-page').then(
              (m) => m.SupportResistancePage,
            ),
          ),
          lazyRoute('breakout-stocks', () =>
            import('../features/breakout-stocks/breakout-stocks-page').then((m) => m.BreakoutStocksPage),
          ),
          lazyRoute('consolidating-stocks', () =>
            import('../features/consolidating-stocks/consolidating-stocks-page').then(
              (m) => m.ConsolidatingStocksPage,
            ),
          ),
          lazyRoute('technical-ratings', () =>
            import('../features/technical-ratings/technical-ratings-page').then(
              (m) => m.TechnicalRatingsPage,
            ),
          ),
          lazyRoute('candlestick-patterns', () =>
            import('../features/candlestick-patterns/candlestick-patterns-page').then(
              (m) => m.CandlestickPatternsPage,
            ),
          ),
          lazyRoute('volume-shockers', () =>
            import('../features/volume-shockers/volume-shockers-page').then((m) => m.VolumeShockersPage),
          ),
          lazyRoute('live-candle', () =>
            import('../features/live-candle/live-candle-page').then((m) => m.LiveCandlePage),
          ),
          lazyRoute('fibonacci-levels', () =>
            import('../features/fibonacci-levels/fibonacci-levels-page').then((m) => m.FibonacciLevelsPage),
          ),
          lazyRoute('playstats', () =>
            import('../features/playstats/playstats-page').then((m) => m.PlaystatsPage),
          ),
          lazyRoute('playstats/app/:packageName', () =>
            import('../features/playstats/app-detail-page').then((m) => m.AppDetailPage),
          ),
        ],
      },
      lazyRoute('privacy', () => import('../features/info-pages/privacy-page').then((m) => m.PrivacyPage)),
      lazyRoute('terms', () => import('../features/info-pages/terms-page').then((m) => m.TermsPage)),
      lazyRoute('contact', () => import('../features/info-pages/contact-page').then((m) => m.ContactPage)),
      lazyRoute('support', () => import('../features/info-pages/support-page').then((m) => m.SupportPage)),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
