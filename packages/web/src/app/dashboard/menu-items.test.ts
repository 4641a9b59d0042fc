import { describe, expect, it } from 'vitest';
import { filterMenuItems, isMenuItemActive, MENU_ITEMS, PLAY_STORE_MENU_ITEM } from './menu-items';

describe('menu items', () => {
  it("are the spec's twelve, only Live Candle Watch without Pro", () => {
    expect(MENU_ITEMS.map((i) => [i.name, i.path, i.pro])).toEqual([
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
    ]);
  });

  it('filter by name, case-insensitively', () => {
    expect(filterMenuItems(MENU_ITEMS, 'STOCKS').map((i) => i.name)).toEqual([
      'Volatile Stocks',
      'Breakout Stocks',
      'Consolidating Stocks',
    ]);
    expect(filterMenuItems(MENU_ITEMS, ' candle ').map((i) => i.name)).toEqual([
      'Candlestick Patterns',
      'Live Candle Watch',
    ]);
    expect(filterMenuItems(MENU_ITEMS, 'bitcoin')).toEqual([]);
    expect(filterMenuItems(MENU_ITEMS, '')).toHaveLength(12);
  });

  it('mark the current route; /dashboard is Backtesting', () => {
    const active = (path: string) => MENU_ITEMS.filter((i) => isMenuItemActive(i, path)).map((i) => i.name);
    expect(active('/dashboard')).toEqual(['Backtesting']);
    expect(active('/dashboard/')).toEqual(['Backtesting']);
    expect(active('/dashboard/backtest')).toEqual(['Backtesting']);
    expect(active('/dashboard/trend-signals')).toEqual(['Trend Signals']);
    expect(active('/dashboard/playstats')).toEqual([]);
  });

  it('give the Play Store pages a link of their own, current on the search and on an app', () => {
    expect([PLAY_STORE_MENU_ITEM.name, PLAY_STORE_MENU_ITEM.path, PLAY_STORE_MENU_ITEM.pro]).toEqual([
      'Play Store Analytics',
      '/dashboard/playstats',
      false,
    ]);
    expect(isMenuItemActive(PLAY_STORE_MENU_ITEM, '/dashboard/playstats/')).toBe(true);
    expect(isMenuItemActive(PLAY_STORE_MENU_ITEM, '/dashboard/playstats/app/com.f1soft.esewa')).toBe(true);
    expect(isMenuItemActive(PLAY_STORE_MENU_ITEM, '/dashboard/playstatsx')).toBe(false);
  });
});
