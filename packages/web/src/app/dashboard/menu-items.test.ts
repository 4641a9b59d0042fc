import { SCREEN_MANIFEST, screensAt } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { BELOW_MENU_ITEMS, filterMenuItems, isMenuItemActive, MENU_ITEMS } from './menu-items';

const entries = (place: 'menu' | 'below-menu') =>
  screensAt(place).map((key) => {
    const { menuName, page, pro } = SCREEN_MANIFEST[key];
    return [menuName, page, pro];
  });

describe('menu items', () => {
  it("are the screen manifest's menu, in its order, each with its name, page and Pro marker", () => {
    expect(MENU_ITEMS.map((i) => [i.name, i.path, i.pro])).toEqual(entries('menu'));
    expect(BELOW_MENU_ITEMS.map((i) => [i.name, i.path, i.pro])).toEqual(entries('below-menu'));
    expect(MENU_ITEMS.filter((i) => !i.pro).map((i) => i.name)).toEqual([
      'Market Overview',
      'Live Candle Watch',
      'Watchlist',
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
    expect(filterMenuItems(MENU_ITEMS, '')).toEqual(MENU_ITEMS);
  });

  it('mark the current route; /dashboard is Backtesting', () => {
    const active = (path: string) => MENU_ITEMS.filter((i) => isMenuItemActive(i, path)).map((i) => i.name);
    expect(active('/dashboard')).toEqual(['Backtesting']);
    expect(active('/dashboard/')).toEqual(['Backtesting']);
    expect(active('/dashboard/backtest')).toEqual(['Backtesting']);
    expect(active('/dashboard/trend-signals')).toEqual(['Trend Signals']);
    expect(active('/dashboard/52-week-high-low')).toEqual(['52-Week High & Low']);
    expect(active('/dashboard/playstats')).toEqual([]);
  });

  it('give the Play Store pages a link of their own below the menu, current on the search and on an app', () => {
    const [playStore] = BELOW_MENU_ITEMS;
    expect([playStore?.name, playStore?.path, playStore?.pro]).toEqual([
      'Play Store Analytics',
      '/dashboard/playstats',
      false,
    ]);
    expect(isMenuItemActive(playStore!, '/dashboard/playstats/')).toBe(true);
    expect(isMenuItemActive(playStore!, '/dashboard/playstats/app/com.f1soft.esewa')).toBe(true);
    expect(isMenuItemActive(playStore!, '/dashboard/playstatsx')).toBe(false);
  });
});
