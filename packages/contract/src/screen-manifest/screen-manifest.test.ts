import { describe, expect, it } from 'vitest';
import { API_PATHS, isApiPath } from '../api-paths';
import { SCREEN_DECLARATIONS, SCREEN_MANIFEST, screensAt } from './screen-manifest';

/** The spec's side navigation: name, path and Pro marker, in its order. */
const SPEC_MENU = [
  ['Backtesting', '/dashboard/backtest', true],
  ['Fresh Indicator Signals', '/dashboard/fresh-indicator-signals', true],
  ['Trend Signals', '/dashboard/trend-signals', true],
  ['Volatile Stocks', '/dashboard/volatile-stocks', true],
  ['Support & Resistance', '/dashboard/support-resistance', true],
  ['Breakout Stocks', '/dashboard/breakout-stocks', true],
  ['Consolidating Stocks', '/dashboard/consolidating-stocks', true],
  ['Technical Ratings', '/dashboard/technical-ratings', true],
  ['Candlestick Patterns', '/dashboard/candlestick-patterns', true],
  ['Volume Shockers', '/dashboard/volume-shockers', true],
  ['Live Candle Watch', '/dashboard/live-candle', false],
  ['Fibonacci Levels', '/dashboard/fibonacci-levels', true],
] as const;

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

describe('the screen manifest', () => {
  it("keeps the spec's menu items, names, paths and Pro markers in the spec's order, ours added among them", () => {
    const menu = screensAt('menu').map((key) => SCREEN_MANIFEST[key]);
    const specPaths: readonly string[] = SPEC_MENU.map(([, path]) => path);
    expect(menu.filter((s) => specPaths.includes(s.page)).map((s) => [s.menuName, s.page, s.pro])).toEqual(
      SPEC_MENU,
    );
    expect(menu.filter((s) => !specPaths.includes(s.page)).map((s) => s.menuName)).toEqual([
      'Market Overview',
      'Scanner',
      '52-Week High & Low',
      'Watchlist',
    ]);
    expect(screensAt('below-menu').map((key) => SCREEN_MANIFEST[key].menuName)).toEqual([
      'Play Store Analytics',
    ]);
  });

  it('gives each screen its own page of one segment under /dashboard/, its own name and its own routes', () => {
    expect(SCREEN_DECLARATIONS.map((s) => s.page).every((p) => /^\/dashboard\/[a-z0-9-]+$/.test(p))).toBe(
      true,
    );
    expect(distinct(SCREEN_DECLARATIONS.map((s) => s.page))).toBe(true);
    expect(distinct(SCREEN_DECLARATIONS.map((s) => s.menuName))).toBe(true);
    const routes = SCREEN_DECLARATIONS.flatMap((s) => s.api?.routes ?? []);
    expect(routes.filter((route) => !isApiPath(route))).toEqual([]);
    expect(distinct(routes)).toBe(true);
    expect(SCREEN_DECLARATIONS.filter((s) => s.api?.failureMessage.trim() === '')).toEqual([]);
  });

  it('gives each precomputed screen one route without a parameter, which the server serves from memory', () => {
    const precomputed = SCREEN_DECLARATIONS.flatMap((s) => (s.api?.precomputed ? [s.api.routes] : []));
    expect(precomputed.length).toBeGreaterThan(0);
    expect(precomputed.filter((routes) => routes.length !== 1 || routes[0].includes(':'))).toEqual([]);
  });

  it('takes a symbol where its first route says: a path ending in :symbol, else the query of a route without one', () => {
    const placeOf = (route: string) =>
      route.endsWith('/:symbol') ? 'path' : route.includes(':') ? 'another parameter' : 'query';
    const takers = SCREEN_DECLARATIONS.filter((s) => s.api?.symbol !== undefined);
    expect(takers.map((s) => s.menuName)).toEqual([
      'Support & Resistance',
      'Technical Ratings',
      'Fibonacci Levels',
    ]);
    expect(takers.filter((s) => s.api?.precomputed)).toEqual([]);
    expect(takers.map((s) => s.api && placeOf(s.api.routes[0]))).toEqual(takers.map((s) => s.api?.symbol));
    const others = SCREEN_DECLARATIONS.flatMap((s) =>
      s.api && s.api.symbol === undefined ? [s.api.routes[0]] : [],
    );
    expect(others.filter((route) => route.includes(':'))).toEqual([]);
  });

  it("is the one owner of a precomputed screen's path: API_PATHS lists none of them", () => {
    const paths: readonly string[] = Object.values(API_PATHS);
    const owned = SCREEN_DECLARATIONS.flatMap((s) => (s.api?.precomputed ? s.api.routes : []));
    expect(owned.filter((route) => paths.includes(route))).toEqual([]);
  });
});
