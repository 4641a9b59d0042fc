import { SCREEN_MANIFEST, type ScreenKey, screensAt } from '@nepse/contract';
import type { Icon } from '../../components/icons';
import { MENU_ICONS } from './menu-icons';

/** A side-navigation entry (spec: "Sidebar menu item": name, path and Pro flag), with its icon. */
export interface MenuItem {
  name: string;
  path: string;
  pro: boolean;
  icon: Icon;
}

/** The menu entry of a screen of the manifest. */
function menuItemOf(key: ScreenKey): MenuItem {
  const { menuName, page, pro, icon } = SCREEN_MANIFEST[key];
  return { name: menuName, path: page, pro, icon: MENU_ICONS[icon] };
}

/** The side navigation of the dashboard: the screen manifest's menu, in its order (the spec's, ours added). */
export const MENU_ITEMS: readonly MenuItem[] = screensAt('menu').map(menuItemOf);

/** The links below the menu, outside its search: the Play Store pages, which the spec routes but its menu omits. */
export const BELOW_MENU_ITEMS: readonly MenuItem[] = screensAt('below-menu').map(menuItemOf);

/** The items whose name holds the search text, case-insensitively (the spec's menu search). */
export function filterMenuItems(items: readonly MenuItem[], search: string): MenuItem[] {
  const wanted = search.trim().toLowerCase();
  return items.filter((item) => item.name.toLowerCase().includes(wanted));
}

/** The item of the current address; /dashboard itself is Backtesting (the spec's dashboard index). */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/dashboard') return item.path === SCREEN_MANIFEST.backtest.page;
  return path === item.path || path.startsWith(`${item.path}/`);
}
