import { z } from 'zod';

/** The name of the benchmark when it is the NEPSE index the store holds. */
export const NEPSE_INDEX_NAME = 'NEPSE index';

/** The name of the benchmark when it is a sector's own index the store holds (NEPSE's sub-index of it). */
export const sectorIndexName = (sector: string) => `${sector} sub-index`;

/** The name of an equal-weight index of a universe, with the stocks it holds. */
export const equalWeightIndexName = (universe: string, stocks: number) =>
  `Equal-weight index of ${universe} (${stocks} ${stocks === 1 ? 'stock' : 'stocks'})`;

/**
 * A run beside its benchmark bought and held over the run's sessions (see docs/decisions/benchmark.md): the
 * NEPSE index, or a sector's sub-index, or, where the store holds no index covering the run, the equal-weight index
 * of the run's universe, as `name` says. Percentages in percent; null where a figure does not exist (too few sessions, no variation).
 */
export const benchmarkSummarySchema = z.object({
  /** "NEPSE index", "Hydro Power sub-index", or "Equal-weight index of Hydro Power (12 stocks)". */
  name: z.string(),
  /** The benchmark's return from the run's first session's close to its last. */
  return_percentage: z.number(),
  /** The run's profit percentage less the benchmark's return, in percentage points. */
  excess_return_percentage: z.number(),
  /** Slope of the least-squares line of the run's session returns on the benchmark's. */
  beta: z.number().nullable(),
  /** That line's intercept, a year of sessions' worth. */
  alpha_percentage: z.number().nullable(),
  correlation: z.number().nullable(),
  /** Standard deviation of the session return difference (run less benchmark), a year's worth. */
  tracking_error_percentage: z.number().nullable(),
  /** The return difference's yearly mean over the tracking error. */
  information_ratio: z.number().nullable(),
});
export type BenchmarkSummary = z.infer<typeof benchmarkSummarySchema>;
