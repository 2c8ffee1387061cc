import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiError, setUnauthorizedHandler } from '@/shared/http/client';
import { sessionKey } from '@/shared/session/session';
import { createStudioRouter } from './router';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx is an answer, not a hiccup: only failures to reach the server are tried again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

const router = createStudioRouter();

// The session ended (expired, signed out in another tab, role taken away): say so, not a blank page.
setUnauthorizedHandler(() => {
  queryClient.removeQueries({ queryKey: sessionKey });
  void router.navigate('/signed-out?reason=expired', { replace: true });
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
