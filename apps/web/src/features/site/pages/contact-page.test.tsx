import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT } from '@sewee/shared';
import { bodiesFor, mockFetch, renderPage } from '../../../test/utils';
import { ContactPage } from './contact-page';

describe('contact page', () => {
  it('lists Lagos, the e-mail and both phone numbers, with the phone placeholder +234', () => {
    mockFetch({});
    renderPage(<ContactPage />, { path: '/contact-us' });
    expect(screen.getByRole('heading', { name: "We'd love to hear from you" })).toBeInTheDocument();
    expect(screen.getByText('Lagos, Nigeria')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT.email })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT.phoneNigeria })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT.phoneUsa })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '+234');
  });

  it('requires name and email and makes no call without them', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({});
    renderPage(<ContactPage />, { path: '/contact-us' });
    await user.click(screen.getByRole('button', { name: 'Submit Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows server field errors inline', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      'POST /api/contact': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Check the highlighted fields',
          errors: [{ path: 'subject', message: 'Subject looks like spam' }],
        },
      }),
    });
    renderPage(<ContactPage />, { path: '/contact-us' });
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Buy now');
    await user.click(screen.getByRole('button', { name: 'Submit Message' }));
    expect(await screen.findByText('Subject looks like spam')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends only the filled fields, toasts the server message and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = mockFetch({
      'POST /api/contact': () => ({ status: 201, body: { success: true, message: 'Thanks, we will reply soon' } }),
    });
    renderPage(<ContactPage />, { path: '/contact-us' });
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit Message' }));
    expect(await screen.findByText('Thanks, we will reply soon')).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', '/api/contact')).toEqual([{ name: 'Ada', email: 'ada@example.com', message: 'Hello' }]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });
});
