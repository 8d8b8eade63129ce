import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { AppRoutes } from './router';
import { ScrollRestoration } from './scroll-restoration';
import { seedAuthFromPage } from '../lib/auth/check-auth';
import { createQueryClient, Providers } from './providers';

export function App() {
  const [client] = useState(() => {
    const qc = createQueryClient();
    seedAuthFromPage(qc);
    return qc;
  });
  return (
    <ErrorBoundary scope="app">
      <BrowserRouter>
        <Providers client={client}>
          <ScrollRestoration />
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
