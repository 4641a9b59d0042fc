import { API_PATHS, liveNepseResponseSchema, liveStatusSchema } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
import { HttpError } from '../http/http-error';
import { sendAnswer } from '../http/send-answer';
import type { LivePoller } from '../live/live-poller';

/**
 * `GET /api/live-nepse/`: the poller's last good snapshot, the bytes encoded once per poll, with an ETag (304 on
 * a match); 503 before the first good poll. `GET /api/live-status/`: the market phase, source and polls.
 */
export function registerLiveRoutes(app: FastifyInstance, poller: LivePoller): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    API_PATHS.liveNepse,
    {
      schema: {
        tags: [API_TAGS.live],
        summary: "Every stock's live candle",
        description:
          'The last good poll of the live source, with a weak ETag (a matching If-None-Match answers 304).',
        response: {
          200: liveNepseResponseSchema,
          ...errorAnswers({ 503: 'No good poll of the live source yet.' }),
        },
      },
    },
    async (request, reply) => {
      const snapshot = poller.snapshot;
      if (!snapshot)
        throw new HttpError(503, 'Live market data is not available yet; please try again shortly.');
      return sendAnswer(request, reply, snapshot.answer);
    },
  );
  routes.get(
    API_PATHS.liveStatus,
    {
      schema: {
        tags: [API_TAGS.live],
        summary: 'The live market: phase, source and polls',
        response: { 200: liveStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return poller.status();
    },
  );
}
