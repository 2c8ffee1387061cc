import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { DomainGate } from '@/features/tenant/components/domain-gate';
import { AlertHost } from '@/shared/ui/alert';
import { ErrorBoundary } from './layout/error-boundary';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <DomainGate>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </DomainGate>
        <AlertHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
