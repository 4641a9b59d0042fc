import { readFileSync } from 'node:fs';
import { type AppSearchResult, appStatsResponseSchema } from '@nepse/contract';
import { z } from 'zod';
import { matchesQuery } from './match-apps';
import { installCountSchema, ratingSchema, reviewCountSchema } from './play-figures';
import type { PlayAppDetails, PlaySource } from './play-source';

const recordedApp = appStatsResponseSchema.omit({ daily_downloads: true, provenance: true, tracked: true });

/**
 * A recording: app answers as the live source gave them (the app stats response without the server's parts), their
 * figures held to the live source's sane bounds.
 */
export const playRecordingSchema = z.object({
  recorded_at: z.string(),
  apps: z.array(
    recordedApp.extend({
      ratings: z.object({ average: ratingSchema, total_reviews: reviewCountSchema }),
      downloads: recordedApp.shape.downloads.extend({ exact_download: installCountSchema }),
    }),
  ),
});
export type PlayRecording = z.infer<typeof playRecordingSchema>;

const SEARCH_RESULTS = 20;

/** Recorded fixtures as a source (answers labelled `recorded`): searches match the recorded apps' names. */
export class RecordedPlaySource implements PlaySource {
  readonly provenance = 'recorded';

  constructor(private readonly recording: PlayRecording) {}

  /** Reads and checks a recording file; throws naming the file and the first problem. */
  static fromFile(file: string): RecordedPlaySource {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`Cannot read the Play Store recording ${file}: ${(err as Error).message}`);
    }
    const parsed = playRecordingSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Invalid Play Store recording ${file}: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    return new RecordedPlaySource(parsed.data);
  }

  async search(term: string): Promise<AppSearchResult[]> {
    return this.recording.apps
      .filter((a) => matchesQuery(term, [a.app_info.name, a.app_info.developer_name, a.package_name]))
      .slice(0, SEARCH_RESULTS)
      .map((a) => ({
        package_name: a.package_name,
        name: a.app_info.name,
        publisher: a.app_info.developer_name ?? '',
        icon_url: a.app_info.icon_url,
      }));
  }

  async details(packageName: string): Promise<PlayAppDetails | null> {
    return this.recording.apps.find((a) => a.package_name === packageName) ?? null;
  }
}
