import { useCalendarSystem } from '../../lib/calendar-system';
import { NO_VALUE } from '../../lib/format';
import type { AppStatsAnswer } from './api/playstats-api';
import { Panel } from './panel';
import { playStoreDateText } from './play-store-date';

/** "App Information": package, developer, released, version, category, content rating; a dash if missing. */
export function AppInformation({ stats }: { stats: AppStatsAnswer }) {
  const { system } = useCalendarSystem();
  const { release_date } = stats.release_info;
  const rows: [string, string | null][] = [
    ['Package Name', stats.package_name],
    ['Developer', stats.app_info.developer_name],
    ['Released', release_date === null ? null : playStoreDateText(release_date, system)],
    ['Current Version', stats.release_info.version],
    ['Category', stats.app_info.category],
    ['Content Rating', stats.app_info.content_rating],
  ];
  return (
    <Panel title="App Information">
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-all text-right font-medium text-slate-900 dark:text-white">
              {value ?? NO_VALUE}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
