import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { createQueryClient, Providers } from './providers';

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <Providers client={client}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
