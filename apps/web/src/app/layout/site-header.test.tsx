import { Route, useLocation } from 'react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT } from '@sewee/shared';
import { makeUser, mockFetch, renderPage } from '../../test/utils';
import { SiteHeader } from './site-header';

/** The wide screen's navigation (the phone's, `#site-nav`, is in the page too: inside the menu's disclosure). */
const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => nav.id !== 'site-nav')!;

describe('site header', () => {
  it('guests: Courses goes to /courses; Login and Sign Up are shown', () => {
    mockFetch({});
    renderPage(<SiteHeader />, { path: '/about-us' });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sewee-login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sewee-signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT.email })).toBeInTheDocument();
    for (const n of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'])
      expect(screen.getByRole('link', { name: `Sewee on ${n}` })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Find courses...')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All Categories');
  });

  it('signed-in users: Courses goes to /dashboard/courses and Logout signs out', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ 'POST /api/auth/logout': () => ({ body: { success: true, message: 'bye' } }) });
    renderPage(<SiteHeader />, { path: '/', user: makeUser(), extra: <Route path="/sewee-login" element={<h1>Login page</h1>} /> });
    expect(within(mainNav()).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/dashboard/courses');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('the hamburger is a native disclosure: its menu is in the HTML, opens with or without the code, and closes on a move', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({});
    // One route for every page, so the header stays drawn across the move.
    renderPage(<SiteHeader />, { path: '/:page?', route: '/' });
    // One name whatever its state: the summary itself says whether it is expanded.
    const toggle = screen.getByLabelText('Menu');
    expect(toggle.tagName).toBe('SUMMARY');
    const menu = toggle.closest('details')!;
    expect(menu.open).toBe(false);
    // Drawn closed, not left out: with JavaScript off the browser opens it.
    const phoneNav = within(menu).getByRole('navigation', { name: 'Main' });
    expect(phoneNav).toHaveAttribute('id', 'site-nav');
    expect(within(phoneNav).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await user.click(toggle);
    expect(menu.open).toBe(true);
    await user.click(toggle);
    expect(menu.open).toBe(false);
    // Escape closes it and gives the focus back to its button.
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(toggle).toHaveFocus();
    // Opened (even before the code ran: the element's own state), following one of its links closes it.
    menu.open = true;
    await user.click(within(phoneNav).getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about-us');
    expect(menu.open).toBe(false);
  });

  it('search: words and a category open All Courses with q and category in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({});
    const Search = () => <p data-testid="search">{useLocation().search}</p>;
    renderPage(<SiteHeader />, { path: '/about-us', extra: <Route path="/courses" element={<Search />} /> });
    // Sent before hydration, the browser itself takes the words (the input's name) to the catalogue.
    expect(screen.getByRole('search')).toHaveAttribute('action', '/courses');
    await user.type(screen.getByRole('searchbox', { name: 'Find courses' }), '  Crème, 100% ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'beading');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/courses');
    expect(screen.getByTestId('search')).toHaveTextContent('?category=beading&q=Cr%C3%A8me%2C%20100%25');
  });

  it('search: the row hides behind a search icon on a phone, which reports it with aria-expanded', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({});
    renderPage(<SiteHeader />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Open search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('search')).toHaveClass('hidden', 'sm:flex');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search')).not.toHaveClass('hidden');
  });
});
