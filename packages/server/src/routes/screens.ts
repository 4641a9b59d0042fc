import { SCREEN_HEADERS } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { sendAnswer } from '../http/send-answer';
import { lastCompletedSession } from '../market/trading-calendar';
import type { ScreenAnswers } from '../screens/screen-answers';
import type { AnyScreen } from '../screens/screen-definition';

export interface ScreenRouteOptions {
  /** The clock the expected session date is read from (tests pin it). */
  now?: () => Date;
}

/**
 * `GET` of every registered screen: the answer computed for the current data version, as bytes in the coding the
 * client accepts, with a weak ETag (a matching `If-None-Match` gets 304) and the data headers of SCREEN_HEADERS
 * (data date, the session the calendar expects by now, demo or imported). Clients revalidate every time
 * (`no-cache`): a new data version changes the ETag.
 */
export function registerScreenRoutes(
  app: FastifyInstance,
  screens: readonly AnyScreen[],
  answers: ScreenAnswers,
  { now = () => new Date() }: ScreenRouteOptions = {},
): void {
  for (const screen of screens) {
    app.get(screen.path, async (request, reply) => {
      const answer = answers.answer(screen.path);
      if (!answer)
        throw new HttpError(503, `The ${screen.name} could not be computed; please try again later.`);
      const { dataDate, dataKind } = answers.data;
      if (dataDate !== null) reply.header(SCREEN_HEADERS.dataDate, dataDate);
      reply.header(SCREEN_HEADERS.expectedDate, isoDate(lastCompletedSession(now())));
      reply.header(SCREEN_HEADERS.dataKind, dataKind);
      return sendAnswer(request, reply, answer);
    });
  }
}
