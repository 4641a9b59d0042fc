import { Link } from 'react-router';
import { classNames } from '../../components/class-names';
import type { MenuItem } from './menu-items';
import { ProBadge } from './pro-badge';

export interface SidebarLinkProps {
  item: MenuItem;
  active: boolean;
  collapsed: boolean;
}

/** One menu entry: icon, name and Pro badge; collapsed, the icon alone with a tooltip holding name and badge. */
export function SidebarLink({ item, active, collapsed }: SidebarLinkProps) {
  const Icon = item.icon;
  const tooltipId = `tooltip-${item.path.replace(/\W+/g, '-')}`;
  return (
    <li className="group relative">
      <Link
        to={item.path}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? item.name : undefined}
        aria-describedby={collapsed ? tooltipId : undefined}
        data-active={active}
        className={classNames(
          'flex items-center gap-3 rounded-lg py-2.5 font-medium text-sm transition-colors',
          collapsed ? 'justify-center px-0' : 'px-3',
          active
            ? 'bg-primary text-white shadow-sm'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
        )}
      >
        <Icon className="size-5 shrink-0" />
        {!collapsed && (
          <>
            <span className="flex-1 truncate">{item.name}</span>
            {item.pro && <ProBadge />}
          </>
        )}
      </Link>
      {collapsed && (
        <span
          id={tooltipId}
          role="tooltip"
          className="pointer-events-none invisible absolute top-1/2 left-full z-50 ml-3 flex -translate-y-1/2 items-center gap-2 whitespace-nowrap rounded-md bg-slate-900 px-2.5 py-1.5 text-white text-xs opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:bg-slate-700"
        >
          {item.name}
          {item.pro && <ProBadge />}
        </span>
      )}
    </li>
  );
}
