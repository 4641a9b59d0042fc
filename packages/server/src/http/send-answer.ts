import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ScreenAnswer } from '../screens/screen-answers';
import { pickEncoding } from './accept-encoding';
import { ifNoneMatch } from './if-none-match';

/**
 * Sends pre-encoded JSON bytes in the coding the client accepts, with their weak ETag and `no-cache` (clients
 * revalidate every time); a matching `If-None-Match` gets 304 and no body.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: ScreenAnswer): FastifyReply {
  reply.header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
  reply.header('etag', answer.etag);
  if (ifNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const coded = encoding === 'identity' ? undefined : answer[encoding];
  reply.type('application/json; charset=utf-8');
  if (coded) reply.header('content-encoding', encoding);
  return reply.send(coded ?? answer.identity);
}
