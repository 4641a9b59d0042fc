import {
  AppStoreIcon,
  BacktestIcon,
  BreakoutIcon,
  CandlesIcon,
  FibonacciIcon,
  FlameIcon,
  GaugeIcon,
  type Icon,
  LevelsIcon,
  PulseIcon,
  SparkIcon,
  SqueezeIcon,
  TrendIcon,
  VolumeIcon,
} from '../../components/icons';

/** A side-navigation entry (spec section 3, "Sidebar menu item": name, path and Pro flag), with its icon. */
export interface MenuItem {
  name: string;
  path: string;
  pro: boolean;
  icon: Icon;
}

/** The side navigation of the dashboard, in the spec's order (spec section 2). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { name: 'Backtesting', path: '/dashboard/backtest', pro: true, icon: BacktestIcon },
  { name: 'Fresh Indicator Signals', path: '/dashboard/fresh-indicator-signals', pro: true, icon: SparkIcon },
  { name: 'Trend Signals', path: '/dashboard/trend-signals', pro: true, icon: TrendIcon },
  { name: 'Volatile Stocks', path: '/dashboard/volatile-stocks', pro: true, icon: FlameIcon },
  { name: 'Support & Resistance', path: '/dashboard/support-resistance', pro: true, icon: LevelsIcon },
  { name: 'Breakout Stocks', path: '/dashboard/breakout-stocks', pro: true, icon: BreakoutIcon },
  { name: 'Consolidating Stocks', path: '/dashboard/consolidating-stocks', pro: true, icon: SqueezeIcon },
  { name: 'Technical Ratings', path: '/dashboard/technical-ratings', pro: true, icon: GaugeIcon },
  { name: 'Candlestick Patterns', path: '/dashboard/candlestick-patterns', pro: true, icon: CandlesIcon },
  { name: 'Volume Shockers', path: '/dashboard/volume-shockers', pro: true, icon: VolumeIcon },
  { name: 'Live Candle Watch', path: '/dashboard/live-candle', pro: false, icon: PulseIcon },
  { name: 'Fibonacci Levels', path: '/dashboard/fibonacci-levels', pro: true, icon: FibonacciIcon },
];

/**
 * The Play Store pages (spec section 2 routes them but its menu does not list them): a link of its own below the
 * twelve items (issue 21).
 */
export const PLAY_STORE_MENU_ITEM: MenuItem = {
  name: 'Play Store Analytics',
  path: '/dashboard/playstats',
  pro: false,
  icon: AppStoreIcon,
};

/** Spec section 5: the items whose name holds the search text, case-insensitively. */
export function filterMenuItems(items: readonly MenuItem[], search: string): MenuItem[] {
  const wanted = search.trim().toLowerCase();
  return items.filter((item) => item.name.toLowerCase().includes(wanted));
}

/** The item of the current address; /dashboard itself is Backtesting (spec section 2). */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/dashboard') return item.path === '/dashboard/backtest';
  return path === item.path || path.startsWith(`${item.path}/`);
}
