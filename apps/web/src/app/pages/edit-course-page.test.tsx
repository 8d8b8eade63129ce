import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodiesFor, makeUser, mockFetch, renderPage, savedCourse } from '../../test/utils';
import { EditCoursePage } from './edit-course-page';

const admin = makeUser({ role: 'admin', isAdmin: true });

const course = savedCourse({
  image: '/api/media/img1',
  title: 'Crochet from scratch',
  subtitle: 'Hooks and loops',
  category: 'crochet',
  level: 'intermediate',
  primaryLanguage: 'french',
  description: 'Everything about hooks.',
  pricing: 12.5,
  objectives: 'Chain stitch, granny square',
  welcomeMessage: 'Bienvenue!',
  curriculum: [
    { kind: 'video', _id: 'L1', title: 'Chains', videoUrl: '/api/media/v1', public_id: 'v1', freePreview: true, files: [] },
    { kind: 'video', _id: 'L2', title: 'Squares', videoUrl: '/api/media/v2', public_id: 'v2', freePreview: false, files: [] },
  ],
});

function renderEdit(data: object = course) {
  const fetchMock = mockFetch({
    'GET /api/instructor/course/get/details/c1': () => ({ body: { success: true, data } }),
    'PUT /api/instructor/course/update/c1': ({ body }) => ({
      body: { success: true, message: 'Course updated.', data: savedCourse({ ...course, ...(body as object) }) },
    }),
  });
  renderPage(<EditCoursePage />, { path: '/instructor/edit-course/:courseId', route: '/instructor/edit-course/c1', user: admin });
  return { fetchMock, user: userEvent.setup() };
}

describe('edit course page', () => {
  it('loads the course and fills both forms', async () => {
    const { user } = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Course' })).toBeInTheDocument();
    const titles = screen.getAllByPlaceholderText('Enter lecture title').map((i) => (i as HTMLInputElement).value);
    expect(titles).toEqual(['Chains', 'Squares']);
    const switches = screen.getAllByRole('switch', { name: 'Free Preview' });
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(screen.getByLabelText('Video of lecture 2')).toHaveAttribute('src', '/api/media/v2');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Course Landing Page' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Crochet from scratch');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('crochet');
    expect(screen.getByRole('combobox', { name: /^Level/ })).toHaveValue('intermediate');
    expect(screen.getByRole('combobox', { name: /^Primary Language/ })).toHaveValue('french');
    expect(screen.getByRole('textbox', { name: /^Subtitle/ })).toHaveValue('Hooks and loops');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Everything about hooks.');
    expect(screen.getByRole('spinbutton', { name: /^Pricing/ })).toHaveValue(12.5);
    expect(screen.getByRole('textbox', { name: /^Objectives/ })).toHaveValue('Chain stitch, granny square');
    expect(screen.getByRole('textbox', { name: /^Welcome Message/ })).toHaveValue('Bienvenue!');

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('img', { name: 'Course image' })).toHaveAttribute('src', '/api/media/img1');
  });

  it('falls back to the initial values for missing landing fields (SUBMIT stays disabled)', async () => {
    // Such an answer breaks the contract, which only a production build tolerates (it does not check answers).
    vi.stubEnv('PROD', true);
    const { user } = renderEdit({ ...course, subtitle: undefined, welcomeMessage: null });
    await screen.findByRole('heading', { level: 1, name: 'Edit Course' });
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Course Landing Page' }));
    expect(screen.getByRole('textbox', { name: /^Subtitle/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Welcome Message/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Crochet from scratch');
  });

  it('updates the course keeping lecture ids, then leaves the page', async () => {
    const { user, fetchMock } = renderEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit Course' });
    await user.click(screen.getByRole('tab', { name: 'Course Landing Page' }));
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Crochet II');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/instructor$/));
    const [body] = bodiesFor(fetchMock, 'PUT', '/api/instructor/course/update/c1');
    expect(body.title).toBe('Crochet II');
    expect(body.curriculum).toEqual([
      { kind: 'video', _id: 'L1', title: 'Chains', videoUrl: '/api/media/v1', public_id: 'v1', freePreview: true, files: [] },
      { kind: 'video', _id: 'L2', title: 'Squares', videoUrl: '/api/media/v2', public_id: 'v2', freePreview: false, files: [] },
    ]);
    expect(await screen.findByText('Course updated.')).toBeInTheDocument();
  });

  it('says so when the course does not exist', async () => {
    mockFetch({
      'GET /api/instructor/course/get/details/c1': () => ({
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'That course was not found.' },
      }),
    });
    renderPage(<EditCoursePage />, { path: '/instructor/edit-course/:courseId', route: '/instructor/edit-course/c1', user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('This course could not be found.');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/instructor');
  });
});
