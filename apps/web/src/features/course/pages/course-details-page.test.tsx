import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicCourse } from '@sewee/shared';
import { stubMediaPlayback } from '../../../components/video-player/test-media';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { makeDataCost, makeStream } from '../../../test/video-fixtures';
import { makeFile, makeStepsLecture } from '../../../test/lesson-fixtures';
import { setLocale } from '../../../lib/i18n';
import { courseAction, splitObjectives } from '../components/course-action';
import { CourseDetailsPage } from './course-details-page';

// The real player (jsdom plays nothing, so media calls are stubbed). No stand-in module: the one
// LazyVideoPlayer caches what it loaded, and test files share modules (vite.config isolate: false),
// so a mocked player would leak into other files' players.
const PLAYER_WAIT = { timeout: 5000 };
/** The <video> of the player named after `title` (within `scope`). */
async function playerVideo(title: string, scope: Pick<typeof screen, 'findByRole'> = screen) {
  const region = await scope.findByRole('region', { name: `Video player: ${title}` }, PLAYER_WAIT);
  return region.querySelector('video')!;
}
beforeEach(() => {
  stubMediaPlayback();
});

function makeCourse(over: Partial<PublicCourse> = {}): PublicCourse {
  return {
    _id: 'c1',
    instructorId: 'i1',
    instructorName: 'Ngozi Eze',
    date: '2025-03-12T10:00:00.000Z',
    isPublised: true,
    image: '/api/media/img',
    title: 'Beading Basics',
    subtitle: 'From first bead to necklace',
    category: 'beading',
    level: 'beginner',
    primaryLanguage: 'french',
    description: 'Learn beading.',
    pricing: 49.99,
    objectives: ' Pick beads, , String a necklace ,Finish clasps,',
    welcomeMessage: 'Welcome',
    studentCount: 1,
    intake: null,
    curriculum: [
      {
        kind: 'video' as const,
        _id: 'l1',
        title: 'Intro',
        videoUrl: '/api/media/v1',
        public_id: 'p1',
        freePreview: true,
        stream: null,
        dataCost: null,
        captions: [],
        files: [],
      },
      {
        kind: 'video' as const,
        _id: 'l2',
        title: 'Tools',
        videoUrl: null,
        public_id: null,
        freePreview: false,
        stream: null,
        dataCost: null,
        captions: [],
        files: [],
      },
      {
        kind: 'video' as const,
        _id: 'l3',
        title: 'First strand',
        videoUrl: '/api/media/v3',
        public_id: 'p3',
        freePreview: true,
        stream: null,
        dataCost: null,
        captions: [],
        files: [],
      },
    ],
    applicationStatus: null,
    isPurchased: false,
    ...over,
  };
}

const DETAILS = 'GET /api/student/course/get/details/c1';
const details = (c: PublicCourse) => () => ({ body: { success: true, data: c } });
const open = (over: Partial<PublicCourse> = {}, user = makeUser(), handlers = {}) => {
  const fetch = mockFetch({ [DETAILS]: details(makeCourse(over)), ...handlers });
  renderPage(<CourseDetailsPage />, { path: '/course/details/:id', route: '/course/details/c1', user });
  return fetch;
};

afterEach(() => vi.unstubAllGlobals());

describe('course action and objectives (pure)', () => {
  it('chooses the action from purchase and application status', () => {
    expect(courseAction(false, null)).toBe('apply');
    expect(courseAction(false, 'pending')).toBe('pending');
    expect(courseAction(false, 'approved')).toBe('buy');
    expect(courseAction(false, 'rejected')).toBe('rejected');
    expect(courseAction(true, 'approved')).toBe('go');
    expect(courseAction(true, null)).toBe('go');
  });

  it('splits objectives on commas, trimmed, empties dropped', () => {
    expect(splitObjectives(' a, ,b ,c,')).toEqual(['a', 'b', 'c']);
    expect(splitObjectives('')).toEqual([]);
  });
});

describe('course details', () => {
  it("names the course's teaching language in the reader's language", async () => {
    await setLocale('ar', { remember: false });
    try {
      open({ primaryLanguage: 'english' });
      expect(await screen.findByText('اللغة: الإنجليزية')).toBeInTheDocument();
    } finally {
      await act(() => setLocale('en', { remember: false }));
    }
  });

  it('shows the course, its sections and the first free preview in the side card', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beading Basics' })).toBeInTheDocument();
    expect(screen.getByText('From first bead to necklace')).toBeInTheDocument();
    expect(screen.getByText('Created By Ngozi Eze')).toBeInTheDocument();
    expect(screen.getByText('Created March 12, 2025')).toBeInTheDocument();
    expect(screen.getByText('Language: French')).toBeInTheDocument();
    expect(screen.getByText('1 Student')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/student-home');
    const learn = screen.getByRole('heading', { name: "What you'll learn" }).parentElement!;
    expect(
      within(learn)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pick beads', 'String a necklace', 'Finish clasps']);
    expect(screen.getByRole('heading', { name: 'Course Description' })).toBeInTheDocument();
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    // The aside's preview downloads nothing until Play: most visitors on metered data never press it.
    const video = await playerVideo('Intro');
    expect(video).toHaveAttribute('src', '/api/media/v1');
    expect(video).toHaveAttribute('preload', 'none');
  });

  it("says 'Students' for more than one", async () => {
    open({ studentCount: 2 });
    expect(await screen.findByText('2 Students')).toBeInTheDocument();
  });

  it('only free previews are clickable; they open the preview dialog, which switches lectures and closes', async () => {
    open();
    await screen.findByRole('heading', { name: 'Course Curriculum' });
    expect(screen.queryByRole('button', { name: /Tools/ })).not.toBeInTheDocument();
    expect(screen.getByText('Tools')).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /First strand/ });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Course Preview' });
    expect(await playerVideo('First strand', within(dialog))).toHaveAttribute('src', '/api/media/v3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Intro' }));
    expect(await playerVideo('Intro', within(dialog))).toHaveAttribute('src', '/api/media/v1');
    expect(within(dialog).getByRole('button', { name: 'Intro' })).toHaveAttribute('aria-current', 'true');
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closes[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the lecture that opened it, not to the top of the page.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps the loading state when the details fetch fails', async () => {
    const fetch = mockFetch({ [DETAILS]: () => ({ status: 500, body: { success: false, message: 'Database unavailable' } }) });
    renderPage(<CourseDetailsPage />, { path: '/course/details/:id', route: '/course/details/c1', user: makeUser() });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Loading course…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('an unknown course (404) says so, with a link to All Courses, instead of loading forever', async () => {
    mockFetch({ [DETAILS]: () => ({ status: 404, body: { success: false, message: 'That course was not found' } }) });
    renderPage(<CourseDetailsPage />, { path: '/course/details/:id', route: '/course/details/c1', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'This course does not exist or is no longer available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Courses' })).toHaveAttribute('href', '/dashboard/courses');
    expect(screen.queryByText('Loading course…')).not.toBeInTheDocument();
  });
});

describe('the action button', () => {
  it('Apply sends name and e-mail, toasts and turns into a disabled Application Pending', async () => {
    let status: PublicCourse['applicationStatus'] = null;
    const fetch = mockFetch({
      [DETAILS]: () => ({ body: { success: true, data: makeCourse({ applicationStatus: status }) } }),
      'POST /api/student/course-application/courses/c1/apply': () => {
        status = 'pending';
        const data = { _id: 'a1', courseId: 'c1', studentId: 'u1', status, createdAt: '2025-04-01T10:00:00.000Z' };
        return { status: 201, body: { success: true, message: 'Application submitted successfully', data } };
      },
    });
    renderPage(<CourseDetailsPage />, { path: '/course/details/:id', route: '/course/details/c1', user: makeUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Application submitted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Application Pending' })).toBeDisabled();
    expect(bodiesFor(fetch, 'POST', '/api/student/course-application/courses/c1/apply')).toEqual([
      { name: 'Ada Obi', email: 'ada@example.com' },
    ]);
  });

  it('Apply without a name or e-mail toasts and makes no call', async () => {
    const fetch = open({}, makeUser({ email: '' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('User info missing. Please log in again.')).toBeInTheDocument();
    expect(bodiesFor(fetch, 'POST', '/api/student/course-application/courses/c1/apply')).toEqual([]);
  });

  it('a failed Apply shows the server message, or the fallback', async () => {
    open({}, makeUser(), {
      'POST /api/student/course-application/courses/c1/apply': () => ({
        status: 409,
        body: { success: false, message: 'You already applied' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You already applied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it("falls back to 'Failed to submit application'", async () => {
    open({}, makeUser(), { 'POST /api/student/course-application/courses/c1/apply': () => ({ status: 500, raw: '' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to submit application')).toBeInTheDocument();
  });

  it('pending: disabled Application Pending', async () => {
    open({ applicationStatus: 'pending' });
    expect(await screen.findByRole('button', { name: 'Application Pending' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('rejected: disabled Application Rejected', async () => {
    open({ applicationStatus: 'rejected' });
    expect(await screen.findByRole('button', { name: 'Application Rejected' })).toBeDisabled();
  });

  it('bought: Go to course', async () => {
    open({ applicationStatus: 'approved', isPurchased: true });
    expect(await screen.findByRole('link', { name: 'Go to course' })).toHaveAttribute('href', '/course-progress/c1');
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('approved: Buy Now creates an order, stores its id and goes to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = open({ applicationStatus: 'approved' }, makeUser(), {
      'POST /api/student/order/create': () => ({
        status: 201,
        body: { success: true, data: { orderId: 'o1', reference: 'sewee_abc', approveUrl: 'http://localhost/sandbox/checkout/sewee_abc' } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/sewee_abc'));
    expect(sessionStorage.getItem('currentOrderId')).toBe('o1');
    const [body] = bodiesFor(fetch, 'POST', '/api/student/order/create');
    expect(body).toMatchObject({
      courseId: 'c1',
      userId: 'u1',
      userName: 'Ada Obi',
      userEmail: 'ada@example.com',
      orderStatus: 'pending',
      paymentStatus: 'initiated',
      instructorId: 'i1',
      instructorName: 'Ngozi Eze',
      courseTitle: 'Beading Basics',
      coursePricing: 49.99,
    });
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  it('a failed order shows the server message and stays on the page', async () => {
    open({ applicationStatus: 'approved' }, makeUser(), {
      'POST /api/student/order/create': () => ({ status: 409, body: { success: false, message: 'You already bought this course' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('You already bought this course')).toBeInTheDocument();
    expect(sessionStorage.getItem('currentOrderId')).toBeNull();
  });

  it("labels each lecture with its length and cost at the student's quality, and the course's total", async () => {
    const stream = makeStream('v1');
    const curriculum = [
      {
        kind: 'video' as const,
        _id: 'l1',
        title: 'Intro',
        videoUrl: '/api/media/v1',
        public_id: 'v1',
        freePreview: true,
        stream,
        dataCost: makeDataCost(stream),
        captions: [],
        files: [],
      },
      {
        kind: 'video' as const,
        _id: 'l2',
        title: 'Tools',
        videoUrl: null,
        public_id: null,
        freePreview: false,
        stream: null,
        dataCost: makeDataCost(),
        captions: [],
        files: [],
      },
      {
        kind: 'video' as const,
        _id: 'l3',
        title: 'Still processing',
        videoUrl: null,
        public_id: null,
        freePreview: false,
        stream: null,
        dataCost: null,
        captions: [],
        files: [],
      },
    ];
    open({ curriculum }, makeUser({ dataSaver: true }));
    const list = (await screen.findByRole('heading', { name: 'Course Curriculum' })).parentElement!;
    expect(within(list).getByRole('button', { name: /Intro/ })).toHaveTextContent('2:00 · 3.2 MB');
    expect(within(list).getByText('Tools').parentElement).toHaveTextContent('2:00 · 3.2 MB');
    expect(within(list).getByText('Still processing').parentElement).not.toHaveTextContent('MB');
    expect(list).toHaveTextContent(
      'Whole course: 4:00 · 6.3 MB at 240p (Data saver is on). Some lectures are still being prepared and are not counted.',
    );
    // The side card's player gets the ladder: jsdom streams nothing, so it offers the files.
    await playerVideo('Intro');
    expect(screen.getByRole('link', { name: 'Video 240p (3.2 MB)' })).toHaveAttribute('href', stream.renditions[1]!.url);
  });

  it('without Data saver, labels the cost at the best quality', async () => {
    const cost = makeDataCost();
    open(
      {
        curriculum: [
          {
            kind: 'video' as const,
            _id: 'l2',
            title: 'Tools',
            videoUrl: null,
            public_id: null,
            freePreview: false,
            stream: null,
            dataCost: cost,
            captions: [],
            files: [],
          },
        ],
      },
      makeUser({ dataSaver: false }),
    );
    expect(await screen.findByText('Tools')).toBeInTheDocument();
    expect(screen.getByText('Tools').parentElement).toHaveTextContent('2:00 · 18 MB');
    expect(screen.getByText(/Whole course: 2:00 · up to 18 MB at the best quality/)).toBeInTheDocument();
  });
});

describe('free courses and account status', () => {
  it('a course priced 0 shows Free and its action reads Enrol for free', async () => {
    open({ pricing: 0, applicationStatus: 'approved' });
    expect(await screen.findByRole('button', { name: 'Enrol for free' })).toBeEnabled();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('a rejected account sees why in place, with the contact e-mail, and no working Apply', async () => {
    open({}, makeUser({ status: 'rejected' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeDisabled();
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('Your account was not approved');
    expect(within(note).getByRole('link', { name: 'hello@sewee.africa' })).toHaveAttribute('href', 'mailto:hello@sewee.africa');
  });

  it('a pending account may apply, and is shown no note about a review that gates nothing', async () => {
    open({}, makeUser({ status: 'pending' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/waiting for review|reviews every new account/)).not.toBeInTheDocument();
  });

  it('lists a step lesson with its icon, steps and cost (the small photos with Data saver), and files with name, type and size; links only when open', async () => {
    const locked = makeStepsLecture('l2', 12, {
      steps: null,
      dataCost: { bytes: 900_000, saverBytes: 300_000 },
      files: [makeFile('f1', { url: null, public_id: null, previewUrl: null })],
    } as never);
    const free = makeStepsLecture('l3', 2, { freePreview: true, title: 'Free steps', files: [makeFile('f2')] });
    open({ curriculum: [locked, free] }, makeUser({ dataSaver: true }));
    const list = (await screen.findByRole('heading', { name: 'Course Curriculum' })).parentElement!;
    const row = within(list).getByText('Threading a needle, in 12 steps').parentElement!;
    expect(row).toHaveTextContent('Step lesson');
    expect(row).toHaveTextContent('12 steps · \u20660.3 MB\u2069');
    const lockedFile = within(list).getByText('Pattern f1.pdf').closest('li')!;
    expect(lockedFile).toHaveTextContent('PDF · 1.2 MB');
    expect(within(lockedFile).queryByRole('link')).toBeNull();
    expect(within(lockedFile).queryByRole('img')).toBeNull();
    const openFile = within(list).getByText('Pattern f2.pdf').closest('li')!;
    expect(within(openFile).getByRole('img', { name: 'First page of Pattern f2.pdf' })).toHaveAttribute('src', '/api/media/f2/preview');
    expect(within(openFile).getByRole('link', { name: 'Download Pattern f2.pdf' })).toHaveAttribute('href', '/api/media/f2');
    // The free step lesson opens in the preview, one step at a time.
    fireEvent.click(within(list).getByRole('button', { name: /Free steps/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Course Preview' });
    expect(await within(dialog).findByText('Step 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Photo of step 1' })).toHaveAttribute('src', '/api/media/p1/small');
  });

  it('lists a pattern lesson as "Your pattern: <design>" with its icon and no data cost, locked until bought unless a free preview', async () => {
    const pattern = (id: string, title: string, design: 'bella' | 'penelope', options: Record<string, number> | null, freePreview = false) => ({
      kind: 'pattern' as const,
      _id: id,
      title,
      freePreview,
      files: [makeFile(`${id}f`, { url: null, public_id: null, previewUrl: null })],
      pattern: { design, options },
    });
    open({ curriculum: [pattern('l2', 'Bodice draft', 'bella', null), pattern('l3', 'Skirt draft', 'penelope', {}, true)] });
    const list = (await screen.findByRole('heading', { name: 'Course Curriculum' })).parentElement!;
    // Drafted on the device: no size of its own on the row.
    const locked = within(list).getByText('Bodice draft').parentElement!;
    expect(locked).toHaveTextContent(/^Bodice draftYour pattern: Bodice blockAvailable after purchase$/);
    expect(within(locked).getByText('Available after purchase')).toHaveClass('sr-only');
    expect(locked.querySelector('svg.lucide-ruler')).not.toBeNull();
    // Its files are listed like any lesson's.
    expect(locked.closest('li')).toHaveTextContent('Pattern l2f.pdfPDF · 1.2 MB');
    const free = within(list).getByRole('button', { name: /Skirt draft/ });
    expect(free).toHaveTextContent(/^Skirt draftYour pattern: Pencil skirtFree preview$/);
  });
});
