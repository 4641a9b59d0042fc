import { API_PATHS, NEPSE_SECTOR_ID, NO_SECTOR_ID, SECTORS, sectorListResponseSchema } from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_TAGS } from '../http/api-tags';

/** `GET /api/sectors`: the spec's sector list, NEPSE with its own id. */
export function registerSectorRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.sectors,
    {
      schema: {
        tags: [API_TAGS.market],
        summary: 'The sectors a back-test can run on',
        description: `In the page's order: "Select a Sector" (id ${NO_SECTOR_ID}) first; NEPSE, every listed equity, has id ${NEPSE_SECTOR_ID}.`,
        response: { 200: sectorListResponseSchema },
      },
    },
    async () => ({ data: SECTORS.map(({ id, name }) => ({ id, name })) }),
  );
}
