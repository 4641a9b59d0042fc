import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { BacktestPool, poolLimits } from '../src/backtest/backtest-pool';
import { BACKTEST_LIMITS, type BacktestLimits } from '../src/config';
import { registerErrorHandler } from '../src/http/error-handler';
import { registerZodSchemas } from '../src/http/zod-schemas';
import { type BacktestRouteOptions, registerBacktestRoutes } from '../src/routes/backtest';

/** A worker that takes a chunk and never answers: a run on it ends only by being given up. */
export const STALLING_WORKER = new URL('./stalling-backtest-worker.ts', import.meta.url);

/**
 * For a suite: a maker of servers with only the back-test routes, on the market of the app `app` gives, with
 * `limits` over the defaults and a pool of two workers that never answer. Each server is closed after its test.
 */
export function useStalledBacktestRoutes(app: () => FastifyInstance) {
  const servers: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return (limits: Partial<BacktestLimits>, options: Pick<BacktestRouteOptions, 'parallelMinBars'> = {}) => {
    const server = Fastify();
    servers.push(server);
    server.decorate('market', app().market);
    registerErrorHandler(server);
    registerZodSchemas(server);
    const all = { ...BACKTEST_LIMITS, ...limits };
    const pool = new BacktestPool(2, {
      limits: poolLimits(all),
      workerEntry: STALLING_WORKER,
      cancelGraceMs: 0,
    });
    registerBacktestRoutes(server, { ...options, limits: all, pool });
    return { server, pool };
  };
}
