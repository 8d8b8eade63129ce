import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '@sewee/shared';
import { setLocale } from '../../../lib/i18n';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { CoursesPage } from './courses-page';
import { StudentHomePage } from './student-home-page';

function course(over: Partial<CatalogItem> = {}): CatalogItem {
  return {
    _id: 'c1',
    instructorId: 'i1',
    instructorName: 'Ngozi Eze',
    date: '2025-03-12T10:00:00.000Z',
    isPublised: true,
    image: '/api/media/img1',
    title: 'Beading Basics',
    subtitle: 'Beads',
    category: 'beading',
    level: 'beginner',
    primaryLanguage: 'english',
    description: 'd',
    pricing: 49.99,
    objectives: 'a,b',
    welcomeMessage: 'w',
    studentCount: 0,
    lectureCount: 3,
    ...over,
  };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('All Courses', () => {
  it('shows a card per course: first-row image eager, instructor, title, lectures and level, dollar price', async () => {
    mockFetch({
      'GET /api/student/course/get': () => ({
        body: {
          success: true,
          data: [course(), course({ _id: 'c2', title: 'Crochet Hats', lectureCount: 1, level: 'advanced', pricing: 0 })],
        },
      }),
    });
    renderPage(<CoursesPage />, { path: '/courses' });
    expect(screen.getByText('Loading courses…')).toBeInTheDocument();
    expect(await screen.findByText('2 Results')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Created By Ngozi Eze')).toBeInTheDocument();
    // A guest's card leads to the course; its guard asks them to sign in and returns them there.
    expect(within(first!).getByRole('link', { name: 'Beading Basics' })).toHaveAttribute('href', '/course/details/c1');
    expect(within(first!).getByText('3 Lectures - BEGINNER Level')).toBeInTheDocument();
    expect(within(first!).getByText('$49.99')).toBeInTheDocument();
    // The first row's images are the likely LCP: loaded at once, high priority, with a size so nothing shifts.
    const img = first!.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '225');
    expect(within(first!).getByRole('heading', { level: 2, name: 'Beading Basics' })).toBeInTheDocument();
    expect(within(second!).getByText('1 Lecture - ADVANCED Level')).toBeInTheDocument();
    expect(within(second!).getByText('Free')).toBeInTheDocument(); // price 0
  });

  it('asks the server for 12 cards, then the next page per Show more; the count stays the total; a new filter starts over', async () => {
    const many = Array.from({ length: 30 }, (_, i) => course({ _id: `c${i}`, title: `Course ${i}` }));
    // The server's paging: `limit` from `page`, with the total.
    const fetch = mockFetch({
      'GET /api/student/course/get': ({ url }) => {
        const q = queryOf(url);
        const limit = Number(q.limit);
        const page = Number(q.page ?? 1);
        const data = many.slice((page - 1) * limit, page * limit);
        return { body: { success: true, data, paging: { page, limit, total: 30, hasMore: page * limit < 30 } } };
      },
    });
    renderPage(<CoursesPage />, { path: '/courses' });
    expect(await screen.findByText('30 Results')).toBeInTheDocument();
    expect(queryOf(String(fetch.mock.calls[0]![0]))).toEqual({ sortBy: 'price-lowtohigh', limit: '12' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 30')).toBeInTheDocument();
    const images = screen.getAllByRole('article').map((a) => a.querySelector('img')!);
    expect(images.slice(0, 3).map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
    expect(images[3]).toHaveAttribute('loading', 'lazy');
    expect(images[3]).toHaveAttribute('decoding', 'async');
    expect(images[3]).not.toHaveAttribute('fetchpriority');

    fireEvent.click(screen.getByRole('button', { name: 'Show more courses' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(queryOf(String(fetch.mock.lastCall![0]))).toEqual({ sortBy: 'price-lowtohigh', limit: '12', page: '2' });
    // Focus continues at the first card just added.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Course 12' })).toHaveFocus());
    expect(screen.getByText('30 Results')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more courses' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Show more courses' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Beading' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(queryOf(String(fetch.mock.lastCall![0]))).toEqual({ category: 'beading', sortBy: 'price-lowtohigh', limit: '12' });
    expect(screen.getByText('30 Results')).toBeInTheDocument();
  });

  it('uses the singular for 0 lectures', async () => {
    mockFetch({
      'GET /api/student/course/get': () => ({ body: { success: true, data: [course({ lectureCount: 0, level: 'intermediate' })] } }),
    });
    renderPage(<CoursesPage />, { path: '/courses' });
    expect(await screen.findByText('0 Lecture - INTERMEDIATE Level')).toBeInTheDocument();
    expect(screen.getByText('1 Results')).toBeInTheDocument();
  });

  it("says 'No Courses Found' for an empty list", async () => {
    mockFetch({ 'GET /api/student/course/get': () => ({ body: { success: true, data: [] } }) });
    renderPage(<CoursesPage />, { path: '/courses' });
    expect(await screen.findByText('No Courses Found')).toBeInTheDocument();
    expect(screen.getByText('0 Results')).toBeInTheDocument();
  });

  it('refetches on every filter and sort change, saves filters and mirrors them in the URL', async () => {
    const fetch = mockFetch({ 'GET /api/student/course/get': () => ({ body: { success: true, data: [course()] } }) });
    renderPage(<CoursesPage />, { path: '/courses' });
    await screen.findByText('1 Results');
    expect(queryOf(String(fetch.mock.calls[0]![0]))).toEqual({ sortBy: 'price-lowtohigh', limit: '12' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Beading' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Crochet' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beginner' }));
    await waitFor(() =>
      expect(queryOf(String(fetch.mock.lastCall![0]))).toEqual({
        category: 'beading,crochet',
        level: 'beginner',
        sortBy: 'price-lowtohigh',
        limit: '12',
      }),
    );
    expect(JSON.parse(sessionStorage.getItem('filters')!)).toEqual({ category: ['beading', 'crochet'], level: ['beginner'] });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Title: Z to A' }));
    await waitFor(() => expect(queryOf(String(fetch.mock.lastCall![0])).sortBy).toBe('title-ztoa'));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('restores saved filters on load, resets the sort, and clears them on leaving', async () => {
    sessionStorage.setItem('filters', JSON.stringify({ level: ['advanced'] }));
    const fetch = mockFetch({ 'GET /api/student/course/get': () => ({ body: { success: true, data: [] } }) });
    const { unmount } = renderPage(<CoursesPage />, { path: '/courses' });
    await screen.findByText('No Courses Found');
    expect(queryOf(String(fetch.mock.calls[0]![0]))).toEqual({ level: 'advanced', sortBy: 'price-lowtohigh', limit: '12' });
    expect(screen.getByRole('checkbox', { name: 'Advanced' })).toBeChecked();
    unmount();
    expect(sessionStorage.getItem('filters')).toBeNull();
  });

  it('reads filters from the URL and writes changes back to it', async () => {
    const fetch = mockFetch({ 'GET /api/student/course/get': () => ({ body: { success: true, data: [] } }) });
    renderPage(
      <>
        <CoursesPage />
        <SearchProbe />
      </>,
      { path: '/courses', route: '/courses?category=beading,crochet&level=beginner' },
    );
    await screen.findByText('No Courses Found');
    expect(queryOf(String(fetch.mock.calls[0]![0]))).toEqual({
      category: 'beading,crochet',
      level: 'beginner',
      sortBy: 'price-lowtohigh',
      limit: '12',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beading' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?category=crochet&level=beginner'));
  });

  it('shows the search term with a way to clear it, which keeps the filters', async () => {
    const fetch = mockFetch({ 'GET /api/student/course/get': () => ({ body: { success: true, data: [course()] } }) });
    renderPage(
      <>
        <CoursesPage />
        <SearchProbe />
      </>,
      { path: '/courses', route: '/courses?category=beading&q=perlage' },
    );
    expect(await screen.findByText('perlage')).toBeInTheDocument();
    expect(screen.getByText(/Results for/)).toHaveTextContent('Results for perlage');
    expect(queryOf(String(fetch.mock.calls[0]![0]))).toMatchObject({ category: 'beading', q: 'perlage' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?category=beading$/));
    expect(screen.queryByText(/Results for/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await waitFor(() => expect(queryOf(String(fetch.mock.calls.at(-1)![0]))).not.toHaveProperty('q'));
  });

  it('shows no search line without a search', async () => {
    mockFetch({ 'GET /api/student/course/get': () => ({ body: { success: true, data: [] } }) });
    renderPage(<CoursesPage />, { path: '/courses' });
    await screen.findByText('No Courses Found');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it("applies the 'category' shortcut once", async () => {
    sessionStorage.setItem('category', 'shoe-making');
    const fetch = mockFetch({ 'GET /api/student/course/get': () => ({ body: { success: true, data: [] } }) });
    renderPage(<CoursesPage />, { path: '/dashboard/courses', user: makeUser() });
    await screen.findByText('No Courses Found');
    expect(queryOf(String(fetch.mock.calls[0]![0]))).toEqual({ category: 'shoe-making', sortBy: 'price-lowtohigh', limit: '12' });
    expect(sessionStorage.getItem('category')).toBeNull();
  });

  it('signed in: a bought course opens the player, another the details page', async () => {
    mockFetch({
      'GET /api/student/course/get': () => ({ body: { success: true, data: [course(), course({ _id: 'c2', title: 'Crochet Hats' })] } }),
      'GET /api/student/course/purchase-info/c1/u1': () => ({ body: { success: true, data: true } }),
      'GET /api/student/course/purchase-info/c2/u1': () => ({ body: { success: true, data: false } }),
    });
    const extra = (
      <>
        <Route path="/course-progress/:id" element={<p>player</p>} />
        <Route path="/course/details/:id" element={<p>details</p>} />
      </>
    );
    const first = renderPage(<CoursesPage />, { path: '/dashboard/courses', user: makeUser(), extra });
    fireEvent.click(await screen.findByRole('link', { name: 'Beading Basics' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/course-progress/c1'));
    first.unmount();

    renderPage(<CoursesPage />, { path: '/dashboard/courses', user: makeUser(), extra });
    const link = await screen.findByRole('link', { name: 'Crochet Hats' });
    expect(link).toHaveAttribute('href', '/course/details/c2');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/course/details/c2'));
  });
});

describe('Student home', () => {
  it('captions the student in Arabic with a noun that fits any gender (not the masculine شغوف)', async () => {
    await setLocale('ar', { remember: false });
    try {
      mockFetch({});
      renderPage(<StudentHomePage />, { path: '/student-home', user: makeUser() });
      expect(await screen.findByText('شغف بالأزياء')).toBeInTheDocument();
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it('greets the student and sends a category to All Courses', async () => {
    mockFetch({});
    renderPage(<StudentHomePage />, { path: '/student-home', user: makeUser() });
    expect(screen.getByRole('heading', { name: 'Ada Obi' })).toBeInTheDocument();
    expect(screen.getByText('Fashion Enthusiast')).toBeInTheDocument();
    expect(
      screen.getByText("Let's continue learning, Ada Obi, You can choose from any of the courses available based on the Categories."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course Categories That we offer' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Uploads' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Crochet' }));
    expect(sessionStorage.getItem('category')).toBe('crochet');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/courses');
  });

  it('counts every category in one grouped request, and marks empty ones', async () => {
    const fetch = mockFetch({
      'GET /api/student/course/category-counts': () => ({ body: { success: true, data: { crochet: 7, beading: 1 } } }),
    });
    renderPage(<StudentHomePage />, { path: '/student-home', user: makeUser() });
    expect(await screen.findByRole('button', { name: /Crochet\s*7 courses/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Beading\s*1 course$/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Shoe Making\s*Coming soon/ })).toBeDisabled();
    const catalogue = fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/student/course/'));
    expect(catalogue).toEqual(['/api/student/course/category-counts']);
  });

  it("shows admins 'Back to Uploads' and has Courses and Settings tabs", async () => {
    mockFetch({ 'GET /api/student/course/get': () => ({ body: { success: true, data: [] } }) });
    renderPage(<StudentHomePage />, { path: '/student-home', user: makeUser({ role: 'admin', isAdmin: true }) });
    expect(screen.getByRole('link', { name: 'Back to Uploads' })).toHaveAttribute('href', '/instructor');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Dashboard', 'Courses', 'Settings']);
  });
});

function SearchProbe() {
  const l = useLocation();
  return <output data-testid="search">{l.search}</output>;
}
