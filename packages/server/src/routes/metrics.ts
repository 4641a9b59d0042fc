import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_TAGS } from '../http/api-tags';
import type { AppMetrics } from '../metrics/app-metrics';

export const METRICS_PATH = '/metrics';

/** `GET /metrics`: the app's metrics in Prometheus' text format, for a scraper (free, like the health checks). */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    METRICS_PATH,
    {
      schema: {
        tags: [API_TAGS.operations],
        summary: "The server's metrics",
        description: "Prometheus' text exposition format, for a scraper.",
        response: {
          200: {
            description: "The metrics, in Prometheus' text format.",
            content: { 'text/plain': { schema: z.string() } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store').type(metrics.contentType);
      return metrics.text();
    },
  );
}
