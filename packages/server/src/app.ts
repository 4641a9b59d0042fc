import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerErrorHandler } from './http/error-handler';
import { registerSectorRoutes } from './routes/sectors';
import { registerStaticSite } from './web/static-site';

/** Builds the whole server (API and web app) without listening; tests call `inject` on it. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
  });
  registerErrorHandler(app);
  registerSectorRoutes(app);
  await registerStaticSite(app, config.webDist, {
    dataServiceUrl: config.dataServiceUrl,
    analyticsId: config.analyticsId,
    demoData: true,
  });
  return app;
}
