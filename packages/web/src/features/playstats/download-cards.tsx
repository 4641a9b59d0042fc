import type { ReactNode } from 'react';
import { classNames } from '../../components/class-names';
import { abbreviateCount } from '../../lib/abbreviate-count';
import { formatCount } from '../../lib/format';
import type { AppStatsAnswer } from './api/playstats-api';
import { dailyAverage } from './daily-downloads';
import { formatGrowth, weeklyGrowth } from './weekly-growth';

function FigureCard({
  title,
  value,
  caption,
  valueClass,
}: {
  title: string;
  value: string;
  caption: ReactNode;
  valueClass?: string;
}) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 className="font-medium text-slate-600 text-sm dark:text-slate-400">{title}</h2>
      <p
        data-testid="figure"
        className={classNames('mt-2 font-bold text-3xl', valueClass ?? 'text-slate-900 dark:text-white')}
      >
        {value}
      </p>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{caption}</p>
    </section>
  );
}

/**
 * The three cards: Total Downloads abbreviated with the exact count below, the Daily Average ("Downloads per
 * day") and the Weekly Growth ("Last 7 days", green at or above 0, red below, a dash without two intervals).
 */
export function DownloadCards({ stats }: { stats: AppStatsAnswer }) {
  const { exact_download: total, kind } = stats.downloads;
  const growth = weeklyGrowth(stats.daily_downloads);
  let growthClass: string | undefined;
  if (growth !== undefined) {
    growthClass = growth >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400';
  }
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <FigureCard
        title="Total Downloads"
        value={abbreviateCount(total)}
        caption={
          <>
            <span data-testid="exact-downloads">{formatCount(total)}</span>
            {kind === 'floor' && " (Google Play's rounded floor: the exact count is not published)"}
          </>
        }
      />
      <FigureCard
        title="Daily Average"
        value={formatCount(dailyAverage(stats.daily_downloads))}
        caption="Downloads per day"
      />
      <FigureCard
        title="Weekly Growth"
        value={formatGrowth(growth)}
        caption="Last 7 days"
        valueClass={growthClass}
      />
    </div>
  );
}
