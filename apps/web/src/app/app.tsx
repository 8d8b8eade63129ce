import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { seedAuthFromPage } from '../lib/auth/check-auth';
import { createQueryClient, Providers } from './providers';

export function App() {
  const [client] = useState(() => {
    const qc = createQueryClient();
    seedAuthFromPage(qc);
    return qc;
  });
  return (
    <BrowserRouter>
      <Providers client={client}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
