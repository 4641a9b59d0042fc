import type { AppSearchResult } from '@nepse/contract';
import { Link } from 'react-router';
import { appDetailPath } from './app-detail-path';
import { AppIcon } from './app-icon';

/** A search result: icon (hidden if it fails to load), name and publisher; it opens the app's page. */
export function AppCard({ app }: { app: AppSearchResult }) {
  return (
    <li>
      <Link
        to={appDetailPath(app.package_name)}
        data-testid="app-card"
        className="flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft/40 dark:border-slate-700 dark:bg-slate-900"
      >
        <AppIcon key={app.icon_url} url={app.icon_url} name={app.name} className="size-14" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{app.name}</p>
          <p className="truncate text-slate-600 text-sm dark:text-slate-400">{app.publisher}</p>
        </div>
      </Link>
    </li>
  );
}
