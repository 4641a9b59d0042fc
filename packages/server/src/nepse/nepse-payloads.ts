// The shapes of NEPSE's answers this adapter reads (the recorded payloads in data/nepse/api-samples), checked with
// zod so that a changed answer fails with a message instead of flowing on. Fields we do not read are let through.
import { z } from 'zod';
import { MAX_NEPSE_ID } from '../ingest/sane-bounds';

/** `GET /api/authenticate/prove`: the tokens and the five salts that, through NEPSE's module, make the real token. */
export const proveSchema = z.object({
  accessToken: z.string().min(1),
  salt1: z.number().int(),
  salt2: z.number().int(),
  salt3: z.number().int(),
  salt4: z.number().int(),
  salt5: z.number().int(),
});
export type Prove = z.infer<typeof proveSchema>;

/** `GET /api/nots/nepse-data/market-open`: OPEN or CLOSE (a pre-open word was not observed), and the dummy id. */
export const marketOpenSchema = z.object({ isOpen: z.string(), asOf: z.string(), id: z.number().int() });
export type MarketOpen = z.infer<typeof marketOpenSchema>;

/** A security id, which the store keeps in a 32-bit column: a larger one is a shape error, not a failed write. */
const securityId = z.number().int().min(0).lt(MAX_NEPSE_ID);

/**
 * A price or quantity of a bar: any JSON number, even one that overflowed to Infinity (`1e400`), so that the bar's
 * own checks (checkBarRow: not finite or out of its sane bound) refuse it as an error row of its day, where a shape
 * error would stop the whole top-up.
 */
const price = z
  .custom<number>((v) => typeof v === 'number', 'expected a number')
  .nullable()
  .optional();

/** One element of `GET /api/nots/nepse-index`; id 58 is the NEPSE index, `currentValue` its latest value. */
export const nepseIndexSchema = z.array(
  z.object({ id: z.number(), currentValue: z.number(), change: z.number(), perChange: z.number() }),
);

/** A Spring page (`content` plus `totalPages`), as today-price and the security history answer. */
const page = <T extends z.ZodType>(row: T) =>
  z.object({ content: z.array(row), totalPages: z.number().int() });

/** `POST /api/nots/nepse-data/today-price?businessDate=...`: every security's bar of one business date. */
export const todayPricePageSchema = page(
  z.object({
    businessDate: z.string(),
    securityId,
    symbol: z.string().min(1),
    securityName: z.string(),
    openPrice: price,
    highPrice: price,
    lowPrice: price,
    closePrice: price,
    totalTradedQuantity: price,
    totalTradedValue: price,
  }),
);
export type TodayPriceRow = z.infer<typeof todayPricePageSchema>['content'][number];

/** `GET /api/nots/market/history/security/{id}`: one security's sessions, without an open. */
export const securityHistoryPageSchema = page(
  z.object({
    businessDate: z.string(),
    highPrice: price,
    lowPrice: price,
    closePrice: price,
    totalTradedQuantity: price,
    totalTradedValue: price,
  }),
);
export type SecurityHistoryRow = z.infer<typeof securityHistoryPageSchema>['content'][number];

/** `GET /api/nots/company/list`: the listed companies with their sector; `id` is the security id. */
export const companyListSchema = z.array(
  z.object({
    id: securityId,
    symbol: z.string().min(1),
    securityName: z.string(),
    sectorName: z.string().nullable().optional(),
    instrumentType: z.string().nullable().optional(),
    status: z.string(),
  }),
);
export type Company = z.infer<typeof companyListSchema>[number];
