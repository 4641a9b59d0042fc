import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { clientErrorMessage } from './client-error-message';
import { requestIdOf } from './request-id';
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH } from './request-limits';

/**
 * The Fastify options of how requests are taken in: size limits, request ids (logged as `reqId`), the proxies
 * trusted for the client's address (`trustProxyHops`, 0 = none), and routing errors as `{ error }` like any other.
 */
export function requestOptions(trustProxyHops: number): FastifyServerOptions {
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The client is the address `trustProxyHops` proxies back; further X-Forwarded-For entries could be forged.
    trustProxy: (_address, hop) => hop < trustProxyHops,
    // A bad escape or an over-long parameter fails before routing, where the error handler does not run.
    frameworkErrors: (err, _request, reply) => {
      const status = err.statusCode ?? 400;
      (reply as FastifyReply).status(status).send({ error: clientErrorMessage(err, status) });
    },
  };
}
