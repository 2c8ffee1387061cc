import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { DomainGate } from '@/features/tenant/components/domain-gate';
import { AlertHost } from '@/shared/ui/alert';
import { ErrorBoundary } from './layout/error-boundary';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/** The app; the server renders it inside a StaticRouter (src/entry-server.tsx). */
export function App({
  queryClient,
  Router = BrowserRouter,
}: {
  queryClient?: QueryClient;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <DomainGate>
          <Router>
            <AppRoutes />
          </Router>
        </DomainGate>
        <AlertHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
