import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { nepalDay } from '../live/nepal-clock';
import { trackedApps, writeSnapshot } from '../store/play-tracking';
import type { StoreSchema } from '../store/schema';
import type { PlaySource } from './play-source';
import { nextSnapshotAt } from './snapshot-schedule';

export interface SnapshotJobOptions {
  db: Kysely<StoreSchema>;
  source: PlaySource;
  now: () => Date;
  /** When it runs each day: minutes after midnight, Nepal time. */
  minutes: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * The daily job: at the configured Nepal time it stores one snapshot (install counter, its kind, rating) of each
 * tracked app. Only the real store's figures are stored: with the demo catalogue or a recording it writes nothing.
 */
export class SnapshotJob {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SnapshotJobOptions) {}

  /** Whether this source's figures may enter the snapshot store. */
  get writes(): boolean {
    return this.options.source.provenance === 'live';
  }

  /** Schedules the daily runs (nothing with a source whose figures are not stored). */
  start(): void {
    if (!this.writes) return;
    const now = this.options.now();
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((err: unknown) => this.options.log.error({ err }, 'Play Store snapshot run failed'))
        .finally(() => this.start());
    }, nextSnapshotAt(now, this.options.minutes).getTime() - now.getTime());
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Snapshots every tracked app now; one app's failure is logged and the others go on. */
  async runOnce(): Promise<{ written: string[]; failed: string[] }> {
    const written: string[] = [];
    const failed: string[] = [];
    if (!this.writes) return { written, failed };
    for (const app of await trackedApps(this.options.db)) {
      try {
        if (await this.snapshot(app.package_name)) written.push(app.package_name);
        else failed.push(app.package_name);
      } catch (err) {
        this.options.log.warn({ err, app: app.package_name }, 'Play Store snapshot failed');
        failed.push(app.package_name);
      }
    }
    this.options.log.info({ written: written.length, failed }, 'Play Store snapshots stored');
    return { written, failed };
  }

  /** Stores today's snapshot (Nepal day) of one app; false when the store no longer has it. */
  async snapshot(packageName: string): Promise<boolean> {
    if (!this.writes) return false;
    const now = this.options.now();
    const details = await this.options.source.details(packageName);
    if (!details) return false;
    await writeSnapshot(this.options.db, {
      packageName,
      day: nepalDay(now).day,
      installs: details.downloads.exact_download,
      kind: details.downloads.kind,
      rating: details.ratings.total_reviews > 0 ? details.ratings.average : null,
      takenAt: now.toISOString(),
    });
    return true;
  }
}
