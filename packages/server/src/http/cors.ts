import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Lets pages on the configured origins (`CORS_ORIGINS`) call the API; with none, browsers allow this server's own
 * pages only. The stock list and the Play Store app record answer any origin on their own
 * (docs/decisions/security.md, "CORS").
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST'],
    exposedHeaders: [REQUEST_ID_HEADER, 'retry-after'],
    maxAge: 600,
  });
}
