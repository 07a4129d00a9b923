import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already toasts every failure, so automatic retries would repeat the toast and
 * refetching on focus would surprise users with errors they did not cause.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
