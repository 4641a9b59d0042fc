import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_TAGS } from '../http/api-tags';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { DataKind } from '../store/schema';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** How long readiness waits for the store's answer by default: a load balancer's probe should not hang. */
export const READY_TIMEOUT_MS = 2000;

export interface HealthDeps {
  /** The market snapshot served now. */
  market: () => MarketSnapshot;
  /** The cheap store query: the store's data version. */
  storeVersion: () => Promise<number>;
  timeoutMs?: number;
}

/** What readiness reports, ready or not. */
const readinessStateSchema = z.object({
  store: z.enum(['reachable', 'unreachable']),
  market: z.enum(['loaded', 'empty']),
  /** The data version the market cache serves. */
  dataVersion: z.number(),
  /** The store's data version (higher while the cache reloads); null when the store did not answer. */
  storeDataVersion: z.number().nullable(),
  /** The latest session served, `YYYY-MM-DD`; null for an empty market. */
  dataDate: z.string().nullable(),
  dataKind: z.enum(['empty', 'demo', 'imported'] as const satisfies readonly DataKind[]),
});

/**
 * `GET /healthz`: the process is up (200, asks nothing of the store). `GET /readyz`: the store answers its cheap
 * query within the timeout and the market cache holds prices: 200 with the served data version, the store's (higher
 * while the cache reloads), the data date and kind; otherwise 503 `{ error }` naming what is not ready, with the same
 * fields. Both are free and cheap, for load balancers and orchestrators.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const timeoutMs = deps.timeoutMs ?? READY_TIMEOUT_MS;

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    HEALTH_PATHS.live,
    {
      schema: {
        tags: [API_TAGS.operations],
        summary: 'The process is up',
        description: 'Asks nothing of the store: for a load balancer or an orchestrator.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  routes.get(
    HEALTH_PATHS.ready,
    {
      schema: {
        tags: [API_TAGS.operations],
        summary: 'The server is ready to serve',
        description: `The store answers its cheap query within ${timeoutMs} ms and the market cache holds prices.`,
        response: {
          200: readinessStateSchema.extend({ status: z.literal('ready') }),
          503: readinessStateSchema
            .extend({ error: z.string() })
            .describe('Not ready: the error says what is not (the store, the market cache or both).'),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const snapshot = deps.market();
      const problems: string[] = [];
      let storeVersion: number | null = null;
      try {
        storeVersion = await answerWithin(deps.storeVersion(), timeoutMs);
      } catch (err) {
        // The driver's own words go to the log only: they may hold addresses or SQL.
        request.log.warn({ err }, 'readiness: the store query failed');
        problems.push(
          err instanceof StoreTimeout
            ? `The store did not answer within ${timeoutMs} ms.`
            : 'The store is not reachable: its query failed (see the server log).',
        );
      }
      if (snapshot.latestDate === null) {
        problems.push(
          'The market cache holds no prices: import data (npm run import) or start on an empty store.',
        );
      }
      const state = {
        store: storeVersion === null ? ('unreachable' as const) : ('reachable' as const),
        market: snapshot.latestDate === null ? ('empty' as const) : ('loaded' as const),
        dataVersion: snapshot.version,
        storeDataVersion: storeVersion,
        dataDate: snapshot.latestDate,
        dataKind: snapshot.dataKind,
      };
      if (problems.length > 0) return reply.status(503).send({ error: problems.join(' '), ...state });
      return { status: 'ready' as const, ...state };
    },
  );
}

class StoreTimeout extends Error {}

/** The promise's value, or a StoreTimeout when it has not settled within `ms`. */
async function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeout(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
