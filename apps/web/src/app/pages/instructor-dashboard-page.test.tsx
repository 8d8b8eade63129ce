import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@sewee/shared';
import { makeUser, mockFetch, renderPage } from '../../test/utils';
import { InstructorDashboardPage } from './instructor-dashboard-page';

const admin = makeUser({ role: 'admin', isAdmin: true });

const item = (over: Record<string, unknown>) => ({
  instructorId: 'u1',
  instructorName: 'Ada Obi',
  date: '2025-03-12T10:00:00.000Z',
  students: [],
  studentCount: 0,
  isPublised: true,
  image: '/api/media/i',
  subtitle: 's',
  category: 'beading',
  level: 'beginner',
  primaryLanguage: 'english',
  lectureCount: 1,
  ...over,
});

const courses = [
  item({ _id: 'c1', title: 'Beading basics', pricing: 49.99 }),
  item({
    _id: 'c2',
    title: 'Batik for beginners',
    pricing: 0,
    studentCount: 2,
    students: [
      { studentId: 's1', studentName: 'A', studentEmail: 'a@x.com' },
      { studentId: 's2', studentName: 'B', studentEmail: 'b@x.com' },
    ],
  }),
];

/** 25 users; numbers padded so "User 01" etc. sort and search predictably. */
const people: User[] = Array.from({ length: 25 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return makeUser({
    _id: `p${n}`,
    name: `User ${n}`,
    email: `user${n}@example.com`,
    phone: i === 0 ? null : `+234 800 000 00${n}`,
    country: i === 0 ? null : 'Ghana',
    status: i === 1 ? 'approved' : i === 2 ? 'rejected' : 'pending',
  });
});

function usersHandler({ url }: { url: string }) {
  const q = new URL(url, 'http://x').searchParams;
  const search = (q.get('search') ?? '').toLowerCase();
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 10);
  const matches = people.filter((p) => !search || p.name.toLowerCase().includes(search) || p.email.toLowerCase().includes(search));
  return { body: { success: true, users: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pageSize } };
}

function renderDashboard(route = '/instructor', extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/instructor/course/get': () => ({ body: { success: true, data: courses } }),
    'GET /api/auth/users': usersHandler,
    ...extra,
  });
  renderPage(<InstructorDashboardPage />, { path: '/instructor', route, user: admin });
  return { fetchMock, user: userEvent.setup() };
}

const callsTo = (fn: ReturnType<typeof mockFetch>, path: string, method = 'GET') =>
  fn.mock.calls.filter(([u, i]) => String(u).split('?')[0] === path && (i?.method ?? 'GET') === method).map(([u]) => String(u));

describe('instructor dashboard', () => {
  it('shows the title, the Instructor View sections with Courses open, Profile and Create New Course', async () => {
    const { user } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instructor View' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Dashboard', 'Interested Students', 'Reach', 'Intakes', 'Courses', 'Reviews', 'Learners', 'Payments to refund']);
    expect(screen.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/student-home');

    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Student Course Applications' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create New Course' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/instructor/create-new-course');
  });

  it('fetches the course list on load, whichever tab opens', async () => {
    const { fetchMock } = renderDashboard('/instructor?tab=students');
    await waitFor(() => expect(callsTo(fetchMock, '/api/instructor/course/get')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Interested Students' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the courses: title, enrolled students, price with $ (Free for 0); edit links; delete only without students', async () => {
    renderDashboard();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Course', 'Students', 'Revenue', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['Beading basics', '0', '$49.99']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['Batik for beginners', '2', 'Free']); // price 0 reads Free
    expect(screen.getByRole('link', { name: 'Edit Beading basics' })).toHaveAttribute('href', '/instructor/edit-course/c1');
    expect(screen.getByRole('button', { name: 'Delete Beading basics' })).toBeEnabled();
    const blocked = screen.getByRole('button', { name: 'Delete Batik for beginners' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('2 students enrolled: cannot delete');
  });

  it('deletes a course after confirmation and refetches the list', async () => {
    const { user, fetchMock } = renderDashboard('/instructor', {
      'DELETE /api/instructor/course/delete/c1': () => ({ body: { success: true, message: 'Course deleted.' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Beading basics' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this course?' });
    expect(dialog).toHaveTextContent('“Beading basics”');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, '/api/instructor/course/delete/c1', 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Beading basics' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/instructor/course/delete/c1', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, '/api/instructor/course/get')).toHaveLength(2));
    expect(await screen.findByText('Course deleted.')).toBeInTheDocument();
  });
});

describe('All Registered Users', () => {
  const openUsers = () => renderDashboard('/instructor?tab=students');

  it("offers no Approve or Reject on the admin's own row (the server refuses a change of one's own status)", async () => {
    renderDashboard('/instructor?tab=students', {
      'GET /api/auth/users': () => ({ body: { success: true, users: [admin, people[0]], total: 2, page: 1, pageSize: 10 } }),
    });
    const table = await screen.findByRole('table');
    const [, own, other] = within(table).getAllByRole('row');
    expect(within(own!).queryByRole('button', { name: /approve|reject/i })).toBeNull();
    expect(within(own!).getByText('Your own account')).toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Approve User 01' })).toBeInTheDocument();
  });

  it('shows 10 users per page with numbered page buttons and N/A for missing values', async () => {
    const { user, fetchMock } = openUsers();
    expect(screen.getByRole('heading', { name: 'All Registered Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Name', 'Email', 'Phone', 'Country', 'Status', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(1, 6)
        .map((c) => c.textContent),
    ).toEqual(['User 01', 'user01@example.com', 'N/A', 'N/A', 'Pending']);

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('cell', { name: 'User 21' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(callsTo(fetchMock, '/api/auth/users').at(-1)).toContain('page=3');
    expect(callsTo(fetchMock, '/api/auth/users').at(-1)).toContain('pageSize=10');
  });

  it('searches on the server once typing pauses, and starts again at page 1', async () => {
    const { user, fetchMock } = openUsers();
    await screen.findByRole('cell', { name: 'User 01' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'User 11' });
    const before = callsTo(fetchMock, '/api/auth/users').length;

    await user.type(screen.getByPlaceholderText('Search by name or email'), 'USER2');
    expect(await screen.findByRole('cell', { name: 'User 25' })).toBeInTheDocument();
    const after = callsTo(fetchMock, '/api/auth/users').slice(before);
    // Debounced: not one call per key (5 keys typed); case is left to the server.
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(5);
    expect(after.at(-1)).toContain('search=USER2');
    expect(after.at(-1)).toContain('page=1');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(7); // User 20..25
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('disables Approve for approved users and Reject for rejected ones', async () => {
    openUsers();
    const approvedRow = (await screen.findByRole('cell', { name: 'User 02' })).closest('tr')!;
    expect(within(approvedRow).getByRole('button', { name: /^Approve/ })).toBeDisabled();
    expect(within(approvedRow).getByRole('button', { name: /^Reject/ })).toBeEnabled();
    const rejectedRow = screen.getByRole('cell', { name: 'User 03' }).closest('tr')!;
    expect(within(rejectedRow).getByRole('button', { name: /^Approve/ })).toBeEnabled();
    expect(within(rejectedRow).getByRole('button', { name: /^Reject/ })).toBeDisabled();
  });

  it('shows Loading... on both buttons of the row while its request runs, then refetches', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let patched: unknown;
    const { user, fetchMock } = openUsers();
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') {
        patched = { url: String(input), body: JSON.parse(String(init.body)) };
        await gate;
        people[3] = { ...people[3], status: 'approved' };
        return new Response(JSON.stringify({ success: true, message: 'User approved', user: people[3] }), { status: 200 });
      }
      return base(input, init);
    });
    const row = (await screen.findByRole('cell', { name: 'User 04' })).closest('tr')!;
    const other = screen.getByRole('cell', { name: 'User 05' }).closest('tr')!;
    const usersCalls = callsTo(fetchMock, '/api/auth/users').length;
    await user.click(within(row).getByRole('button', { name: 'Approve User 04' }));

    const loading = within(row).getAllByRole('button', { name: 'Loading...' });
    expect(loading).toHaveLength(2);
    loading.forEach((b) => expect(b).toBeDisabled());
    expect(within(other).getByRole('button', { name: 'Approve User 05' })).toBeEnabled();
    expect(patched).toEqual({ url: '/api/auth/users/p04/status', body: { status: 'approved' } });

    await act(async () => release());
    await waitFor(() => expect(within(row).getByRole('cell', { name: 'Approved' })).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: /^Approve/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /^Reject/ })).toBeEnabled();
    expect(callsTo(fetchMock, '/api/auth/users').length).toBeGreaterThan(usersCalls);
    expect(await screen.findByText('User approved')).toBeInTheDocument();
    people[3] = { ...people[3], status: 'pending' };
  });

  it('update errors: the server message, else "Failed to update status"', async () => {
    const { user } = renderDashboard('/instructor?tab=students', {
      'PATCH /api/auth/users/p04/status': () => ({ status: 403, body: { success: false, message: 'You cannot change this account.' } }),
      'PATCH /api/auth/users/p05/status': () => ({ status: 500, raw: '' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject User 04' }));
    expect(await screen.findByText('You cannot change this account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject User 05' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject User 05' })).toBeEnabled();
  });

  it('fetch errors: the server message, else "Failed to fetch users"', async () => {
    renderDashboard('/instructor?tab=students', { 'GET /api/auth/users': () => ({ status: 500, raw: '' }) });
    expect(await screen.findAllByText('Failed to fetch users')).not.toHaveLength(0);
  });
});
