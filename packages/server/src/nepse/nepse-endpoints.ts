import { type LiveIndex, type LiveStockRecord, liveStockRecordSchema } from '@nepse/contract';
import { insaneNumber } from '../ingest/cells';
import { MAX_PERCENT, MAX_PRICE, MAX_VOLUME } from '../ingest/sane-bounds';
import type { NepseClient } from './nepse-client';
import { NepseError } from './nepse-http';
import {
  type Company,
  companyListSchema,
  type MarketOpen,
  marketOpenSchema,
  nepseIndexSchema,
  type SecurityHistoryRow,
  securityHistoryPageSchema,
  type TodayPriceRow,
  todayPricePageSchema,
} from './nepse-payloads';
import { nepalDayOfMonth, todayPricePayloadId } from './payload-id';

/** NEPSE's paths (NepseUnofficialApi nepse/data/API_ENDPOINTS.json). */
export const NEPSE_PATHS = {
  liveMarket: '/api/nots/lives-market',
  marketOpen: '/api/nots/nepse-data/market-open',
  nepseIndex: '/api/nots/nepse-index',
  companyList: '/api/nots/company/list',
  todayPrice: '/api/nots/nepse-data/today-price',
  securityHistory: '/api/nots/market/history/security/',
} as const;

/** NEPSE's id of the NEPSE index in `nepse-index`. */
const NEPSE_INDEX_ID = 58;
/** Rows asked per page of the paged endpoints (NEPSE's site asks 500). */
const PAGE_SIZE = 500;

/**
 * The live market: one record per traded security, as the contract's live record; refused unless an array. A record
 * that is not a live record, or holds a number outside its sane bound (the schema already refuses one that is not
 * finite), fails the whole answer: a quote is all the records at once or none (the poller keeps the last good one).
 */
export async function fetchLiveMarket(client: NepseClient, signal?: AbortSignal): Promise<LiveStockRecord[]> {
  const json = await client.getJson(NEPSE_PATHS.liveMarket, signal);
  // Live data is accepted only if the answer is an array.
  if (!Array.isArray(json)) throw new NepseError("NEPSE's live market answer is not an array");
  return json.map((element, i) => {
    const parsed = liveStockRecordSchema.safeParse(element);
    if (!parsed.success) throw new NepseError(`NEPSE's live market record ${i} is not a live record`);
    const insane = insaneLiveRecord(parsed.data);
    if (insane) throw new NepseError(`NEPSE's live market record ${i} (${parsed.data.symbol}): ${insane}`);
    return parsed.data;
  });
}

/** Why a live record cannot be used: its first number outside its sane bound; undefined when all are sane. */
function insaneLiveRecord(r: LiveStockRecord): string | undefined {
  const bounds: [keyof LiveStockRecord, number][] = [
    ['openPrice', MAX_PRICE],
    ['highPrice', MAX_PRICE],
    ['lowPrice', MAX_PRICE],
    ['lastTradedPrice', MAX_PRICE],
    ['previousClose', MAX_PRICE],
    ['totalTradeQuantity', MAX_VOLUME],
    ['percentageChange', MAX_PERCENT],
  ];
  for (const [name, bound] of bounds) {
    const value = r[name];
    if (typeof value !== 'number') continue;
    const insane = insaneNumber(name, String(value), value, bound);
    if (insane) return insane;
  }
  return undefined;
}

export function fetchMarketOpen(client: NepseClient, signal?: AbortSignal): Promise<MarketOpen> {
  return client.get(NEPSE_PATHS.marketOpen, marketOpenSchema, signal);
}

/**
 * The NEPSE index's latest value, its change and change in percent; null when the answer lacks it. A value out of its
 * sane bound is refused (the live source then leaves the index unknown).
 */
export async function fetchNepseIndex(client: NepseClient, signal?: AbortSignal): Promise<LiveIndex | null> {
  const rows = await client.get(NEPSE_PATHS.nepseIndex, nepseIndexSchema, signal);
  const nepse = rows.find((r) => r.id === NEPSE_INDEX_ID);
  if (!nepse) return null;
  const insane =
    insaneNumber('currentValue', String(nepse.currentValue), nepse.currentValue, MAX_PRICE) ??
    insaneNumber('change', String(nepse.change), nepse.change, MAX_PRICE) ??
    insaneNumber('perChange', String(nepse.perChange), nepse.perChange, MAX_PERCENT);
  if (insane) throw new NepseError(`NEPSE's index: ${insane}`);
  return { value: nepse.currentValue, change: nepse.change, percentageChange: nepse.perChange };
}

export function fetchCompanyList(client: NepseClient, signal?: AbortSignal): Promise<Company[]> {
  return client.get(NEPSE_PATHS.companyList, companyListSchema, signal);
}

/**
 * Every security's bar of one business date (`YYYY-MM-DD`; NEPSE serves about the last year), every page. The
 * payload id comes from the market-open answer's dummy id, the token's salts and Nepal's day of the month `now`.
 */
export async function fetchTodayPrices(
  client: NepseClient,
  businessDate: string,
  dummyId: number,
  now: Date,
  signal?: AbortSignal,
): Promise<TodayPriceRow[]> {
  const day = nepalDayOfMonth(now);
  return allPages(async (page) =>
    client.post(
      `${NEPSE_PATHS.todayPrice}?&size=${PAGE_SIZE}&page=${page}&businessDate=${businessDate}`,
      ({ salts }) => ({ id: todayPricePayloadId(dummyId, salts, day) }),
      todayPricePageSchema,
      signal,
    ),
  );
}

/** One security's sessions from `startDate` to `endDate` (both `YYYY-MM-DD`), every page; they have no open. */
export function fetchSecurityHistory(
  client: NepseClient,
  securityId: number,
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<SecurityHistoryRow[]> {
  return allPages((page) =>
    client.get(
      `${NEPSE_PATHS.securityHistory}${securityId}?&size=${PAGE_SIZE}&page=${page}&startDate=${startDate}&endDate=${endDate}`,
      securityHistoryPageSchema,
      signal,
    ),
  );
}

async function allPages<T>(
  fetchPage: (page: number) => Promise<{ content: T[]; totalPages: number }>,
): Promise<T[]> {
  const first = await fetchPage(0);
  const rows = [...first.content];
  for (let page = 1; page < first.totalPages; page++) rows.push(...(await fetchPage(page)).content);
  return rows;
}
