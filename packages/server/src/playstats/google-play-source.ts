import type { AppSearchResult } from '@nepse/contract';
import gplay from 'google-play-scraper';
import { z } from 'zod';
import { installBucketText } from './install-bucket';
import { installCountSchema, ratingSchema, reviewCountSchema } from './play-figures';
import { type PlayAppDetails, type PlaySource, UpstreamError } from './play-source';
import { TtlCache } from './ttl-cache';

export interface GooglePlayOptions {
  /** Store country (`gl`): `np` by default, since apps not published in the US answer 404 under the library's `us`. */
  country: string;
  lang: string;
  now: () => Date;
  /** Least time between two requests to Google Play, in ms. */
  throttleMs: number;
  /** How long a search answer is reused, in ms. */
  searchCacheMs: number;
  /** Until when an app's details are reused: the next daily snapshot, so that it reads the store afresh. */
  detailsExpiry: (now: Date) => Date;
  /** Waiting time after a 429 or 503, doubled on each one in a row up to `maxBackoffMs`. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  timeoutMs: number;
}

/**
 * What google-play-scraper's `app` gives back, the fields we read; a page without a title is not an answer, nor one
 * whose figures are not finite or beyond their sane bounds.
 */
const scrapedAppSchema = z.object({
  title: z.string({ error: 'Google Play answered a page without an app title' }).min(1),
  installs: z.string().nullish(),
  minInstalls: installCountSchema.nullish(),
  maxInstalls: installCountSchema.nullish(),
  score: ratingSchema.nullish(),
  ratings: reviewCountSchema.nullish(),
  developer: z.string().nullish(),
  genre: z.string().nullish(),
  contentRating: z.string().nullish(),
  icon: z.string().nullish(),
  version: z.string().nullish(),
  released: z.string().nullish(),
});

const scrapedSearchSchema = z.array(
  z.object({
    appId: z.string().min(1),
    title: z.string({ error: 'Google Play answered a search result without a title' }).min(1),
    developer: z.string().nullish(),
    icon: z.string().nullish(),
  }),
);

const scrapedPermissionsSchema = z.array(z.object({ permission: z.string(), type: z.string() }));

/** The options we pass; the library's own typings omit `requestOptions` (got's) and the permissions' country. */
interface ScraperOptions {
  lang: string;
  country: string;
  requestOptions: { retry: { limit: number }; timeout: { request: number } };
}
const scrapeApp: (o: ScraperOptions & { appId: string }) => Promise<unknown> = gplay.app;
const scrapeSearch: (o: ScraperOptions & { term: string; num: number }) => Promise<unknown> = gplay.search;
const scrapePermissions: (o: ScraperOptions & { appId: string }) => Promise<unknown> = gplay.permissions;

const SEARCH_RESULTS = 20;

/**
 * The real store through google-play-scraper (unofficial, not affiliated with Google; it reads Google Play's web
 * pages and breaks when they change). Its own retries are off: after a 429 or 503 this source itself waits,
 * answering an upstream error without asking Google meanwhile. Requests go one at a time, `throttleMs` apart;
 * searches are cached for minutes, details until the next snapshot.
 */
export class GooglePlaySource implements PlaySource {
  readonly provenance = 'live';
  private readonly searches = new TtlCache<AppSearchResult[]>(500);
  private readonly apps = new TtlCache<PlayAppDetails | null>(2000);
  private queue: Promise<unknown> = Promise.resolve();
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private blockedUntil = 0;
  private backoffMs = 0;

  constructor(private readonly options: GooglePlayOptions) {}

  async search(term: string): Promise<AppSearchResult[]> {
    const key = term.trim().toLowerCase();
    const now = this.options.now().getTime();
    const cached = this.searches.get(key, now);
    if (cached) return cached;
    const raw = await this.request(() =>
      scrapeSearch({ ...this.scraperOptions(), term: term.trim(), num: SEARCH_RESULTS }),
    );
    if (raw === null) throw new UpstreamError('Google Play answered the search with "not found".');
    const results = parse(scrapedSearchSchema, raw).map((r) => ({
      package_name: r.appId,
      name: r.title,
      publisher: r.developer ?? '',
      icon_url: r.icon ?? null,
    }));
    this.searches.set(key, results, now + this.options.searchCacheMs);
    return results;
  }

  async details(packageName: string): Promise<PlayAppDetails | null> {
    const now = this.options.now();
    const cached = this.apps.get(packageName, now.getTime());
    if (cached !== undefined) return cached;
    const raw = await this.request(() => scrapeApp({ ...this.scraperOptions(), appId: packageName }));
    if (raw === null) {
      // A delisted or unknown app: remembered as briefly as a search, since it may be published meanwhile.
      this.apps.set(packageName, null, now.getTime() + this.options.searchCacheMs);
      return null;
    }
    const app = parse(scrapedAppSchema, raw);
    const rawPermissions = await this.request(() =>
      scrapePermissions({ ...this.scraperOptions(), appId: packageName }),
    );
    const permissions = rawPermissions === null ? [] : parse(scrapedPermissionsSchema, rawPermissions);
    const details = toDetails(packageName, app, [...new Set(permissions.map((p) => p.permission))]);
    this.apps.set(packageName, details, this.options.detailsExpiry(now).getTime());
    return details;
  }

  private scraperOptions(): ScraperOptions {
    return {
      lang: this.options.lang,
      country: this.options.country,
      requestOptions: { retry: { limit: 0 }, timeout: { request: this.options.timeoutMs } },
    };
  }

  /** One request in the queue: the library's answer, null on a 404, an UpstreamError on any other failure. */
  private request(call: () => Promise<unknown>): Promise<unknown> {
    const run = this.queue.then(async () => {
      const waitUntil = this.blockedUntil;
      if (this.options.now().getTime() < waitUntil) {
        throw new UpstreamError(
          `Google Play is limiting our requests; the next try is after ${new Date(waitUntil).toISOString()}.`,
        );
      }
      const wait = this.lastRequestAt + this.options.throttleMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastRequestAt = performance.now();
      try {
        const answer = await call();
        this.backoffMs = 0;
        return answer;
      } catch (err) {
        return this.failure(err);
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private failure(err: unknown): null {
    const status = typeof err === 'object' && err !== null && 'status' in err ? err.status : undefined;
    if (status === 404) return null;
    if (status === 429 || status === 503) {
      this.backoffMs = Math.min(
        this.options.maxBackoffMs,
        this.backoffMs === 0 ? this.options.firstBackoffMs : this.backoffMs * 2,
      );
      this.blockedUntil = this.options.now().getTime() + this.backoffMs;
      throw new UpstreamError(
        `Google Play answered HTTP ${status}; the next try is after ${new Date(this.blockedUntil).toISOString()}.`,
      );
    }
    const message = err instanceof Error ? err.message : String(err);
    // The library keeps only the text of got's TimeoutError ("Timeout awaiting 'request' for 300ms").
    if (message.includes('Timeout awaiting'))
      throw new UpstreamError(`Google Play did not answer within ${this.options.timeoutMs} ms.`);
    throw new UpstreamError(`Google Play failed: ${message}`);
  }
}

function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new UpstreamError(
      `Google Play answered something unreadable: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

function toDetails(
  packageName: string,
  app: z.infer<typeof scrapedAppSchema>,
  permissions: string[],
): PlayAppDetails {
  // The exact counter is missing for some apps: then the store's rounded floor, and the answer says so.
  const exact = app.maxInstalls ?? null;
  const count = exact ?? app.minInstalls;
  if (count === null || count === undefined)
    throw new UpstreamError('Google Play answered without an install count.');
  return {
    package_name: packageName,
    app_info: {
      name: app.title,
      developer_name: app.developer ?? null,
      category: app.genre ?? null,
      content_rating: app.contentRating ?? null,
      icon_url: app.icon ?? null,
    },
    ratings: { average: app.score ?? 0, total_reviews: app.ratings ?? 0 },
    downloads: {
      display_text: app.installs ?? installBucketText(count),
      exact_download: count,
      kind: exact === null ? 'floor' : 'exact',
    },
    // The library writes 'VARY' for a version that depends on the device.
    release_info: {
      version: app.version === 'VARY' ? 'Varies with device' : (app.version ?? null),
      release_date: app.released ?? null,
    },
    permissions,
  };
}
