import { OTHER_PAGES, SCREEN_KEYS, SCREEN_MANIFEST, type ScreenKey } from '@nepse/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { HydrateFallback } from './hydrate-fallback';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';
import { screenPageModule } from './screen-page-module';

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

/** A screen's page as a route's `lazy` and `handle`: the module and export its manifest key names. */
function screenPage(key: ScreenKey) {
  const { module, name } = screenPageModule(key);
  return lazyModule(module, name);
}

/** A page's path below its parent route's (the contract's page paths are whole). */
const below = (parent: string, page: string) => page.slice(parent === '/' ? 1 : parent.length + 1);

/** The route of a screen of the manifest: its page at its path under /dashboard. */
const screenRoute = (key: ScreenKey): RouteObject => ({
  path: below(OTHER_PAGES.dashboard, SCREEN_MANIFEST[key].page),
  ...screenPage(key),
});

/**
 * The landing page at /, the dashboard under /dashboard (every screen of the manifest at its page, each its own
 * chunk; /dashboard itself is Backtesting; a stock's page and a Play Store app's page beside them), the footer's
 * text pages, and the not-found page for every other address, /dashboard/... included.
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
        path: below('/', OTHER_PAGES.dashboard),
        ...lazyModule('./dashboard/dashboard-layout.tsx', 'DashboardLayout'),
        children: [
          { index: true, ...screenPage('backtest') },
          ...SCREEN_KEYS.map(screenRoute),
          lazyRoute(
            below(OTHER_PAGES.dashboard, OTHER_PAGES.stock),
            '../features/stock/stock-page.tsx',
            'StockPage',
          ),
          lazyRoute(
            below(OTHER_PAGES.dashboard, OTHER_PAGES.playApp),
            '../features/playstats/app-detail-page.tsx',
            'AppDetailPage',
          ),
        ],
      },
      lazyRoute(below('/', OTHER_PAGES.privacy), '../features/info-pages/privacy-page.tsx', 'PrivacyPage'),
      lazyRoute(below('/', OTHER_PAGES.terms), '../features/info-pages/terms-page.tsx', 'TermsPage'),
      lazyRoute(below('/', OTHER_PAGES.contact), '../features/info-pages/contact-page.tsx', 'ContactPage'),
      lazyRoute(below('/', OTHER_PAGES.support), '../features/info-pages/support-page.tsx', 'SupportPage'),
      { path: '*', Component: NotFoundPage },
    ],
  },
];
