import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminApplication } from '@sewee/shared';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { ApplicationsPanel } from './applications-panel';

const admin = makeUser({ role: 'admin', isAdmin: true });
const LIST = 'GET /api/student/course-application/applications';

function app(i: number, over: Partial<AdminApplication> = {}): AdminApplication {
  return {
    _id: `a${i}`,
    status: 'pending',
    createdAt: '2025-03-12T10:00:00.000Z',
    student: { _id: `s${i}`, name: `Student ${i}`, email: `student${i}@example.com` },
    course: { _id: 'c1', title: 'Beading Basics' },
    ...over,
  };
}
const listOf = (apps: AdminApplication[]) => () => ({ body: { success: true, applications: apps, total: apps.length } });
/** The server's paging: `page` and `pageSize` from the query. */
const pagedOf =
  (apps: AdminApplication[]) =>
  ({ url }: { url: string }) => {
    const q = new URL(url, 'http://x').searchParams;
    const page = Number(q.get('page') ?? 1);
    const size = Number(q.get('pageSize') ?? 10);
    return { body: { success: true, applications: apps.slice((page - 1) * size, page * size), total: apps.length, page, pageSize: size } };
  };
const lastQuery = (fetch: ReturnType<typeof mockFetch>) => {
  const urls = fetch.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/student/course-application/applications?'));
  return Object.fromEntries(new URL(urls.at(-1)!, 'http://x').searchParams);
};
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]!.textContent);

describe('Student Course Applications', () => {
  it('shows the columns, a tick box per row, and N/A for missing values', async () => {
    mockFetch({
      [LIST]: listOf([app(1), app(2, { student: { _id: 's2', name: '', email: 'x@example.com' }, course: { _id: 'c2', title: '' } })]),
    });
    renderPage(<ApplicationsPanel />, { path: '/instructor', user: admin });
    expect(await screen.findByRole('cell', { name: 'Student 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Name',
      'Email',
      'Country',
      'Course',
      'Intake',
      'Status',
      'Applied',
      'Actions',
    ]);
    const row2 = screen.getAllByRole('row')[2]!;
    expect(
      within(row2)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 7),
    ).toEqual(['N/A', 'x@example.com', 'N/A', 'N/A', '—', 'Pending']);
    expect(screen.getByRole('checkbox', { name: 'Select x@example.com' })).not.toBeChecked();
  });

  it('sends the search and the filters to the server, and starts again at page 1', async () => {
    const fetch = mockFetch({ [LIST]: pagedOf(Array.from({ length: 23 }, (_, i) => app(i + 1))) });
    renderPage(<ApplicationsPanel />, { path: '/instructor', user: admin });
    await screen.findByRole('cell', { name: 'Student 1' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Application pages' })).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()).toEqual(['Student 21', 'Student 22', 'Student 23']));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Senegal' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
    fireEvent.change(screen.getByPlaceholderText('Search by name or email'), { target: { value: 'kofi' } });
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ q: 'kofi', status: 'pending', country: 'Senegal', page: '1', pageSize: '10' }));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/student/course-application/applications/export.csv?q=kofi&status=pending&country=Senegal',
    );
  });

  it('shows 10 rows per page with numbered page buttons, paged on the server', async () => {
    const fetch = mockFetch({ [LIST]: pagedOf(Array.from({ length: 23 }, (_, i) => app(i + 1))) });
    renderPage(<ApplicationsPanel />, { path: '/instructor', user: admin });
    await screen.findByRole('cell', { name: 'Student 1' });
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText('Matching applications: 23')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Application pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()).toEqual(['Student 21', 'Student 22', 'Student 23']));
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(lastQuery(fetch)).toMatchObject({ page: '3' });
  });

  it('ticks a page, selects every matching row, and decides them all at once with a message', async () => {
    const apps = Array.from({ length: 12 }, (_, i) => app(i + 1));
    const fetch = mockFetch({
      [LIST]: pagedOf(apps),
      [`${LIST}/ids`]: () => ({ body: { success: true, ids: apps.map((a) => a._id), total: 12 } }),
      [`POST ${LIST.slice(4)}/bulk-status`]: ({ body }) => ({
        body: { success: true, message: `${(body as { ids: string[] }).ids.length} applications updated`, updated: 12 },
      }),
    });
    renderPage(<ApplicationsPanel />, { path: '/instructor', user: admin });
    await screen.findByRole('cell', { name: 'Student 1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every application on this page' }));
    expect(screen.getByText('Selected: 10')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Select every matching application (12)' }));
    expect(await screen.findByText('Selected: 12')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Message to the students (optional, sent with the e-mail)'), {
      target: { value: ' Welcome! ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enroll selected' }));
    expect(await screen.findByText('12 applications updated')).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', `${LIST.slice(4)}/bulk-status`)).toEqual([
      { ids: apps.map((a) => a._id), status: 'approved', message: 'Welcome!' },
    ]);
    await waitFor(() => expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument());
  });

  it('disables Enroll when approved and Reject when rejected', async () => {
    mockFetch({ [LIST]: listOf([app(1, { status: 'approved' }), app(2, { status: 'rejected' })]) });
    renderPage(<ApplicationsPanel />, { path: '/instructor', user: admin });
    expect(await screen.findByRole('button', { name: 'Enroll Student 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject Student 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enroll Student 2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject Student 2' })).toBeDisabled();
  });

  it("disables both of a row's buttons, reading Loading..., while its request runs, then refetches", async () => {
    let status: AdminApplication['status'] = 'pending';
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fetch = mockFetch({
      [LIST]: () => ({ body: { success: true, applications: [app(1, { status }), app(2)], total: 2 } }),
      'PUT /api/student/course-application/applications/a1/status': () => {
        status = 'approved';
        const data = { _id: 'a1', courseId: 'c1', studentId: 's1', status, createdAt: '2025-04-01T10:00:00.000Z' };
        return { body: { success: true, message: 'Application approved', data } };
      },
    });
    const real = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await gate;
      return real(input, init);
    });
    renderPage(<ApplicationsPanel />, { path: '/instructor', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Enroll Student 1' }));
    const row1 = screen.getAllByRole('row')[1]!;
    await waitFor(() => expect(within(row1).getAllByRole('button', { name: 'Loading...' })).toHaveLength(2));
    within(row1)
      .getAllByRole('button')
      .forEach((b) => expect(b).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Enroll Student 2' })).toBeEnabled();
    release();
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enroll Student 1' })).toBeDisabled());
    expect(screen.getByRole('cell', { name: 'Approved' })).toBeInTheDocument();
    expect(bodiesFor(fetch, 'PUT', '/api/student/course-application/applications/a1/status')).toEqual([{ status: 'approved' }]);
    expect(bodiesFor(fetch, 'GET', '/api/student/course-application/applications')).toHaveLength(2);
  });

  it('a failed update shows the server message, or the fallbacks', async () => {
    const fetch = mockFetch({
      [LIST]: listOf([app(1)]),
      'PUT /api/student/course-application/applications/a1/status': () => ({
        status: 404,
        body: { success: false, message: 'Application not found' },
      }),
    });
    renderPage(<ApplicationsPanel />, { path: '/instructor', user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Student 1' }));
    expect(await screen.findByText('Application not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Student 1' })).toBeEnabled();

    const real = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => (init?.method === 'PUT' ? new Response('', { status: 500 }) : real(input, init)));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Student 1' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
  });

  it("a failed fetch toasts the server message, or 'Failed to fetch applications'", async () => {
    mockFetch({ [LIST]: () => ({ status: 500, raw: '' }) });
    renderPage(<ApplicationsPanel />, { path: '/instructor', user: admin });
    await waitFor(() => expect(screen.getAllByText('Failed to fetch applications')).toHaveLength(2));
  });
});
