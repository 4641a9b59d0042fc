import type { StockListEntry } from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchStockList } from './stock-list';

const NO_STOCKS: StockListEntry[] = [];

/**
 * The application's stored stock list: fetched once while it is empty and kept for the session; after a
 * failure it stays empty until a screen that needs it mounts again.
 */
export function useStockList(): { stocks: StockListEntry[]; isLoading: boolean } {
  const query = useQuery({
    queryKey: ['stock-list'],
    queryFn: ({ signal }) => fetchStockList(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return { stocks: query.data ?? NO_STOCKS, isLoading: query.isPending && query.fetchStatus === 'fetching' };
}
