import type { DailyDownloads } from '@nepse/contract';
import { useCalendarSystem } from '../../lib/calendar-system';
import { formatCount } from '../../lib/format';
import { dailyDateLabel } from './daily-downloads';
import { type DownloadTrend, downloadInsights } from './download-insights';
import { Panel } from './panel';

const TREND_CLASS: Record<DownloadTrend, string> = {
  Growing: 'text-emerald-700 dark:text-emerald-400',
  Declining: 'text-red-700 dark:text-red-400',
  Flat: 'text-slate-900 dark:text-white',
};

function Insight({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** "Download Insights": Peak Day and Lowest Day with their counts, and the Trend; a note when no data. */
export function DownloadInsightsPanel({ intervals }: { intervals: readonly DailyDownloads[] }) {
  const insights = downloadInsights(intervals);
  const { system } = useCalendarSystem();
  return (
    <Panel title="Download Insights">
      {insights === undefined ? (
        <p className="text-slate-600 text-sm dark:text-slate-400">No insights available</p>
      ) : (
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          <Insight label="Peak Day">
            {dailyDateLabel(insights.peak.date, system)}: {formatCount(insights.peak.count)}
          </Insight>
          <Insight label="Lowest Day">
            {dailyDateLabel(insights.lowest.date, system)}: {formatCount(insights.lowest.count)}
          </Insight>
          <Insight label="Trend">
            <span className={TREND_CLASS[insights.trend]}>{insights.trend}</span>
          </Insight>
        </dl>
      )}
    </Panel>
  );
}
