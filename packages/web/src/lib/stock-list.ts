import { API_PATHS, type StockListEntry, stockListAnswerSchema, stockListEntrySchema } from '@nepse/contract';
import { apiGet } from './api-client';
import { appConfig } from './app-config';

export const STOCK_LIST_FAILED_MESSAGE = 'Failed to fetch stock list.';

/**
 * An entry is kept when its symbol is non-empty, not only spaces and not the text "undefined", and its id and
 * nepseId are defined (here: the contract's integers).
 */
export function validStockEntries(entries: readonly unknown[]): StockListEntry[] {
  const kept: StockListEntry[] = [];
  for (const entry of entries) {
    const parsed = stockListEntrySchema.safeParse(entry);
    if (!parsed.success) continue;
    const symbol = parsed.data.symbol.trim();
    if (symbol === '' || symbol === 'undefined') continue;
    kept.push(parsed.data);
  }
  return kept;
}

/**
 * The stock list from the data service: a plain GET through the shared client, without the access key. On any
 * failure the client shows the toast "Failed to fetch stock list." and the call fails, so the stored list
 * stays empty.
 */
export async function fetchStockList(signal?: AbortSignal): Promise<StockListEntry[]> {
  const answer = await apiGet(API_PATHS.stockList, {
    baseUrl: appConfig().dataServiceUrl,
    withAccessKey: false,
    schema: stockListAnswerSchema,
    failureMessage: STOCK_LIST_FAILED_MESSAGE,
    signal,
  });
  return validStockEntries(answer.data);
}
