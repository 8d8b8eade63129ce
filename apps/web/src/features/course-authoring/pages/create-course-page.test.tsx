import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesFor, makeUser, mockFetch, renderPage, savedCourse } from '../../../test/utils';
import { file, installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { CreateCoursePage } from './create-course-page';

const admin = makeUser({ role: 'admin', isAdmin: true });
let Xhr: typeof FakeXhr;

beforeEach(() => {
  Xhr = installFakeXhr();
});

function renderCreate() {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'POST /api/instructor/course/add': ({ body }) => ({
      status: 201,
      body: { success: true, message: 'Course created.', data: savedCourse(body as object) },
    }),
    'DELETE /api/media/delete/v1': () => ({ body: { success: true, message: 'File deleted.' } }),
  });
  renderPage(<CreateCoursePage />, { path: '/instructor/create-new-course', user: admin });
  return { user, fetchMock };
}

const lastUpload = () => Xhr.sent[Xhr.sent.length - 1];
const submit = () => screen.getByRole('button', { name: 'SUBMIT' });
const addLecture = () => screen.getByRole('button', { name: 'Add Lecture' });

async function uploadLectureVideo(user: ReturnType<typeof userEvent.setup>, n: number, id: string) {
  await user.upload(screen.getByLabelText(`Video of lecture ${n}`), file(`${id}.mp4`, 'video/mp4'));
  await act(async () => lastUpload().xhr.respond(201, { success: true, data: { url: `/api/media/${id}`, public_id: id } }));
  // The answer is checked against its schema (loaded on demand) before the editor gets it.
  await waitFor(() => expect(screen.getByLabelText(`Video of lecture ${n}`)).toHaveAttribute('src', `/api/media/${id}`));
}

/** Types a whole value at once (paste): per-key typing is slow and proves nothing more here. */
async function fill(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

async function fillLanding(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Course Landing Page' }));
  expect(screen.getByRole('heading', { name: 'Course Landing Page' })).toBeInTheDocument();
  await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Beading basics');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'beading');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Level/ }), 'beginner');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Primary Language/ }), 'english');
  await fill(user, screen.getByRole('textbox', { name: /^Subtitle/ }), 'Your first necklace');
  await fill(user, screen.getByRole('textbox', { name: /^Description/ }), 'From loose beads to a necklace.');
  await fill(user, screen.getByRole('spinbutton', { name: /^Pricing/ }), '25');
  await fill(user, screen.getByRole('textbox', { name: /^Objectives/ }), 'Choose beads, string them');
  await fill(user, screen.getByRole('textbox', { name: /^Welcome Message/ }), 'Welcome!');
}

async function uploadImage(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Settings' }));
  expect(screen.getByRole('heading', { name: 'Course Settings' })).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Upload Course Image'), file('cover.png', 'image/png'));
  await act(async () => lastUpload().xhr.respond(201, { success: true, data: { url: '/api/media/img1', public_id: 'img1' } }));
  expect(await screen.findByRole('img', { name: 'Course image' })).toHaveAttribute('src', '/api/media/img1');
}

describe('create course page', () => {
  it('opens on the Curriculum tab with one empty lecture; SUBMIT and Add Lecture disabled', () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Course' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Curriculum' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Create Course Curriculum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lecture 1' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter lecture title')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Free Preview' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Video of lecture 1')).toHaveAttribute('accept', 'video/*');
    expect(screen.getByLabelText('Bulk upload lecture videos')).toHaveAttribute('accept', 'video/*');
    expect(screen.getByLabelText('Bulk upload lecture videos')).toHaveAttribute('multiple');
    expect(submit()).toBeDisabled();
    expect(addLecture()).toBeDisabled();
  });

  it('uploads a lecture video with a progress bar; Add Lecture waits for the upload and a title', async () => {
    const { user } = renderCreate();
    await user.upload(screen.getByLabelText('Video of lecture 1'), file('one.mp4', 'video/mp4'));
    const sent = lastUpload();
    expect(sent.url).toBe('/api/media/upload');
    expect((sent.form.get('file') as File).name).toBe('one.mp4');
    act(() => sent.xhr.progress(50, 100));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await user.type(screen.getByPlaceholderText('Enter lecture title'), 'Threading');
    expect(addLecture()).toBeDisabled(); // an upload is running

    await act(async () => sent.xhr.respond(201, { success: true, data: { url: '/api/media/v1', public_id: 'v1' } }));
    await waitFor(() => expect(screen.getByLabelText('Video of lecture 1')).toHaveAttribute('src', '/api/media/v1'));
    expect(screen.getByRole('button', { name: 'Replace Video' })).toBeInTheDocument();
    expect(addLecture()).toBeEnabled();
    // The bar lingers for a second after the upload, then hides.
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());

    await user.clear(screen.getByPlaceholderText('Enter lecture title'));
    await user.type(screen.getByPlaceholderText('Enter lecture title'), '   ');
    expect(addLecture()).toBeDisabled(); // blank title

    await user.type(screen.getByPlaceholderText('Enter lecture title'), 'Threading');
    await user.click(addLecture());
    expect(screen.getByRole('heading', { name: 'Lecture 2' })).toBeInTheDocument();
    expect(addLecture()).toBeDisabled(); // Lecture 2 has no title or video yet
  });

  it('bulk upload replaces the empty placeholder, then appends with positional titles', async () => {
    const { user } = renderCreate();
    await user.upload(screen.getByLabelText('Bulk upload lecture videos'), [file('a.mp4', 'video/mp4'), file('b.webm', 'video/webm')]);
    const first = lastUpload();
    expect(first.url).toBe('/api/media/bulk-upload');
    expect(first.form.getAll('files')).toHaveLength(2);
    await act(async () =>
      first.xhr.respond(201, {
        success: true,
        data: [
          { url: '/api/media/a', public_id: 'a' },
          { url: '/api/media/b', public_id: 'b' },
        ],
      }),
    );
    const titles = () => screen.getAllByPlaceholderText('Enter lecture title').map((i) => (i as HTMLInputElement).value);
    await waitFor(() => expect(titles()).toEqual(['Lecture 1', 'Lecture 2']));

    await user.upload(screen.getByLabelText('Bulk upload lecture videos'), [file('c.mp4', 'video/mp4')]);
    await act(async () => lastUpload().xhr.respond(201, { success: true, data: [{ url: '/api/media/c', public_id: 'c' }] }));
    await waitFor(() => expect(titles()).toEqual(['Lecture 1', 'Lecture 2', 'Lecture 3']));
    expect(screen.getAllByRole('heading', { name: /^Lecture \d$/ })).toHaveLength(3);
  });

  it('shows the server message when an upload is refused (413 too large, 415 wrong type)', async () => {
    const { user } = renderCreate();
    await user.upload(screen.getByLabelText('Video of lecture 1'), file('huge.mp4', 'video/mp4'));
    await act(async () =>
      lastUpload().xhr.respond(413, { success: false, message: 'The file is too large: videos can be at most 2048 MB.' }),
    );
    expect(await screen.findAllByText('The file is too large: videos can be at most 2048 MB.')).not.toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('at most 2048 MB');

    await user.upload(screen.getByLabelText('Video of lecture 1'), file('fake.mp4', 'video/mp4'));
    await act(async () =>
      lastUpload().xhr.respond(415, { success: false, message: 'That file is a PDF; upload an MP4, WebM or MOV video.' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That file is a PDF');
    expect(screen.getByLabelText('Video of lecture 1')).toHaveAttribute('type', 'file');
  });

  it('refuses a non-image for the course image without uploading it', async () => {
    renderCreate();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const input = screen.getByLabelText('Upload Course Image');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, file('notes.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an image file');
    expect(Xhr.sent).toHaveLength(0);
  });

  it('Replace Video and Delete Lecture ask first; then delete the stored media and clear the video or remove the lecture', async () => {
    const { user, fetchMock } = renderCreate();
    await uploadLectureVideo(user, 1, 'v1');
    await user.click(screen.getByRole('button', { name: 'Replace Video' }));
    // Keep it: nothing is deleted.
    const ask = await screen.findByRole('dialog', { name: 'Replace the video of Lecture 1?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Replace Video' })).toBeInTheDocument();
    // Confirmed: the media goes.
    await user.click(screen.getByRole('button', { name: 'Replace Video' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace Video' }));
    expect(await screen.findByLabelText('Video of lecture 1')).toHaveAttribute('type', 'file');
    expect(fetchMock.mock.calls.filter(([u, i]) => String(u) === '/api/media/delete/v1' && i?.method === 'DELETE')).toHaveLength(1);

    await uploadLectureVideo(user, 1, 'v1');
    await user.type(screen.getByPlaceholderText('Enter lecture title'), 'One');
    await user.click(addLecture());
    await uploadLectureVideo(user, 2, 'v2');
    fetchMock.mockClear();
    mockFetch({ 'DELETE /api/media/delete/v2': () => ({ body: { success: true, message: 'File deleted.' } }) });
    const second = screen.getByRole('heading', { name: 'Lecture 2' }).closest('li')!;
    await user.click(within(second).getByRole('button', { name: 'Delete Lecture' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Lecture 2?' })).getByRole('button', { name: 'Delete Lecture' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lecture 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Lecture 1' })).toBeInTheDocument();
  });

  it('enables SUBMIT only when every landing field, the image, complete lectures and a free preview are there; then creates', async () => {
    const { user, fetchMock } = renderCreate();
    await uploadLectureVideo(user, 1, 'v1');
    await user.type(screen.getByPlaceholderText('Enter lecture title'), 'Threading');
    // What is missing is written under the button, where a sighted instructor reads it.
    expect(submit()).toHaveAccessibleDescription(
      /^Still needed to submit: Title, Category, .*a course image, and a lecture marked as a free preview\.$/,
    );
    await fillLanding(user);
    expect(submit()).toBeDisabled(); // no image yet
    expect(screen.getByText('Still needed to submit: a course image and a lecture marked as a free preview.')).toBeVisible();
    await uploadImage(user);
    expect(submit()).toBeDisabled(); // no free preview yet
    expect(submit()).toHaveAccessibleDescription('Still needed to submit: a lecture marked as a free preview.');
    await user.click(screen.getByRole('tab', { name: 'Curriculum' }));
    await user.click(screen.getByRole('switch', { name: 'Free Preview' }));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText(/^Still needed to submit/)).toBeNull();

    // A lecture without a title disables it again.
    await user.clear(screen.getByPlaceholderText('Enter lecture title'));
    expect(submit()).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Enter lecture title'), 'Threading');

    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/instructor'));
    expect(bodiesFor(fetchMock, 'POST', '/api/instructor/course/add')).toEqual([
      {
        title: 'Beading basics',
        category: 'beading',
        level: 'beginner',
        primaryLanguage: 'english',
        subtitle: 'Your first necklace',
        description: 'From loose beads to a necklace.',
        pricing: 25,
        objectives: 'Choose beads, string them',
        welcomeMessage: 'Welcome!',
        image: '/api/media/img1',
        curriculum: [{ kind: 'video', title: 'Threading', videoUrl: '/api/media/v1', public_id: 'v1', freePreview: true, files: [] }],
        practice: [],
      },
    ]);
    expect(await screen.findByText('Course created.')).toBeInTheDocument();
  });

  it('shows the server field errors on the right tab when the save is refused', async () => {
    const { user } = renderCreate();
    mockFetch({
      'POST /api/instructor/course/add': () => ({
        status: 400,
        body: { success: false, message: 'Check the course.', errors: [{ path: 'title', message: 'Title is already used' }] },
      }),
    });
    await uploadLectureVideo(user, 1, 'v1');
    await user.type(screen.getByPlaceholderText('Enter lecture title'), 'Threading');
    await user.click(screen.getByRole('switch', { name: 'Free Preview' }));
    await fillLanding(user);
    await uploadImage(user);
    await user.click(submit());
    expect(await screen.findByText('Title is already used')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Course Landing Page' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/instructor/create-new-course');
  });
});
