import { QueryClient } from '@tanstack/react-query';

/** product §7, §9: fresh for 5 minutes, 3 retries, delay doubling from 1 s and capped at 30 s. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        ...QUERY_DEFAULTS,
        // A 4xx answer will not change on retry; only failures worth retrying are retried.
        retry: (count, error) => {
          const status = (error as { status?: number }).status;
          return count < QUERY_DEFAULTS.retry && !(status && status >= 400 && status < 500);
        },
        refetchOnWindowFocus: false,
      },
    },
  });
