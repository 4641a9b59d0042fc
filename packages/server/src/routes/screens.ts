import { SCREEN_HEADERS } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';
import { errorAnswers } from '../http/error-answers';
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
  answers: Pick<ScreenAnswers, 'answer' | 'data'>,
  { now = () => new Date() }: ScreenRouteOptions = {},
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const screen of screens) {
    routes.get(
      screen.path,
      {
        schema: {
          tags: [API_TAGS.screens],
          summary: `The ${screen.name}`,
          description:
            'Computed once per data version and sent as prepared bytes with a weak ETag (a matching ' +
            `If-None-Match answers 304); headers ${SCREEN_HEADERS.dataDate} (the latest session), ` +
            `${SCREEN_HEADERS.expectedDate} (the session the trading calendar expects by now) and ` +
            `${SCREEN_HEADERS.dataKind} (demo or imported).`,
          response: {
            // Declared for the document: the prepared bytes go out as they are, not checked or written again.
            200: screen.schema,
            ...errorAnswers({ 503: 'The screen could not be computed on the current data.' }),
          },
        },
      },
      async (request, reply) => {
        const answer = answers.answer(screen.path);
        if (!answer)
          throw new HttpError(503, `The ${screen.name} could not be computed; please try again later.`);
        const { dataDate, dataKind } = answers.data;
        if (dataDate !== null) reply.header(SCREEN_HEADERS.dataDate, dataDate);
        reply.header(SCREEN_HEADERS.expectedDate, isoDate(lastCompletedSession(now())));
        reply.header(SCREEN_HEADERS.dataKind, dataKind);
        return sendAnswer(request, reply, answer);
      },
    );
  }
}
