import type { z } from 'zod';

/** The menu's pictures, named by what they show; the web draws each (a `Record<IconKey, Icon>`, so none is missing). */
export type IconKey =
  | 'backtest'
  | 'spark'
  | 'trend'
  | 'flame'
  | 'levels'
  | 'breakout'
  | 'squeeze'
  | 'gauge'
  | 'candles'
  | 'volume'
  | 'year-range'
  | 'pulse'
  | 'fibonacci'
  | 'app-store'
  | 'scanner'
  | 'star'
  | 'market';

/** Where a screen's link sits in the dashboard's side navigation: in the searchable menu, or in the list below it. */
export type MenuPlace = 'menu' | 'below-menu';

/**
 * Where a screen answered for one symbol takes it: in its first route's path, which ends in the `:symbol` parameter,
 * or as the `symbol` query parameter of that route.
 */
export type SymbolPlace = 'path' | 'query';

/** What a screen asks of the API. */
export interface ScreenApi {
  /**
   * The routes the screen calls, as the server registers them (`:symbol` for a path parameter), its main answer's
   * first: with access keys on, those of a Pro screen need a key. A precomputed screen's one route is written here
   * and nowhere else (`screenPath` reads it); the others are routes of their own, whose paths `API_PATHS` holds.
   */
  readonly routes: readonly [string, ...string[]];
  /** The first route's answer. */
  readonly schema: z.ZodType;
  /** What the page shows when a failed answer names no error of its own. */
  readonly failureMessage: string;
  /**
   * Computed for the whole market once per data version and served from memory (the server's screen registry
   * computes it), rather than answered per request (a route of its own, e.g. for one symbol).
   */
  readonly precomputed: boolean;
  /**
   * Where the first route takes the one symbol it answers for; absent when it takes none. The stock page's cards
   * show the answers of these screens too, through the same query as the screen's page.
   */
  readonly symbol?: SymbolPlace;
}

/** One screen of the dashboard: its page, its menu entry and, when it has one, its API. */
export interface ScreenDeclaration {
  readonly page: `/dashboard/${string}`;
  readonly menuName: string;
  readonly menu: MenuPlace;
  readonly icon: IconKey;
  /** Marked Pro in the menu; with access keys on, its API routes answer 401 without a valid key. */
  readonly pro: boolean;
  readonly api?: ScreenApi;
}
