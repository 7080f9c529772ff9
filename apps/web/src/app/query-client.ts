import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** The cache's rules, for the browser's client and for each server render (entry-server.tsx). */
export const QUERY_CLIENT_CONFIG: QueryClientConfig = {
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
};

export const queryClient = new QueryClient(QUERY_CLIENT_CONFIG);
