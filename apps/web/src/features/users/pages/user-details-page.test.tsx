import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { UserDetailsPage } from './user-details-page';

const admin = makeUser({ role: 'admin', isAdmin: true });

describe('members list', () => {
  it('lists the name and e-mail of every user', async () => {
    mockFetch({
      'GET /api/auth/getUsers': () => ({
        body: { success: true, users: [makeUser(), makeUser({ _id: 'u2', name: 'Kofi Mensah', email: 'kofi@example.com' })] },
      }),
    });
    renderPage(<UserDetailsPage />, { path: '/user-details', user: admin });
    expect(screen.getByRole('heading', { name: 'Information of all the Members' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Kofi Mensah' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'kofi@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ada Obi' })).toBeInTheDocument();
  });

  it('says "No users available." for an empty list', async () => {
    mockFetch({ 'GET /api/auth/getUsers': () => ({ body: { success: true, users: [] } }) });
    renderPage(<UserDetailsPage />, { path: '/user-details', user: admin });
    expect(await screen.findByText('No users available.')).toBeInTheDocument();
  });

  it('toasts the server message, or "Failed to fetch users"', async () => {
    mockFetch({ 'GET /api/auth/getUsers': () => ({ status: 403, body: { success: false, message: 'Admins only' } }) });
    renderPage(<UserDetailsPage />, { path: '/user-details', user: admin });
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(screen.getByText('No users available.')).toBeInTheDocument();
  });

  it('falls back to "Failed to fetch users"', async () => {
    mockFetch({ 'GET /api/auth/getUsers': () => ({ status: 500, raw: '' }) });
    renderPage(<UserDetailsPage />, { path: '/user-details', user: admin });
    expect(await screen.findByText('Failed to fetch users')).toBeInTheDocument();
  });
});
