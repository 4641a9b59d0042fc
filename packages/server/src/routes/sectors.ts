import { API_PATHS, SECTORS, type SectorListResponse } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';

/** `GET /api/sectors`: the spec's sector list, NEPSE with its own id. */
export function registerSectorRoutes(app: FastifyInstance): void {
  app.get(
    API_PATHS.sectors,
    async (): Promise<SectorListResponse> => ({
      data: SECTORS.map(({ id, name }) => ({ id, name })),
    }),
  );
}
