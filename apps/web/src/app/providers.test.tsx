import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from './providers';

// The one error path: a call whose meta names a text is toasted by the query client itself.
function FailingMutation({ error }: { error: Error }) {
  const m = useMutation({
    mutationFn: () => Promise.reject(error),
    meta: { errorMessage: 'common:errors.logout' },
  });
  return <button onClick={() => m.mutate()}>Go</button>;
}

function FailingQuery() {
  useQuery({
    queryKey: ['failing'],
    queryFn: () => Promise.reject(new Error('offline')),
    meta: { errorMessage: 'common:errors.formCheck' },
  });
  return null;
}

const renderWith = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );

describe('the query client: one error path', () => {
  it("toasts a failed mutation with its meta's text when the server gave no sentence", async () => {
    renderWith(<FailingMutation error={new Error('boom')} />);
    screen.getByRole('button', { name: 'Go' }).click();
    expect(await screen.findByText('Error logging out')).toBeInTheDocument();
  });

  it("prefers the server's own sentence", async () => {
    renderWith(<FailingMutation error={new ApiError(409, 'CONFLICT', 'This course was changed meanwhile.')} />);
    screen.getByRole('button', { name: 'Go' }).click();
    expect(await screen.findByText('This course was changed meanwhile.')).toBeInTheDocument();
  });

  it('toasts a failed query too', async () => {
    renderWith(<FailingQuery />);
    expect(await screen.findByText('Could not check the form. Check your connection and try again.')).toBeInTheDocument();
  });
});
