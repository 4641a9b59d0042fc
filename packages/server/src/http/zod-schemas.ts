import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Routes declare their params, query, body and answers as zod schemas (the contract's), typed through
 * fastify-type-provider-zod: requests are read with those schemas before the handler runs, and object answers are
 * checked and written with them. Answers sent as ready bytes (the screens', the back-test's, live prices) skip the
 * serializer, as Fastify sends a Buffer, or a string typed JSON, as it is. Set before any route is declared.
 */
export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
