import {
  API_PATHS,
  type AppRecordResponse,
  type AppSearchResponse,
  type AppStatsResponse,
  appRecordUpsertSchema,
  appSearchQuerySchema,
  DAILY_DOWNLOADS_INTERVALS,
  playPackageNameSchema,
} from '@nepse/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { dailyDownloads } from '../playstats/daily-downloads';
import { type PlaySource, UpstreamError } from '../playstats/play-source';
import type { SnapshotJob } from '../playstats/snapshot-job';
import { isTracked, readSnapshots, upsertTrackedApp } from '../store/play-tracking';

export interface PlaystatsDeps {
  source: PlaySource;
  snapshots: SnapshotJob;
  now: () => Date;
}

/**
 * The Play Store calls (spec section 7, DESIGN section 5), free to all (the access key is accepted and not needed):
 * `GET /playstats/search-apps/?q=`, `GET /playstats/app-stats/?app=` and `POST /playstats/apps/`. A blank query or
 * a malformed package name is a 400, an app the store does not have a 404, a failing store a 502. Open to any
 * origin, since the page may reach them from another address (the spec's analytics backend).
 */
export function registerPlaystatsRoutes(app: FastifyInstance, deps: PlaystatsDeps): void {
  const { source, snapshots } = deps;

  app.get<{ Querystring: { q?: unknown } }>(
    API_PATHS.playSearchApps,
    async (request, reply): Promise<AppSearchResponse> => {
      allowAnyOrigin(reply);
      const { q = '' } = request.query;
      if (typeof q !== 'string') throw badRequest('One search query is expected (?q=).');
      const query = appSearchQuerySchema.safeParse(q);
      if (!query.success) throw badRequest(query.error.issues[0]?.message ?? 'Invalid search query.');
      const extracted_elements = await upstream(source.search(query.data));
      return { extracted_elements, provenance: source.provenance };
    },
  );

  app.get<{ Querystring: { app?: unknown } }>(
    API_PATHS.playAppStats,
    async (request, reply): Promise<AppStatsResponse> => {
      allowAnyOrigin(reply);
      const packageName = packageNameOf(request.query.app);
      const details = await upstream(source.details(packageName));
      if (!details) throw notFound(`Google Play has no app "${packageName}".`);
      const { ownSeries, ...rest } = details;
      // One more snapshot than intervals: the last 30 intervals need the last 31 readings.
      const daily =
        ownSeries ??
        dailyDownloads(await readSnapshots(app.store.db, packageName, DAILY_DOWNLOADS_INTERVALS + 1));
      return {
        ...rest,
        daily_downloads: daily.slice(-DAILY_DOWNLOADS_INTERVALS),
        provenance: source.provenance,
        tracked: await isTracked(app.store.db, packageName),
      };
    },
  );

  app.options(API_PATHS.playApps, async (_request, reply) => {
    allowAnyOrigin(reply);
    reply
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type');
    return reply.status(204).send();
  });

  app.post(API_PATHS.playApps, async (request, reply): Promise<AppRecordResponse> => {
    allowAnyOrigin(reply);
    const payload = appRecordUpsertSchema.safeParse(request.body);
    if (!payload.success) {
      const issue = payload.error.issues[0];
      throw badRequest(
        `Invalid app record: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const { app: record, created } = await upsertTrackedApp(app.store.db, payload.data, deps.now());
    // The first reading right away (real store only), so that the first interval is a day away; a failure is
    // only logged: the daily job reads it again.
    await snapshots.snapshot(record.package_name).catch((err: unknown) => {
      request.log.warn({ err, app: record.package_name }, 'first Play Store snapshot failed');
    });
    reply.status(created ? 201 : 200);
    return { ...record, created };
  });
}

function allowAnyOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
}

function packageNameOf(text: unknown): string {
  // A repeated parameter arrives as a list: one package name is asked for.
  if (typeof text !== 'string' || text.trim() === '')
    throw badRequest('An app package name is required (?app=).');
  const parsed = playPackageNameSchema.safeParse(text);
  if (!parsed.success) throw badRequest(`"${text.trim()}" is not a Play Store package name.`);
  return parsed.data;
}

/** The source's answer; its failure becomes a 502 saying what went wrong upstream. */
async function upstream<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (err) {
    if (err instanceof UpstreamError)
      throw new HttpError(502, `The Play Store source failed: ${err.message}`);
    throw err;
  }
}
