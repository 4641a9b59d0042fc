import { z } from 'zod';
import { PLAY_PACKAGE_NAME, PLAY_PACKAGE_NAME_MAX_LENGTH } from './package-name';
import { playProvenanceSchema } from './provenance';

/**
 * One interval of `daily_downloads`: the difference of the install counter between two consecutive stored
 * snapshots. `date` (YYYY-MM-DD, Nepal time) is the day of the later snapshot; `days` is how many days the
 * interval spans (> 1 across a gap, never split into invented days); `downloads` may be 0 or negative (the
 * counter did not move or went down), never clamped.
 */
export const dailyDownloadsSchema = z.object({
  date: z.string(),
  downloads: z.number(),
  days: z.number().int().positive(),
});
export type DailyDownloads = z.infer<typeof dailyDownloadsSchema>;

/** Which install counter `exact_download` holds: the exact one (`maxInstalls`) or the store's rounded floor (`minInstalls`). */
export const installCountKindSchema = z.enum(['exact', 'floor']);
export type InstallCountKind = z.infer<typeof installCountKindSchema>;

/** How many intervals `daily_downloads` holds at most: the last 30. */
export const DAILY_DOWNLOADS_INTERVALS = 30;

/**
 * `GET /playstats/app-stats/?app=`. Beyond the spec: `package_name`; `downloads.kind` (which counter
 * `exact_download` is); `provenance` (live, recorded, demo); `tracked`, whether the app is registered for
 * daily snapshots (live and recorded answers: `daily_downloads` comes from those snapshots; demo answers
 * carry the catalogue's own series, never stored).
 */
export const appStatsResponseSchema = z.object({
  package_name: z.string(),
  app_info: z.object({
    name: z.string(),
    developer_name: z.string().nullable(),
    category: z.string().nullable(),
    content_rating: z.string().nullable(),
    icon_url: z.string().nullable(),
  }),
  ratings: z.object({ average: z.number(), total_reviews: z.number() }),
  downloads: z.object({ display_text: z.string(), exact_download: z.number(), kind: installCountKindSchema }),
  release_info: z.object({ version: z.string().nullable(), release_date: z.string().nullable() }),
  daily_downloads: z.array(dailyDownloadsSchema).max(DAILY_DOWNLOADS_INTERVALS),
  permissions: z.array(z.string()),
  provenance: playProvenanceSchema,
  tracked: z.boolean(),
});
export type AppStatsResponse = z.infer<typeof appStatsResponseSchema>;

const APP_REQUIRED = 'An app package name is required (?app=).';
const notAPackageName = (issue: { input?: unknown }) =>
  `"${String(issue.input)}" is not a Play Store package name.`;

/** The query of `GET /playstats/app-stats/`: one package name (a repeated one arrives as a list, and is refused). */
export const appStatsQuerySchema = z.object({
  app: z
    .string({ error: APP_REQUIRED })
    .trim()
    .min(1, APP_REQUIRED)
    .max(PLAY_PACKAGE_NAME_MAX_LENGTH, { error: notAPackageName })
    .regex(PLAY_PACKAGE_NAME, { error: notAPackageName })
    .describe("The app's package name on Google Play (com.f1soft.esewa)."),
});
