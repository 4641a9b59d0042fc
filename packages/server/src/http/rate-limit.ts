import rateLimit from '@fastify/rate-limit';
import { isApiPath } from '@nepse/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { HttpError } from './http-error';
import { connectRateLimitRedis } from './rate-limit-redis';
import { normalisedPath } from './request-path';

/**
 * The path a request is counted by: the route the router matched (it decoded the address first), else, for an
 * address no route matched, the address read as a person would. A check on the raw address could be stepped
 * around by spelling: `/%61pi/sectors` or `GET http://x/api/sectors` reach the route but do not start with `/api/`.
 */
const countedPath = (request: FastifyRequest): string =>
  request.routeOptions.url ?? normalisedPath(request.url);

/**
 * Limits API requests per client with @fastify/rate-limit, counting in Redis when configured, else in memory.
 * The web app's files are not limited; every spelling of an API address is, unknown API addresses included. When Redis is unreachable requests go on uncounted (fail open, logged):
 * the limit guards against floods, and refusing everyone while Redis is down would be the bigger outage.
 * Registered before the routes, so that its hook runs for each of them.
 */
export async function registerRateLimit(app: FastifyInstance, config: RateLimitConfig): Promise<void> {
  if (config.perMinute === 0) return;
  const redis = config.redisUrl === '' ? undefined : await connectRateLimitRedis(config.redisUrl, app.log);
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    max: config.perMinute,
    timeWindow: 60_000,
    allowList: (request) => !isApiPath(countedPath(request)),
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests: at most ${context.max} a minute from one address; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });
  // One hook before every route's own (the API reference's redirect included), which also sees the addresses no
  // route matches; a route with a limit of its own (`config.rateLimit`) is counted by the plugin instead.
  const countRequest = app.rateLimit();
  app.addHook('onRequest', async function countGlobally(request, reply) {
    if (request.is404 || request.routeOptions.config.rateLimit === undefined) {
      await countRequest.call(this, request, reply);
    }
  });
}
