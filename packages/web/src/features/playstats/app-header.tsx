import { abbreviateCount } from '../../lib/abbreviate-count';
import type { AppStatsAnswer } from './api/playstats-api';
import { AppIcon } from './app-icon';
import { ProvenanceBadge } from './provenance-badge';
import { RatingStars } from './rating-stars';

const CHIP = 'rounded-full px-3 py-1 font-medium text-xs';

/**
 * The app's header: icon or placeholder, name, category and content rating, package, developer if any, the
 * stars with the average to one decimal and the review count abbreviated, the downloads text, and the version
 * and content-rating chips; beyond the spec, where the answer came from.
 */
export function AppHeader({ stats }: { stats: AppStatsAnswer }) {
  const { app_info: info, ratings, release_info: release } = stats;
  const classification = [info.category, info.content_rating].filter((text) => text !== null).join(' • ');
  return (
    <header
      data-testid="app-header"
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row dark:border-slate-700 dark:bg-slate-900"
    >
      <AppIcon
        key={info.icon_url}
        url={info.icon_url}
        name={info.name}
        className="size-24 text-4xl"
        placeholder
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl dark:text-white">
            {info.name}
          </h1>
          <ProvenanceBadge provenance={stats.provenance} />
        </div>
        {classification !== '' && <p className="text-slate-600 dark:text-slate-400">{classification}</p>}
        <p className="break-all font-mono text-slate-500 text-sm dark:text-slate-400">{stats.package_name}</p>
        {info.developer_name !== null && (
          <p className="font-medium text-slate-700 dark:text-slate-300">{info.developer_name}</p>
        )}
        <div className="flex flex-wrap items-center gap-2" data-testid="app-rating">
          <RatingStars average={ratings.average} />
          <span className="font-semibold text-slate-900 dark:text-white">{ratings.average.toFixed(1)}</span>
          <span className="text-slate-600 text-sm dark:text-slate-400">
            ({abbreviateCount(ratings.total_reviews)} reviews)
          </span>
        </div>
        <p className="text-slate-700 dark:text-slate-300" data-testid="downloads-text">
          <span className="font-semibold">{stats.downloads.display_text}</span> downloads
        </p>
        <div className="flex flex-wrap gap-2">
          {release.version !== null && (
            <span data-testid="version-chip" className={`${CHIP} bg-primary-soft text-primary-ink`}>
              Version {release.version}
            </span>
          )}
          {info.content_rating !== null && (
            <span
              data-testid="content-rating-chip"
              className={`${CHIP} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200`}
            >
              {info.content_rating}
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
