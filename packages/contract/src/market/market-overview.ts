import { z } from 'zod';

/** A session's breadth: stocks that closed above, below and at the previous close (adjusted). */
export const breadthSchema = z.object({
  advancing: z.number().int(),
  declining: z.number().int(),
  unchanged: z.number().int(),
});

/** Returns in percent up to the latest session; null where the index does not reach back so far. */
export const indexReturnsSchema = z.object({
  day: z.number().nullable(),
  week: z.number().nullable(),
  month: z.number().nullable(),
  threeMonths: z.number().nullable(),
  year: z.number().nullable(),
});

const moverSchema = z.object({
  symbol: z.string(),
  ltp: z.number(),
  change: z.number(),
  changePercent: z.number(),
  volume: z.number(),
  turnover: z.number(),
  sector: z.string().nullable(),
});
export type MoverRow = z.infer<typeof moverSchema>;

/** One leg of the index chart: the sessions from `from` to `to` come from the index `name`. */
const indexSegmentSchema = z.object({ name: z.string(), from: z.iso.date(), to: z.iso.date() });

/**
 * `GET /api/market-overview` (ours), computed once per data version: the latest session's market at a glance.
 * `index`: the NEPSE index by session with the market's turnover in whole Rs (null where unknown), continued by the
 * equal-weight index of the listed equities where the stored index ends before the prices (`segments` name each
 * leg); its sessions as columns (`close[k]` and `turnover[k]` on `dates[k]`), which keeps ten years of them small.
 * `breadth`; `newHighs` and `newLows`, the stocks of the 52-Week High & Low screen's `new-high` and `new-low`;
 * `smaShare`, by session, the share in percent of listed equities above their SMA 50 and SMA 200; `sectors`, each
 * sector's index (its own sub-index, else the equal-weight index of its members, as `indexName` says), its level,
 * returns and breadth, and `rotation`, its weekly path of strength against the overview's index and momentum of
 * that strength (100 is the index's own place); `movers`, the day's top gainers, losers, turnover and volume.
 */
export const marketOverviewResponseSchema = z.object({
  date: z.iso.date(),
  index: z
    .object({
      segments: z.array(indexSegmentSchema),
      dates: z.array(z.iso.date()),
      close: z.array(z.number()),
      turnover: z.array(z.number().nullable()),
    })
    .refine((i) => i.close.length === i.dates.length && i.turnover.length === i.dates.length, {
      message: 'The index has a close and a turnover for each of its dates.',
    }),
  breadth: breadthSchema,
  newHighs: z.array(z.string()),
  newLows: z.array(z.string()),
  smaShare: z.array(
    z.object({ date: z.iso.date(), above50: z.number().nullable(), above200: z.number().nullable() }),
  ),
  sectors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      indexName: z.string(),
      close: z.number().nullable(),
      returns: indexReturnsSchema,
      breadth: breadthSchema,
      rotation: z.array(z.object({ date: z.iso.date(), strength: z.number(), momentum: z.number() })),
    }),
  ),
  movers: z.object({
    gainers: z.array(moverSchema),
    losers: z.array(moverSchema),
    turnover: z.array(moverSchema),
    volume: z.array(moverSchema),
  }),
});
export type MarketOverviewResponse = z.infer<typeof marketOverviewResponseSchema>;
