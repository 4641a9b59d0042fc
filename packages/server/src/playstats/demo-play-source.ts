import type { AppSearchResult, DailyDownloads } from '@nepse/contract';
import { DAILY_DOWNLOADS_INTERVALS, nepalToday } from '@nepse/contract';
import { epochDay, isoDate, weekday } from '@nepse/core';
import { Prng } from '../demo/prng';
import { DEMO_APPS, type DemoApp } from './demo-play-catalogue';
import { installBucketText } from './install-bucket';
import { matchesQuery } from './match-apps';
import type { PlayAppDetails, PlaySource } from './play-source';

const SEARCH_RESULTS = 20;
/** Saturday, Nepal's weekly holiday: fewer installs. */
const SATURDAY = 6;

/**
 * The seeded demo catalogue as a source: answers labelled `demo`, with a daily series of its own (one interval per
 * day up to today, Nepal time). A day's figure depends only on the seed, the app and the day, so the series slides
 * as days pass without rewriting its past. None of it is ever written into the snapshot store.
 */
export class DemoPlaySource implements PlaySource {
  readonly provenance = 'demo';

  constructor(
    private readonly seed: number,
    private readonly now: () => Date,
  ) {}

  async search(term: string): Promise<AppSearchResult[]> {
    return DEMO_APPS.filter((a) => matchesQuery(term, [a.name, a.developer, a.packageName]))
      .slice(0, SEARCH_RESULTS)
      .map((a) => ({ package_name: a.packageName, name: a.name, publisher: a.developer, icon_url: null }));
  }

  async details(packageName: string): Promise<PlayAppDetails | null> {
    const index = DEMO_APPS.findIndex((a) => a.packageName === packageName);
    const app = DEMO_APPS[index];
    if (!app) return null;
    const series = this.series(app, index, epochDay(nepalToday(this.now())));
    const installs = app.installs + series.reduce((sum, d) => sum + d.downloads, 0);
    return {
      package_name: app.packageName,
      app_info: {
        name: app.name,
        developer_name: app.developer,
        category: app.category,
        content_rating: 'Everyone',
        icon_url: null,
      },
      ratings: { average: app.rating, total_reviews: app.reviews },
      downloads: { display_text: installBucketText(installs), exact_download: installs, kind: 'exact' },
      release_info: { version: app.version, release_date: app.released },
      permissions: [...app.permissions],
      ownSeries: series,
    };
  }

  private series(app: DemoApp, index: number, today: number): DailyDownloads[] {
    return Array.from({ length: DAILY_DOWNLOADS_INTERVALS }, (_, i) => {
      const day = today - DAILY_DOWNLOADS_INTERVALS + 1 + i;
      const prng = new Prng(this.seed, day * DEMO_APPS.length + index);
      const weekly = weekday(day) === SATURDAY ? 0.8 : 1;
      return {
        date: isoDate(day),
        downloads: Math.round(app.dailyMean * weekly * Math.exp(0.2 * prng.normal())),
        days: 1,
      };
    });
  }
}
