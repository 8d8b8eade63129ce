import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_LIMITS, STEP_LIMITS } from '@sewee/shared/lessons';
import { makeUser, mockFetch, renderPage } from '../../../test/utils';
import { file, installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { emptyStep, emptyStepLesson, type StepsDraft } from '../curriculum';
import { CreateCoursePage } from '../pages/create-course-page';
import { CurriculumCard, type CurriculumHandlers } from './curriculum-card';

/**
 * jsdom decodes and draws no pictures: the browser's picture calls are replaced at that boundary (as
 * XHR is), so the real shrinker (lib/shrink-photo.ts) runs on a 4000x3000 "photo" whose JPEG weighs
 * 0.1 byte a pixel. Chromium runs it on real bytes in e2e/steps-editor.spec.ts.
 */
class FakeCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext() {
    return { drawImage() {} };
  }
  async convertToBlob({ type }: { type: string }) {
    return new Blob([new Uint8Array(Math.round((this.width * this.height) / 10))], { type });
  }
}

const admin = makeUser({ role: 'admin', isAdmin: true });
let Xhr: typeof FakeXhr;
beforeEach(() => {
  Xhr = installFakeXhr();
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }));
});

const lastUpload = () => Xhr.sent[Xhr.sent.length - 1]!;
const sized = (name: string, type: string, bytes: number) => {
  const f = file(name, type);
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};
const step = (n: number, m: number) => screen.getByRole('group', { name: `Step ${n} of ${m}` });
const deletes = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, i]) => i?.method === 'DELETE').map(([u]) => String(u));

function renderEditor() {
  const user = userEvent.setup();
  const fetchMock = mockFetch({
    'DELETE /api/media/delete/p1': () => ({ body: { success: true, message: 'File deleted.' } }),
    'DELETE /api/media/delete/f1': () => ({ body: { success: true, message: 'File deleted.' } }),
    'DELETE /api/media/delete/p2': () => ({ body: { success: true, message: 'File deleted.' } }),
  });
  renderPage(<CreateCoursePage />, { path: '/instructor/create-new-course', user: admin });
  return { user, fetchMock };
}

async function photo(user: ReturnType<typeof userEvent.setup>, n: number, m: number, id: string, input: 'Camera' | 'Photo' = 'Camera') {
  await user.upload(within(step(n, m)).getByLabelText(`${input} for step ${n}`), sized(`IMG_${id}.jpg`, 'image/jpeg', 4_800_000));
  await waitFor(() => expect(lastUpload().url).toBe('/api/media/upload?purpose=step'));
  await act(async () => lastUpload().xhr.respond(201, { success: true, data: { url: `/api/media/${id}`, public_id: id } }));
}

describe('the step lesson editor', () => {
  it('adds a step lesson in place of the empty lecture; each photo is made smaller, its size shown, uploaded with purpose=step with a bar; steps reorder', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add step lesson' }));
    expect(screen.getByRole('heading', { name: 'Step lesson 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lecture 1' })).not.toBeInTheDocument();

    // Take photo opens the camera on a phone; Choose photo the gallery.
    const camera = within(step(1, 1)).getByLabelText('Camera for step 1');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(within(step(1, 1)).getByLabelText('Photo for step 1')).not.toHaveAttribute('capture');
    expect(within(step(1, 1)).getByRole('button', { name: 'Take photo' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Text of step 1' })).toHaveAttribute('dir', 'auto');

    await user.upload(camera, sized('IMG_0001.jpg', 'image/jpeg', 4_800_000));
    // The size it is sent at shows at once, with the bar of its upload.
    expect((await within(step(1, 1)).findByTestId('step-photo-size')).textContent).toBe(
      'Upload size: \u2066192 KB\u2069 · \u20661600\u00a0×\u00a01200\u2069\u00a0px',
    );
    expect(within(step(1, 1)).getByText('Made smaller from \u20664.8 MB\u2069')).toBeInTheDocument();
    const sent = lastUpload();
    expect(sent.url).toBe('/api/media/upload?purpose=step');
    const sentFile = sent.form.get('file') as File;
    expect([sentFile.name, sentFile.type, sentFile.size]).toEqual(['IMG_0001.jpg', 'image/jpeg', 192_000]);
    act(() => sent.xhr.progress(40, 100));
    expect(within(step(1, 1)).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    await act(async () => sent.xhr.respond(201, { success: true, data: { url: '/api/media/p1', public_id: 'p1' } }));
    expect(within(step(1, 1)).getByRole('img', { name: 'Photo of step 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );

    await user.type(screen.getByRole('textbox', { name: 'Text of step 1' }), 'Mark the dart');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await photo(user, 2, 2, 'p2', 'Photo');
    await user.type(screen.getByRole('textbox', { name: 'Text of step 2' }), 'Fold and pin');
    expect(within(step(1, 2)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(step(2, 2)).getByRole('button', { name: 'Move down' })).toBeDisabled();

    await user.click(within(step(1, 2)).getByRole('button', { name: 'Move down' }));
    expect(screen.getByRole('textbox', { name: 'Text of step 1' })).toHaveValue('Fold and pin');
    expect(screen.getByRole('textbox', { name: 'Text of step 2' })).toHaveValue('Mark the dart');

    // The free preview may be the step lesson: with its title, nothing in the curriculum keeps SUBMIT off.
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toHaveAccessibleDescription(
      /a title and a photo on every step of each step lesson, and a lecture marked as a free preview\.$/,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title of step lesson 1' }), 'Cutting a dart');
    await user.click(screen.getByRole('switch', { name: 'Free Preview' }));
    expect(submit).toHaveAccessibleDescription(/^Still needed to submit: Title, .*, and a course image\.$/);
  });

  it('a new photo releases the one it replaces; deleting a step with a photo asks first, then releases it; an empty step goes at once', async () => {
    const { user, fetchMock } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add step lesson' }));
    await photo(user, 1, 1, 'p1');
    await photo(user, 1, 1, 'p2', 'Photo');
    await waitFor(() => expect(deletes(fetchMock)).toEqual(['/api/media/delete/p1']));
    fetchMock.mockClear();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(within(step(2, 2)).getByRole('button', { name: 'Delete step' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /of 2$/ })).not.toBeInTheDocument();

    await user.click(within(step(1, 1)).getByRole('button', { name: 'Delete step' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete step 1?' });
    expect(ask).toHaveTextContent('Its photo and text are removed from the lesson.');
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(deletes(fetchMock)).toEqual([]);
    expect(step(1, 1)).toBeInTheDocument();

    await user.click(within(step(1, 1)).getByRole('button', { name: 'Delete step' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete step' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Step 1 of 1' })).not.toBeInTheDocument());
    expect(deletes(fetchMock)).toEqual(['/api/media/delete/p2']);
    expect(screen.getByText('No steps yet. Add a step and give it a photo.')).toBeInTheDocument();
  });

  it('Delete step lesson asks first, then releases every photo and file of the lesson', async () => {
    const { user, fetchMock } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add step lesson' }));
    await photo(user, 1, 1, 'p1');
    await user.upload(screen.getByLabelText('Attach a file to Step lesson 1'), sized('Dart pattern.pdf', 'application/pdf', 52_000));
    await act(async () => lastUpload().xhr.respond(201, { success: true, data: { url: '/api/media/f1', public_id: 'f1' } }));
    await screen.findByRole('textbox', { name: 'Name of file 1' });

    await user.click(screen.getByRole('button', { name: 'Delete step lesson' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete step lesson 1?' });
    expect(ask).toHaveTextContent('The lesson, its photos and its files are deleted.');
    await user.click(within(ask).getByRole('button', { name: 'Delete step lesson' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Step lesson 1' })).not.toBeInTheDocument());
    expect(deletes(fetchMock)).toEqual(['/api/media/delete/p1', '/api/media/delete/f1']);
    expect(screen.getByText('No lectures yet. Add a lecture or a step lesson, or bulk upload videos.')).toBeInTheDocument();
  });

  it('Attach file refuses a file over the limit without sending it, then attaches a PDF with its name, type and size; Remove releases it', async () => {
    const { user, fetchMock } = renderEditor();
    const input = screen.getByLabelText('Attach a file to Lecture 1');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp');

    await user.upload(input, sized('Full pattern.pdf', 'application/pdf', 26_500_000));
    expect(screen.getByRole('alert')).toHaveTextContent('“Full pattern.pdf” is 25.3 MB: a lesson file can be at most 20 MB.');
    expect(Xhr.sent).toHaveLength(0);

    await user.upload(input, sized('Dart pattern.pdf', 'application/pdf', 52_000));
    const sent = lastUpload();
    expect(sent.url).toBe('/api/media/upload?purpose=file');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => sent.xhr.progress(1, 2));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    await act(async () => sent.xhr.respond(201, { success: true, data: { url: '/api/media/f1', public_id: 'f1' } }));
    const name = await screen.findByRole('textbox', { name: 'Name of file 1' });
    expect(name).toHaveValue('Dart pattern.pdf');
    expect(screen.getByTestId('lesson-file-details')).toHaveTextContent('PDF · \u206652 KB\u2069');
    await user.clear(name);
    await user.type(name, 'Dart pattern, size 12');
    expect(name).toHaveValue('Dart pattern, size 12');

    await user.click(screen.getByRole('button', { name: 'Remove file 1' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name of file 1' })).not.toBeInTheDocument());
    expect(deletes(fetchMock)).toEqual(['/api/media/delete/f1']);
  });
});

describe('the curriculum card with a step lesson', () => {
  const noop = () => {};
  const handlers: CurriculumHandlers = {
    onAdd: noop,
    onAddSteps: noop,
    onAddPattern: noop,
    onBulk: noop,
    onChange: noop,
    onVideo: noop,
    onReplace: noop,
    onDelete: noop,
    onStepPhoto: noop,
    onRemoveStep: noop,
    onAttach: noop,
    onRemoveFile: noop,
    onCancelUpload: noop,
  };
  const idle = { target: null, uploading: false, percent: 0, barVisible: false };
  const render = (lesson: StepsDraft, errors: Record<string, string>) =>
    renderPage(
      <CurriculumCard
        {...handlers}
        lectures={[lesson]}
        upload={idle}
        busy={new Set()}
        errors={errors}
        uploadError={null}
        shrinking={null}
      />,
    );

  it("shows the schema's and the server's errors at the step they name", () => {
    const lesson = { ...emptyStepLesson(), steps: [emptyStep(), emptyStep()] };
    render(lesson, {
      'curriculum.0.steps.1.image_public_id': 'Step 2 needs a photo',
      'curriculum.0.title': 'Enter a title for the lesson',
      'curriculum.0.files': 'A lesson can have at most 10 files',
    });
    expect(within(step(2, 2)).getByText('Step 2 needs a photo')).toBeInTheDocument();
    expect(within(step(1, 2)).queryByText('Step 2 needs a photo')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title of step lesson 1' })).toHaveAccessibleDescription('Enter a title for the lesson');
    expect(screen.getByText('A lesson can have at most 10 files')).toBeInTheDocument();
  });

  it('stops Add step at the most steps a lesson may have, and Attach file at the most files', () => {
    const files = Array.from({ length: FILE_LIMITS.filesMax }, (_, i) => ({
      key: `f${i}`,
      name: `Chart ${i}`,
      url: `/api/media/f${i}`,
      public_id: `f${i}`,
      type: 'image/png',
      bytes: 2000,
    }));
    render({ ...emptyStepLesson(), steps: Array.from({ length: STEP_LIMITS.stepsMax }, emptyStep), files }, {});
    // Found by their texts: role queries walk the whole tree of 40 steps, seconds in jsdom.
    const describedBy = (text: string) => document.querySelector(`[aria-describedby="${screen.getByText(text).id}"]`);
    expect(describedBy('A step lesson has at most 40 steps.')).toHaveTextContent('Add step');
    expect(describedBy('A step lesson has at most 40 steps.')).toBeDisabled();
    expect(describedBy('A lesson can have at most 10 files.')).toHaveTextContent('Attach file');
    expect(describedBy('A lesson can have at most 10 files.')).toBeDisabled();
  });
});
