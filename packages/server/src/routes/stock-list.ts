import { API_PATHS, stockListResponseSchema } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';

/**
 * `GET /data/api/v1/security/all/mini`, the stock list: every symbol with prices, sorted, from the market
 * cache. Open to any origin, since the web app may be configured to read it from another server
 * (DATA_SERVICE_URL), and it carries no access key.
 */
export function registerStockListRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.stockList,
    {
      schema: {
        tags: [API_TAGS.market],
        summary: 'Every symbol with prices',
        description: 'Sorted by symbol, with its name and ids; open to any origin.',
        response: { 200: stockListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
      return { data: [...app.market.stockList()] };
    },
  );
}
