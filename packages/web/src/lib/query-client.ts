import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the whole session, so that data survives moving between screens. A failed call already told the
 * person (the shared client's toast), so queries do not retry behind their back; screens offer "Try Again".
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
  },
});
