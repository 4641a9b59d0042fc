import { API_PATHS } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { sendAnswer } from '../http/send-answer';
import type { LivePoller } from '../live/live-poller';

/**
 * `GET /api/live-nepse/`: the poller's last good snapshot, the bytes encoded once per poll, with an ETag (304 on
 * a match); 503 before the first good poll. `GET /api/live-status/`: the market phase, source and polls.
 */
export function registerLiveRoutes(app: FastifyInstance, poller: LivePoller): void {
  app.get(API_PATHS.liveNepse, async (request, reply) => {
    const snapshot = poller.snapshot;
    if (!snapshot)
      throw new HttpError(503, 'Live market data is not available yet; please try again shortly.');
    return sendAnswer(request, reply, snapshot.answer);
  });
  app.get(API_PATHS.liveStatus, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return poller.status();
  });
}
