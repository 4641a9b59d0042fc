import { API_PATHS, type StockListEntry, stockListEntrySchema } from '@nepse/contract';
import { appConfig } from './app-config';
import { showErrorToast } from './error-toast';

export const STOCK_LIST_FAILED_MESSAGE = 'Failed to fetch stock list.';

/**
 * Spec section 5: an entry is kept when its symbol is non-empty, not only spaces and not the text "undefined", and
 * its id and nepseId are defined (here: the contract's integers).
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

function entriesOf(answer: unknown): readonly unknown[] | undefined {
  if (answer === null || typeof answer !== 'object' || !('data' in answer)) return undefined;
  return Array.isArray(answer.data) ? answer.data : undefined;
}

/**
 * The stock list from the data service (spec section 7): a plain GET without the access key. On failure it shows
 * the toast "Failed to fetch stock list." and throws, so the stored list stays empty.
 */
export async function fetchStockList(signal?: AbortSignal): Promise<StockListEntry[]> {
  try {
    const response = await fetch(`${appConfig().dataServiceUrl}${API_PATHS.stockList}`, {
      signal: signal ?? null,
    });
    const entries = response.ok ? entriesOf(await response.json()) : undefined;
    if (entries === undefined) throw new Error(STOCK_LIST_FAILED_MESSAGE);
    return validStockEntries(entries);
  } catch (err) {
    if (signal?.aborted) throw err;
    showErrorToast(STOCK_LIST_FAILED_MESSAGE);
    throw new Error(STOCK_LIST_FAILED_MESSAGE);
  }
}
