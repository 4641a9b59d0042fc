import {
  API_PATHS,
  type AppRecordUpsert,
  appSearchResponseSchema,
  appStatsResponseSchema,
  DAILY_DOWNLOADS_INTERVALS,
  dailyDownloadsSchema,
  SCREEN_MANIFEST,
} from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { showInfoToast } from '../../../lib/error-toast';
import { downloadCount } from '../daily-downloads';

/** The Play Store pages' messages; the search's failure is the screen manifest's. */
export const SEARCH_FAILED_MESSAGE = SCREEN_MANIFEST.playstats.api.failureMessage;
export const NO_APPS_MESSAGE = 'No apps found matching your search';
export const DETAILS_FAILED_MESSAGE = 'Failed to load app details';

/** Searches and details change slowly: kept a few minutes, so going back from an app shows its search at once. */
const PLAY_STALE_MS = 5 * 60_000;

/** The Play Store calls' "analytics backend": the configured base address, else this server. */
const playstatsBase = () => appConfig().playstatsUrl ?? '';

/**
 * The stats answer as the page reads it: the contract's, except that a download value that is not a number
 * counts as 0, since the configured analytics backend need not be this server.
 */
const appStatsAnswerSchema = appStatsResponseSchema.extend({
  daily_downloads: z
    .array(dailyDownloadsSchema.extend({ downloads: z.unknown().transform(downloadCount) }))
    .max(DAILY_DOWNLOADS_INTERVALS),
});
export type AppStatsAnswer = z.infer<typeof appStatsAnswerSchema>;

/** GET /playstats/search-apps/?q=; an answer without apps says so in an info toast. */
export const playSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['play-search', q],
    queryFn: async ({ signal }) => {
      const answer = await apiGet(API_PATHS.playSearchApps, {
        query: { q },
        schema: appSearchResponseSchema,
        failureMessage: SEARCH_FAILED_MESSAGE,
        baseUrl: playstatsBase(),
        signal,
      });
      if (answer.extracted_elements.length === 0) showInfoToast(NO_APPS_MESSAGE);
      return answer;
    },
    staleTime: PLAY_STALE_MS,
  });

/** The search of the address's query; no call while it is empty (idle). */
export function usePlaySearch(q: string) {
  return useQuery({ ...playSearchQuery(q), enabled: q !== '' });
}

/**
 * POST /playstats/apps/: registers a loaded app for daily snapshots. Its answer is not used, and a failure is
 * only logged as a warning, never shown.
 */
export async function registerApp(stats: AppStatsAnswer): Promise<void> {
  const record: AppRecordUpsert = {
    package_name: stats.package_name,
    display_name: stats.app_info.name,
    developer: stats.app_info.developer_name,
    store: 'google_play',
  };
  try {
    await apiPost(API_PATHS.playApps, record, { baseUrl: playstatsBase(), silent: true });
  } catch (error) {
    console.warn(`Could not register ${record.package_name} for tracking:`, error);
  }
}

/** GET /playstats/app-stats/?app=, then the app's registration (after a successful load). */
export const appStatsQuery = (packageName: string) =>
  queryOptions({
    queryKey: ['play-app-stats', packageName],
    queryFn: async ({ signal }) => {
      const stats = await apiGet(API_PATHS.playAppStats, {
        query: { app: packageName },
        schema: appStatsAnswerSchema,
        failureMessage: DETAILS_FAILED_MESSAGE,
        baseUrl: playstatsBase(),
        signal,
      });
      void registerApp(stats);
      return stats;
    },
    staleTime: PLAY_STALE_MS,
  });

/** The app's stats (loading, then loaded or not found). */
export function useAppStats(packageName: string) {
  return useQuery(appStatsQuery(packageName));
}
