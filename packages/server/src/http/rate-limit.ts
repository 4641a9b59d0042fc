import rateLimit from '@fastify/rate-limit';
import { isApiPath } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from '../config';
import { HttpError } from './http-error';
import { connectRateLimitRedis } from './rate-limit-redis';

/**
 * Limits API requests per client with @fastify/rate-limit, counting in Redis when configured, else in memory.
 * The web app's files are not limited. When Redis is unreachable requests go on uncounted (fail open, logged):
 * the limit guards against floods, and refusing everyone while Redis is down would be the bigger outage.
 * Registered before the routes, whose hooks the plugin adds as they are declared.
 */
export async function registerRateLimit(app: FastifyInstance, config: RateLimitConfig): Promise<void> {
  if (config.perMinute === 0) return;
  const redis = config.redisUrl === '' ? undefined : await connectRateLimitRedis(config.redisUrl, app.log);
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    max: config.perMinute,
    timeWindow: 60_000,
    allowList: (request) => !isApiPath(request.url),
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        context.statusCode,
        `Too many requests: at most ${context.max} a minute from one address; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
      ),
  });
}
