import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Longest wait for Redis on start, and for one rate-limit count: past it, the request goes on uncounted. */
const CONNECT_TIMEOUT_MS = 2000;
const COMMAND_TIMEOUT_MS = 500;

/**
 * A Redis client for the shared rate limit, connected (or given up on) before it returns. Commands fail at once
 * while Redis is unreachable instead of queueing, so that requests are not held up (the limit fails open); it
 * reconnects by itself, and logs once when Redis goes away and once when it is back.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  let reachable = true;
  redis.on('error', (err: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn({ err }, 'Redis for the rate limit is unreachable: requests are not limited until it is back');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info('Redis for the rate limit is back');
  });
  await new Promise<void>((resolve) => {
    const settled = () => {
      redis.off('ready', settled);
      redis.off('error', settled);
      resolve();
    };
    redis.once('ready', settled);
    redis.once('error', settled);
  });
  return redis;
}
