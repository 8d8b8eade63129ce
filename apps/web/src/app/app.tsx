import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { AppRoutes } from './router';
import { ScrollRestoration } from './scroll-restoration';
import { seedAuthFromPage } from '../lib/auth/check-auth';
import { seedQueriesFromPage } from '../lib/ssr-state';
import { createQueryClient, Providers } from './providers';

/**
 * The app inside a router: BrowserRouter in the browser, StaticRouter when the server renders a
 * guest page (entry-server.tsx). Both render the same tree, so the browser hydrates the server's HTML.
 */
export function AppTree({ client, router: Router }: { client: QueryClient; router: (p: { children: ReactNode }) => ReactNode }) {
  return (
    <ErrorBoundary scope="app">
      <Router>
        <Providers client={client}>
          <ScrollRestoration />
          <AppRoutes />
        </Providers>
      </Router>
    </ErrorBoundary>
  );
}

export function App() {
  const [client] = useState(() => {
    const qc = createQueryClient();
    seedAuthFromPage(qc);
    // The queries a server-rendered page was drawn from (/courses' first page): the same data, no refetch.
    seedQueriesFromPage(qc);
    return qc;
  });
  return <AppTree client={client} router={BrowserRouter} />;
}
