import type { FastifyInstance } from 'fastify';
import { type AppMetrics, UNMATCHED_ROUTE } from './app-metrics';

/**
 * Counts and times every answered request by its route pattern (`/api/bars/:symbol`, never the address asked,
 * so that the labels stay few), method and status; requests no route matched share one label.
 */
export function recordRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });
}
