import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyReply } from 'fastify';
import type { ConnectionConfig } from '../config';
import { clientErrorAnswer } from './client-error-answer';
import { clientErrorMessage } from './client-error-message';
import { connectionOptions } from './connection-limits';
import { requestIdOf } from './request-id';
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH } from './request-limits';

/**
 * The Fastify options of how requests are taken in: size and time limits, request ids (logged as `reqId`), the
 * proxies trusted for the client's address, and routing errors and requests Node cannot read as `{ error }` like
 * any other.
 */
export function requestOptions(connections: ConnectionConfig): FastifyHttpOptions<Server> {
  const { trustProxy } = connections;
  return {
    ...connectionOptions(connections),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Given a hop count, the client is the address that many proxies back; further X-Forwarded-For entries could
    // be forged. Given the proxies' addresses, the client is the last address that is not one of them.
    trustProxy: typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy,
    clientErrorHandler: clientErrorAnswer(connections),
    // A bad escape or an over-long parameter fails before routing, where the error handler does not run.
    frameworkErrors: (err, _request, reply) => {
      const status = err.statusCode ?? 400;
      (reply as FastifyReply).status(status).send({ error: clientErrorMessage(err, status) });
    },
  };
}
