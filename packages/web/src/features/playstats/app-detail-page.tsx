import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { ArrowLeftIcon } from '../../components/icons';
import { LoadingStatus } from '../../components/loading-status';
import { usePageMeta } from '../../lib/page-meta';
import { useAppStats } from './api/playstats-api';
import { PLAYSTATS_PATH } from './app-detail-path';
import { AppHeader } from './app-header';
import { AppInformation } from './app-information';
import { DailyDownloadsChart } from './daily-downloads-chart';
import { DailyDownloadsNote } from './daily-downloads-note';
import { DownloadCards } from './download-cards';
import { DownloadInsightsPanel } from './download-insights-panel';
import { PermissionsList } from './permissions-list';

/** Back to the page before, or to the search when this page was the first one opened. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === 'default') void navigate(PLAYSTATS_PATH);
    else void navigate(-1);
  };
}

/**
 * App detail: one app's header, download figures, daily trend, information, permissions and insights.
 * Loading, then loaded or "App not found" (after the toast "Failed to load app details"); a successful load
 * registers the app for daily snapshots.
 */
export function AppDetailPage() {
  const { packageName = '' } = useParams();
  const stats = useAppStats(packageName);
  const goBack = useGoBack();
  usePageMeta(stats.data?.app_info.name ?? 'App Details');

  if (stats.isPending) return <LoadingStatus message="Loading app details..." />;
  if (stats.isError) {
    return (
      <div className="py-24 text-center">
        <h1 className="font-bold text-2xl text-slate-900 dark:text-white">App not found</h1>
        <p className="mt-2 break-all font-mono text-slate-500 text-sm">{packageName}</p>
        <Button className="mt-6" onClick={goBack}>
          Go Back
        </Button>
      </div>
    );
  }

  const data = stats.data;
  return (
    <section className="space-y-6">
      <Button variant="outline" onClick={goBack}>
        <ArrowLeftIcon className="size-4" />
        Back to Search
      </Button>
      <AppHeader stats={data} />
      <DownloadCards stats={data} />
      <DailyDownloadsChart intervals={data.daily_downloads} />
      <DailyDownloadsNote provenance={data.provenance} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AppInformation stats={data} />
        <DownloadInsightsPanel intervals={data.daily_downloads} />
      </div>
      <PermissionsList permissions={data.permissions} />
    </section>
  );
}
