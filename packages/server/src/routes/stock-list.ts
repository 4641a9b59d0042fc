import { API_PATHS, type StockListResponse } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';

/**
 * `GET /data/api/v1/security/all/mini` (spec section 7): every symbol with prices, sorted, from the market
 * cache. Open to any origin, since the web app may be configured to read it from another server
 * (DATA_SERVICE_URL), and it carries no access key.
 */
export function registerStockListRoutes(app: FastifyInstance): void {
  app.get(API_PATHS.stockList, async (_request, reply): Promise<StockListResponse> => {
    reply.header('access-control-allow-origin', '*');
    return { data: [...app.market.stockList()] };
  });
}
