import {
  API_PATHS,
  appRecordResponseSchema,
  appRecordUpsertSchema,
  appSearchQuerySchema,
  appSearchResponseSchema,
  appStatsQuerySchema,
  appStatsResponseSchema,
  DAILY_DOWNLOADS_INTERVALS,
} from '@nepse/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayTrackingConfig } from '../config';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { HttpError, notFound } from '../http/http-error';
import { dailyDownloads } from '../playstats/daily-downloads';
import { type PlaySource, UpstreamError } from '../playstats/play-source';
import type { SnapshotJob } from '../playstats/snapshot-job';
import { isTracked, readSnapshots, upsertTrackedApp } from '../store/play-tracking';

/** The failing Play Store source, for the routes that ask it. */
const UPSTREAM_ERRORS = errorAnswers({ 502: 'The Play Store source failed: the error says how.' });

export interface PlaystatsDeps {
  source: PlaySource;
  snapshots: SnapshotJob;
  now: () => Date;
  tracking: PlayTrackingConfig;
}

/** The store's answer for an app it does not have, from the stats call and the registration alike. */
const noSuchApp = (packageName: string) => notFound(`Google Play has no app "${packageName}".`);

/**
 * The Play Store calls, free to all (the access key is accepted and not needed):
 * `GET /playstats/search-apps/?q=`, `GET /playstats/app-stats/?app=` and `POST /playstats/apps/`. A blank query or
 * a malformed package name is a 400, an app the store does not have a 404, a failing store a 502. Open to any
 * origin, since the page may reach them from another address (the spec's analytics backend). A registration writes,
 * so it has a stricter limit per client than the reads, a cap on the apps tracked (409 past it), and with the real
 * store the app must exist there (404 otherwise), so that made-up names cannot fill the store.
 */
export function registerPlaystatsRoutes(app: FastifyInstance, deps: PlaystatsDeps): void {
  const { source, snapshots } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.playSearchApps,
    {
      schema: {
        tags: [API_TAGS.playStore],
        summary: 'Search Google Play',
        description: 'The apps matching the query, and where the answer came from (live, recorded or demo).',
        querystring: appSearchQuerySchema,
        response: { 200: appSearchResponseSchema, ...UPSTREAM_ERRORS },
      },
    },
    async (request, reply) => {
      allowAnyOrigin(reply);
      const extracted_elements = await upstream(source.search(request.query.q));
      return { extracted_elements, provenance: source.provenance };
    },
  );

  routes.get(
    API_PATHS.playAppStats,
    {
      schema: {
        tags: [API_TAGS.playStore],
        summary: "An app's Play Store details and daily downloads",
        description: `The store's details, the last ${DAILY_DOWNLOADS_INTERVALS} daily download counts and whether the app is tracked.`,
        querystring: appStatsQuerySchema,
        response: {
          200: appStatsResponseSchema,
          ...errorAnswers({ 404: 'Google Play has no such app.' }),
          ...UPSTREAM_ERRORS,
        },
      },
    },
    async (request, reply) => {
      allowAnyOrigin(reply);
      const packageName = request.query.app;
      const details = await upstream(source.details(packageName));
      if (!details) throw noSuchApp(packageName);
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

  routes.options(
    API_PATHS.playApps,
    {
      schema: {
        tags: [API_TAGS.playStore],
        summary: 'The preflight of an app registration from another origin',
        response: { 204: z.undefined().describe('Allowed: POST with a JSON body, from any origin.') },
      },
    },
    async (_request, reply) => {
      allowAnyOrigin(reply);
      reply
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type');
      return reply.status(204).send();
    },
  );

  const { writesPerMinute, maxApps } = deps.tracking;
  routes.post(
    API_PATHS.playApps,
    {
      // The rate limiter's own per-route limit: counted apart from the reads, by client address.
      ...(writesPerMinute > 0 ? { config: { rateLimit: { max: writesPerMinute, timeWindow: 60_000 } } } : {}),
      schema: {
        tags: [API_TAGS.playStore],
        summary: 'Register an app for daily snapshots',
        description:
          'Stores the app record (201 when new, 200 when it was already tracked) and takes its first snapshot.',
        body: appRecordUpsertSchema,
        response: {
          200: appRecordResponseSchema.describe('The app was tracked already: its record, updated.'),
          201: appRecordResponseSchema.describe('The app is tracked from now on: its record.'),
          ...errorAnswers({
            404: 'Google Play has no such app (checked with the real store only).',
            409: `The most apps that can be tracked (${maxApps}) are tracked already.`,
          }),
          ...UPSTREAM_ERRORS,
        },
      },
    },
    async (request, reply) => {
      allowAnyOrigin(reply);
      const packageName = request.body.package_name;
      // Only the real store's answer is worth a check: the demo catalogue and a recording know few apps.
      if (snapshots.writes && !(await upstream(source.details(packageName)))) throw noSuchApp(packageName);
      const outcome = await upsertTrackedApp(app.store, request.body, deps.now(), maxApps);
      if (outcome === 'full') {
        throw new HttpError(
          409,
          `At most ${maxApps} apps can be tracked, and that many are: "${packageName}" was not added.`,
        );
      }
      const { app: record, created } = outcome;
      // The first reading right away (real store only), so that the first interval is a day away; a failure is
      // only logged: the daily job reads it again.
      await snapshots.snapshot(record.package_name).catch((err: unknown) => {
        request.log.warn({ err, app: record.package_name }, 'first Play Store snapshot failed');
      });
      return reply.status(created ? 201 : 200).send({ ...record, created });
    },
  );
}

function allowAnyOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
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
