import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LectureProgress, PurchasedProgress, VideoLecture } from '@sewee/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endVideo, loadMetadata, setMedia, stubMediaPlayback } from '../../../components/video-player/test-media';
import { bodiesFor, makeUser, mockFetch, renderPage } from '../../../test/utils';
import { makeDataCost, makeStream } from '../../../test/video-fixtures';
import { makeFile, makeStepsLecture } from '../../../test/lesson-fixtures';
import { downloadingBrowser } from '../../../test/offline-browser';
import { idbRecords } from '../../../lib/offline/opfs-store';
import { CourseProgressPage } from './course-progress-page';

const confetti = vi.hoisted(() =>
  Object.assign(
    vi.fn(() => Promise.resolve()),
    { reset: vi.fn() },
  ),
);
vi.mock('canvas-confetti', () => ({ default: confetti }));

const user = makeUser({ _id: 'u1' });
const GET = 'GET /api/student/course-progress/get/u1/c1';
const MARK = 'POST /api/student/course-progress/mark-lecture-viewed';
const RESET = 'POST /api/student/course-progress/reset-progress';
const POSITION = 'PUT /api/student/course-progress/position';

const lecture = (n: number): VideoLecture => ({
  kind: 'video',
  _id: `l${n}`,
  title: `Lecture ${n}: Stitch ${n}`,
  videoUrl: `/api/media/v${n}`,
  public_id: `v${n}`,
  freePreview: n === 1,
  stream: null,
  dataCost: null,
  captions: [],
  files: [],
});

function progressData(progress: LectureProgress[], completed = false): PurchasedProgress {
  return {
    isPurchased: true,
    completed,
    completionDate: completed ? '2026-01-02T00:00:00.000Z' : null,
    practice: [],
    courseDetails: {
      _id: 'c1',
      instructorId: 'i1',
      instructorName: 'Ngozi Eze',
      date: '2026-01-01T00:00:00.000Z',
      curriculum: [lecture(1), lecture(2), lecture(3)],
      isPublised: true,
      image: '',
      title: 'Pattern Making',
      subtitle: 'From paper to cloth',
      category: 'beginner-to-advanced-fashion',
      level: 'beginner',
      primaryLanguage: 'english',
      description: 'Learn to draft and cut patterns.',
      pricing: 10,
      objectives: 'draft,cut',
      welcomeMessage: 'Welcome',
      studentCount: 3,
    },
    progress,
  };
}
const viewed = (n: number): LectureProgress => ({
  lectureId: `l${n}`,
  viewed: true,
  dateViewed: '2026-01-01T00:00:00.000Z',
  positionSeconds: 0,
  step: 0,
});
const at = (n: number, seconds: number): LectureProgress => ({
  lectureId: `l${n}`,
  viewed: false,
  dateViewed: null,
  positionSeconds: seconds,
  step: 0,
});

function renderProgress() {
  return renderPage(<CourseProgressPage />, { path: '/course-progress/:id', route: '/course-progress/c1', user });
}

async function currentVideo() {
  const region = await screen.findByRole('region', { name: /^Video player/ });
  return region.querySelector('video')!;
}

beforeEach(() => {
  stubMediaPlayback();
  confetti.mockClear();
  confetti.reset.mockClear();
});

describe('CourseProgressPage: transcript', () => {
  const url = '/api/media/v1/captions/en.0123456789ab.vtt';
  const withCaptions = () => {
    const data = progressData([]);
    (data.courseDetails.curriculum[0] as VideoLecture).captions = [
      { lang: 'en', label: 'English', url, bytes: 9_200, source: 'instructor' },
    ];
    return data;
  };
  const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nMeasure twice.\n\n00:00:06.000 --> 00:00:08.000\nCut once.\n';

  it('shows the lecture as text in paragraphs with its size; a line moves the video there', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: withCaptions() } }), [`GET ${url}`]: () => ({ raw: VTT }) });
    renderProgress();
    const video = await currentVideo();
    expect(video).toHaveAttribute('preload', 'metadata');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Transcript · \u20669 KB\u2069' }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Play from 0:01' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Play from 0:06' })).toBeInTheDocument();
    loadMetadata(video, 60, 0);
    fireEvent.click(within(panel).getByRole('button', { name: 'Cut once.' }));
    expect(video.currentTime).toBe(6);
  });

  it('says there is none yet', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: progressData([]) } }) });
    renderProgress();
    await currentVideo();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Transcript' }));
    expect(await screen.findByText('No transcript yet')).toBeInTheDocument();
  });

  it('with Data saver, opens on the transcript and the video loads nothing until Play', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: withCaptions() } }), [`GET ${url}`]: () => ({ raw: VTT }) });
    renderPage(<CourseProgressPage />, {
      path: '/course-progress/:id',
      route: '/course-progress/c1',
      user: makeUser({ _id: 'u1', dataSaver: true }),
    });
    expect(await currentVideo()).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('tab', { name: /^Transcript/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Measure twice.' })).toBeInTheDocument();
  });
});

describe('CourseProgressPage', () => {
  it('blocks someone who has not bought the course, with no video', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: { isPurchased: false } } }) });
    renderProgress();
    const dialog = await screen.findByRole('dialog', { name: "You can't view this page" });
    expect(dialog).toHaveTextContent('Please purchase this course to get access');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: "You can't view this page" })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'View course details' })).toHaveAttribute('href', '/course/details/c1');
  });

  it('opens the first lecture when nothing is viewed, with the title, back link, list and overview', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: progressData([]) } }) });
    renderProgress();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pattern Making' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Courses Page' })).toHaveAttribute('href', '/student-courses');
    expect(await currentVideo()).toHaveAttribute('src', '/api/media/v1');

    const panel = screen.getByRole('complementary', { name: 'Course content and overview' });
    const items = within(panel).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'Lecture 1: Stitch 1 (Not viewed, Now playing)',
      'Lecture 2: Stitch 2 (Not viewed)',
      'Lecture 3: Stitch 3 (Not viewed)',
    ]);
    fireEvent.mouseDown(within(panel).getByRole('tab', { name: 'Overview' }));
    expect(await within(panel).findByRole('heading', { name: 'About this course' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Learn to draft and cut patterns.');
  });

  it('toggles the side panel', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: progressData([]) } }) });
    renderProgress();
    const toggle = await screen.findByRole('button', { name: 'Hide course content' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show course content' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the lecture after the last viewed one, marks ticks, and switches lecture on click', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: progressData([viewed(1)]) } }) });
    renderProgress();
    expect(await currentVideo()).toHaveAttribute('src', '/api/media/v2');
    expect(screen.getByRole('button', { name: /Lecture 1: Stitch 1\s*\(Viewed\)/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Lecture 3/ }));
    expect(await currentVideo()).toHaveAttribute('src', '/api/media/v3');
    expect(screen.getByRole('button', { name: /Lecture 3/ })).toHaveAttribute('aria-current', 'true');
  });

  it('marks a lecture viewed when it ends and moves on to the next one', async () => {
    const fetchMock = mockFetch({
      [GET]: () => ({ body: { success: true, data: progressData([]) } }),
      [MARK]: () => ({ body: { success: true, message: 'Lecture marked as viewed', data: progressData([viewed(1)]) } }),
      [POSITION]: () => ({ body: { success: true } }),
    });
    renderProgress();
    const video = await currentVideo();
    loadMetadata(video, 30);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    endVideo(video);
    await waitFor(() => expect(document.querySelector('video')).toHaveAttribute('src', '/api/media/v2'));
    expect(bodiesFor(fetchMock, 'POST', '/api/student/course-progress/mark-lecture-viewed')).toEqual([
      { userId: 'u1', courseId: 'c1', lectureId: 'l1' },
    ]);
    expect(screen.getByRole('button', { name: /Lecture 1: Stitch 1\s*\(Viewed\)/ })).toBeInTheDocument();
  });

  it('resumes an unfinished lecture at its saved position and restarts a finished one', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: progressData([viewed(1), at(2, 42)]) } }) });
    renderProgress();
    const second = await currentVideo();
    expect(second).toHaveAttribute('src', '/api/media/v2');
    loadMetadata(second, 120);
    expect(second.currentTime).toBe(42);

    fireEvent.click(screen.getByRole('button', { name: /Lecture 1/ }));
    const first = await currentVideo();
    expect(first).toHaveAttribute('src', '/api/media/v1');
    loadMetadata(first, 120);
    expect(first.currentTime).toBe(0);
  });

  it('saves the position with keepalive on pause and when switching lecture', async () => {
    const fetchMock = mockFetch({
      [GET]: () => ({ body: { success: true, data: progressData([]) } }),
      [POSITION]: () => ({ body: { success: true } }),
    });
    renderProgress();
    const video = await currentVideo();
    loadMetadata(video, 120);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    setMedia(video, { currentTime: 17.6 });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    setMedia(video, { currentTime: 20 });
    fireEvent.click(screen.getByRole('button', { name: /Lecture 3/ }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'PUT', '/api/student/course-progress/position')).toHaveLength(2));
    expect(bodiesFor(fetchMock, 'PUT', '/api/student/course-progress/position')).toEqual([
      { userId: 'u1', courseId: 'c1', lectureId: 'l1', positionSeconds: 17 },
      { userId: 'u1', courseId: 'c1', lectureId: 'l1', positionSeconds: 20 },
    ]);
    const init = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/position'))![1]!;
    expect(init.keepalive).toBe(true);
    expect(init.credentials).toBe('include');

    // Back on lecture 1 in the same visit: it resumes where it was left.
    fireEvent.click(screen.getByRole('button', { name: /Lecture 1/ }));
    const again = await currentVideo();
    loadMetadata(again, 120);
    expect(again.currentTime).toBe(20);
  });

  it('congratulates on completion with confetti, on the first lecture; Rewatch resets and closes the dialog', async () => {
    let data = progressData([viewed(1), viewed(2), viewed(3)], true);
    const fetchMock = mockFetch({
      [GET]: () => ({ body: { success: true, data } }),
      [RESET]: () => {
        data = progressData([]);
        return { body: { success: true, message: 'Course progress has been reset', data } };
      },
    });
    renderProgress();
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog).toHaveTextContent('You have completed the course');
    // The modal hides the page from the accessibility tree, so look the video up directly.
    await waitFor(() => expect(document.querySelector('video')).toHaveAttribute('src', '/api/media/v1'));
    await waitFor(() => expect(confetti).toHaveBeenCalled());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rewatch Course' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesFor(fetchMock, 'POST', '/api/student/course-progress/reset-progress')).toEqual([{ userId: 'u1', courseId: 'c1' }]);
    expect(confetti.reset).toHaveBeenCalled();
    expect(document.querySelector('video')).toHaveAttribute('src', '/api/media/v1');
    expect(screen.getByRole('button', { name: /Lecture 1: Stitch 1\s*\(Not viewed, Now playing\)/ })).toBeInTheDocument();
  });

  it('lets a student who finished close the congratulations (Escape or the close button) and use the course, progress kept', async () => {
    const fetchMock = mockFetch({
      [GET]: () => ({ body: { success: true, data: progressData([viewed(1), viewed(2), viewed(3)], true) } }),
    });
    renderProgress();
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await waitFor(() => expect(confetti).toHaveBeenCalled());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confetti.reset).toHaveBeenCalled();

    // The course is usable: another lecture opens, and the certificate is still a tap away.
    fireEvent.click(screen.getByRole('button', { name: /Lecture 2/ }));
    expect(screen.getByRole('button', { name: /Lecture 2: Stitch 2\s*\(Viewed, Now playing\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get your certificate' })).toHaveAttribute('href', '/student-certificates/c1');
    // Closing is not Rewatch: nothing was reset.
    expect(bodiesFor(fetchMock, 'POST', '/api/student/course-progress/reset-progress')).toEqual([]);
  });

  it('closes the congratulations with its close button', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: progressData([viewed(1), viewed(2), viewed(3)], true) } }) });
    renderProgress();
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes to My Courses from the completion dialog', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: progressData([viewed(1), viewed(2), viewed(3)], true) } }) });
    renderProgress();
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'My Courses Page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/student-courses'));
  });

  it('shows a retry when the progress cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      [GET]: () => (fail ? { status: 500, body: { success: false, message: '' } } : { body: { success: true, data: progressData([]) } }),
    });
    renderProgress();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your course could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await currentVideo()).toHaveAttribute('src', '/api/media/v1');
  });

  it('labels each lecture with its length and cost, totals the course, and gives the player the ladder', async () => {
    const data = progressData([]);
    const stream = makeStream('v1');
    data.courseDetails.curriculum[0] = { ...lecture(1), stream, dataCost: makeDataCost(stream) };
    data.courseDetails.curriculum[1] = { ...lecture(2), dataCost: makeDataCost() };
    data.courseDetails.image = '/api/media/cover';
    mockFetch({ [GET]: () => ({ body: { success: true, data } }) });
    renderPage(<CourseProgressPage />, {
      path: '/course-progress/:id',
      route: '/course-progress/c1',
      user: makeUser({ _id: 'u1', dataSaver: true }),
    });
    const panel = await screen.findByRole('complementary', { name: 'Course content and overview' });
    const items = within(panel).getAllByRole('button');
    expect(items[0]).toHaveTextContent('2:00 · 3.2 MB');
    expect(items[1]).toHaveTextContent('2:00 · 3.2 MB');
    expect(items[2]).not.toHaveTextContent('MB');
    expect(panel).toHaveTextContent('Whole course: 4:00 · 6.3 MB at 240p (Data saver is on).');
    // jsdom streams nothing (no Media Source, no native HLS): the player offers the ladder's files.
    expect(await screen.findByRole('link', { name: 'Video 240p (3.2 MB)' })).toHaveAttribute('href', stream.renditions[1]!.url);
  });
});

describe('CourseProgressPage: step lessons', () => {
  /** Lecture 1, then a step lesson of 3 steps with a PDF, then lecture 3. */
  const withSteps = (progress: LectureProgress[]) => {
    const data = progressData(progress);
    data.courseDetails.curriculum[1] = makeStepsLecture('l2', 3, { files: [makeFile('f1')] });
    return data;
  };
  const stepsAt = (step: number): LectureProgress => ({ lectureId: 'l2', viewed: false, dateViewed: null, positionSeconds: 0, step });

  it('resumes at the saved step, saves each step, marks the lesson viewed once on its last step and keeps it on screen', async () => {
    const fetchMock = mockFetch({
      [GET]: () => ({ body: { success: true, data: withSteps([viewed(1), stepsAt(1)]) } }),
      [POSITION]: () => ({ body: { success: true } }),
      [MARK]: () => ({ body: { success: true, message: 'ok', data: withSteps([viewed(1), { ...viewed(2), step: 2 }]) } }),
    });
    renderProgress();
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of step 2' })).toHaveAttribute('src', '/api/media/p2');
    // The lesson's file, under the viewer: its first page, name, type, size and a download link.
    expect(screen.getByRole('link', { name: 'Download Pattern f1.pdf' })).toHaveAttribute('href', '/api/media/f1');
    expect(screen.getByText('PDF · 1.2 MB')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    // Seen once its photo is on screen.
    fireEvent.load(screen.getByRole('img', { name: 'Photo of step 3' }));
    await waitFor(() => expect(bodiesFor(fetchMock, 'POST', '/api/student/course-progress/mark-lecture-viewed')).toHaveLength(1));
    expect(bodiesFor(fetchMock, 'POST', '/api/student/course-progress/mark-lecture-viewed')).toEqual([
      { userId: 'u1', courseId: 'c1', lectureId: 'l2' },
    ]);
    expect(bodiesFor(fetchMock, 'PUT', '/api/student/course-progress/position')).toEqual([
      { userId: 'u1', courseId: 'c1', lectureId: 'l2', step: 2 },
    ]);
    // Ticked in the list, and still on its last step (not moved on to lecture 3).
    expect(await screen.findByRole('button', { name: /Threading a needle, in 3 steps.*\(Viewed/ })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.load(screen.getByRole('img', { name: 'Photo of step 3' }));
    expect(bodiesFor(fetchMock, 'POST', '/api/student/course-progress/mark-lecture-viewed')).toHaveLength(1);
    // "Next lesson" opens lecture 3.
    fireEvent.click(screen.getByRole('button', { name: 'Next lesson' }));
    expect(await currentVideo()).toHaveAttribute('src', '/api/media/v3');
  });

  it('offline, a downloaded lesson the instructor changed since says it needs updating instead of showing broken photos', async () => {
    const undo = downloadingBrowser();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const lesson = makeStepsLecture('l2', 3, { files: [makeFile('f1')] });
      // Downloaded before the second photo was replaced: the device holds the old one.
      const files = [
        ...lesson.steps.map((x, i) => ({ url: i === 1 ? '/api/media/p0/small' : x.imageSmall.url, bytes: 1, type: '' })),
        { url: '/api/media/f1', bytes: 1, type: 'application/pdf' },
      ];
      await idbRecords.put({
        ...{ userId: 'u1', lectureId: 'l2', courseId: 'c1', courseTitle: 'Pattern Making', lectureTitle: lesson.title },
        ...{ rung: 'small', url: '', total: 4, stored: 4, files, filesDone: files.length, status: 'done', captions: [], order: 1 },
      });
      mockFetch({ [GET]: () => ({ body: { success: true, data: withSteps([viewed(1)]) } }) });
      renderProgress();
      expect(await screen.findByText(/This download is out of date/)).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Photo of step 1' })).toBeNull();
      expect(screen.getByText('Out of date')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
      undo();
      await idbRecords.remove('u1', 'l2');
    }
  });

  it('with Data saver shows the small photos and costs the lesson at their size', async () => {
    mockFetch({ [GET]: () => ({ body: { success: true, data: withSteps([viewed(1)]) } }) });
    renderPage(<CourseProgressPage />, {
      path: '/course-progress/:id',
      route: '/course-progress/c1',
      user: makeUser({ _id: 'u1', dataSaver: true }),
    });
    expect(await screen.findByRole('img', { name: 'Photo of step 1' })).toHaveAttribute('src', '/api/media/p1/small');
    const panel = screen.getByRole('complementary', { name: 'Course content and overview' });
    expect(within(panel).getByRole('button', { name: /Threading a needle/ })).toHaveTextContent('3 steps · \u20660.1 MB\u2069');
  });
});

describe('CourseProgressPage: practice pieces', () => {
  const piece = {
    _id: 'pc1',
    title: 'Sew a French seam',
    instructions: 'Sew it on a scrap.',
    photos: 1,
    required: true,
    afterLecture: 1,
    status: 'needs_work' as const,
    rounds: [
      {
        _id: 'r1',
        round: 1,
        status: 'needs_work' as const,
        comment: 'Trim the raw edge.',
        createdAt: '2026-11-20T10:00:00.000Z',
        reviewedAt: '2026-11-21T10:00:00.000Z',
        photos: [{ _id: 'p1', url: '/api/practice/photos/p1', bytes: 180_000, width: 1600, height: 1200 }],
      },
    ],
  };

  it('lists the piece after its lecture, says what is missing, and opens the piece with the verdict and comment', async () => {
    const data = {
      ...progressData([viewed(1), viewed(2), viewed(3)]),
      practice: [{ pieceId: 'pc1', required: true, status: 'needs_work' as const }],
    };
    mockFetch({
      [GET]: () => ({ body: { success: true, data } }),
      'GET /api/student/practice/c1': () => ({ body: { success: true, data: [piece] } }),
    });
    renderProgress();
    await currentVideo();
    // Not complete: the Congratulations dialog waits for the required piece.
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).not.toBeInTheDocument();
    const row = await screen.findByRole('button', { name: /Sew a French seam/ });
    const items = within(row.closest('ol')!)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(items.findIndex((t) => t.includes('Sew a French seam'))).toBe(1); // after lecture 1
    expect(screen.getByText('Pass these practice pieces: Sew a French seam.')).toBeInTheDocument();

    fireEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Sew a French seam' });
    expect(await within(dialog).findByText('Trim the raw edge.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send for review' })).toBeDisabled();
    expect(within(dialog).getByText('Choose 1 photo to send.')).toBeInTheDocument();
  });
});
