import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let fail = true;
function Fragile() {
  if (fail) throw new Error('render failed');
  return <p>Recovered</p>;
}

describe('ErrorBoundary', () => {
  it('shows a retry screen instead of a blank page, and Try again renders the page anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail = true;
    render(
      <ErrorBoundary scope="page">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('clears the error when its reset key changes (another page opened)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail = true;
    function Host() {
      const [key, setKey] = useState(1);
      return (
        <>
          <button onClick={() => setKey(2)}>Go elsewhere</button>
          <ErrorBoundary scope="page" resetKey={key}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    render(<Host />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
