import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's query client, which it makes once and keeps while it is shown, so that data survives moving
 * between screens. A failed call already told the person (the shared client's toast), so queries do not retry
 * behind their back; screens offer "Try Again".
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}
