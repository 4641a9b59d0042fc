import { useState } from 'react';
import { useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { classNames } from '../../components/class-names';
import { CollapseIcon, ExpandIcon, SearchIcon } from '../../components/icons';
import { PRODUCT_NAME } from '../../lib/page-meta';
import { BELOW_MENU_ITEMS, filterMenuItems, isMenuItemActive, MENU_ITEMS } from './menu-items';
import { SidebarLink } from './sidebar-link';

export interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * The dashboard's side navigation: search by name, the menu with Pro badges, the links below it (the Play Store
 * pages), collapse to icons (64 px) from its full width (320 px), and the footer with the year and a rights
 * notice.
 */
export function Sidebar({ collapsed, onToggle }: SidebarProps) {
  const [search, setSearch] = useState('');
  const { pathname } = useLocation();
  const items = filterMenuItems(MENU_ITEMS, collapsed ? '' : search);
  const year = new Date().getFullYear();

  return (
    <aside
      aria-label="Dashboard navigation"
      data-collapsed={collapsed}
      className={classNames(
        'fixed inset-y-0 left-0 z-40 flex flex-col border-slate-200 border-r bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900',
        collapsed ? 'w-16' : 'w-80',
      )}
    >
      <div
        className={classNames(
          'flex h-16 shrink-0 items-center border-slate-200 border-b dark:border-slate-800',
          collapsed ? 'justify-center' : 'justify-between px-4',
        )}
      >
        {!collapsed && <BrandLogo className="text-slate-900 dark:text-white" />}
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          {collapsed ? <ExpandIcon /> : <CollapseIcon />}
        </button>
      </div>

      {!collapsed && (
        <div className="px-4 pt-4">
          <label className="relative block">
            <span className="sr-only">Search the menu</span>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search..."
              className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pr-3 pl-9 text-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 dark:border-slate-700 dark:bg-slate-800"
            />
          </label>
        </div>
      )}

      <nav
        aria-label="Screens"
        className={classNames('flex-1 py-4', collapsed ? 'overflow-visible px-2' : 'overflow-y-auto px-3')}
      >
        {items.length === 0 ? (
          <p className="px-3 py-2 text-slate-600 text-sm dark:text-slate-400">No results found</p>
        ) : (
          <ul className="space-y-1">
            {items.map((item) => (
              <SidebarLink
                key={item.path}
                item={item}
                active={isMenuItemActive(item, pathname)}
                collapsed={collapsed}
              />
            ))}
          </ul>
        )}
      </nav>

      <ul
        aria-label="More"
        className={classNames(
          'shrink-0 border-slate-200 border-t py-3 dark:border-slate-800',
          collapsed ? 'px-2' : 'px-3',
        )}
      >
        {BELOW_MENU_ITEMS.map((item) => (
          <SidebarLink
            key={item.path}
            item={item}
            active={isMenuItemActive(item, pathname)}
            collapsed={collapsed}
          />
        ))}
      </ul>

      <footer
        className={classNames(
          'shrink-0 border-slate-200 border-t py-3 text-slate-600 text-xs dark:border-slate-800 dark:text-slate-400',
          collapsed ? 'px-1' : 'px-4',
        )}
      >
        {collapsed ? (
          // The year in full ("© 26" reads as nothing); the narrow padding lets it fit in 64 px on one line.
          <span
            className="block whitespace-nowrap text-center"
            title={`© ${year} ${PRODUCT_NAME}. All rights reserved.`}
          >
            © {year}
          </span>
        ) : (
          <span>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </span>
        )}
      </footer>
    </aside>
  );
}
