import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../metrics/app-metrics';

export const METRICS_PATH = '/metrics';

/** `GET /metrics`: the app's metrics in Prometheus' text format, for a scraper (free, like the health checks). */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics): void {
  app.get(METRICS_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.text();
  });
}
