import { ArrowLeft, Award, Download, PanelRightClose, PanelRightOpen } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchasedProgress, StudentPiece } from '@sewee/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CourseCost } from '../../../components/data-cost/data-cost-labels';
import { LazyVideoPlayer, preloadVideoPlayer } from '../../../components/video-player/lazy-video-player';
import { LazyStepViewer, preloadStepViewer } from '../../../components/lesson/lazy-step-viewer';
import { LazyPatternLesson } from '../../../components/lesson/lazy-pattern-lesson';
import { LessonFiles } from '../../../components/lesson/lesson-files';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/check-auth';
import { useCaptionsChoice } from '../../../lib/video/playback-choices';
import { useDataSaver } from '../../../lib/video/use-data-saver';
import { useCourseProgress } from '../api/get-course-progress';
import { useResetProgress } from '../api/reset-progress';
import { forgetPositions, rememberedPosition, rememberPosition, savePosition } from '../api/save-position';
import { LectureList } from '../components/lecture-list';
import { MissingForCompletion, PieceRow } from '../components/practice-list';
import { usePractice } from '../api/get-practice';
import { Transcript } from '../components/transcript';
import { formatKilobytes } from '../../../lib/file-size';
import { useConfetti } from '../components/use-confetti';
import { useLectureSelection } from '../use-lecture-selection';
import { useMarkOnEnd } from '../use-mark-on-end';
import { DownloadDialog, LectureDownload, OfflineBadge } from '../components/downloads';
import {
  canDownload,
  downloadableItem,
  downloadOutOfDate,
  updateDownload,
  useDownloadedFiles,
  useDownloadedUrl,
  useDownloads,
  useOnline,
  type DownloadLecture,
} from '../../../lib/offline/offline';
import '../i18n';
import { paths } from '../../../config/paths';

/** The piece's screen (photo shrinking and sending) is its own chunk, loaded when a piece opens. */
const PracticePiece = lazy(() => import('../components/practice-piece').then((m) => ({ default: m.PracticePiece })));

const WIDE = '(min-width: 768px)';
/**
 * Three tabs share the panel's width (400 px beside the video, the phone's width over it): a label
 * longer than its share ("Contenu du cours", "Transcription · 2 ko" in French) wraps onto a second
 * line instead of pushing the last tab out of sight.
 */
const TAB = 'min-h-11 flex-auto px-2 text-sm leading-snug';
/** The label inside a tab: it may wrap (the trigger itself does not), in lines of even length ("Transcription" / "· 2 ko"). */
const TabLabel = ({ children }: { children: string }) => (
  <span className="block text-center text-balance whitespace-normal">{children}</span>
);
/** The side panel starts open where it sits beside the video, closed where it would cover it. */
const isWide = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE).matches : true);

/** /course-progress/:id — watch a bought course lecture by lecture. */
export function CourseProgressPage() {
  const { t } = useTranslation('learning');
  const { id: courseId = '' } = useParams();
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const progress = useCourseProgress(userId, courseId);

  // The player is its own chunk: ask for it at once, so it downloads while the progress is fetched;
  // the step viewer's chunk only for a course that has a step lesson.
  const curriculum = progress.data?.isPurchased ? progress.data.courseDetails.curriculum : null;
  const hasSteps = !!curriculum?.some((l) => l.kind === 'steps');
  useEffect(() => {
    void preloadVideoPlayer();
  }, []);
  useEffect(() => {
    if (hasSteps) void preloadStepViewer();
  }, [hasSteps]);

  if (progress.isPending) {
    return (
      <Screen>
        <div className="grid flex-1 place-items-center">
          <Spinner className="size-10 text-white" label={t('courseProgress.loading')} />
        </div>
      </Screen>
    );
  }
  if (progress.isError) {
    return (
      <Screen>
        <Header />
        <div className="grid flex-1 place-items-center p-6 text-center">
          <div role="alert">
            <p>{errorMessage(progress.error, t('courseProgress.loadError'))}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void progress.refetch()}>
              {t('courseProgress.retry')}
            </Button>
          </div>
        </div>
      </Screen>
    );
  }
  if (!progress.data.isPurchased) return <NotPurchased courseId={courseId} />;
  return <Course data={progress.data} userId={userId} courseId={courseId} />;
}

function Screen({ children }: { children: ReactNode }) {
  // Full screen: covers the plain layout's logo bar; dialogs (z-40/50) still sit above it.
  return <div className="fixed inset-0 z-30 flex flex-col bg-stone-950 text-white">{children}</div>;
}

function Header({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation('learning');
  return (
    <header className="flex min-h-14 shrink-0 items-center gap-2 border-b border-white/10 bg-brand-900 px-2 sm:gap-4 sm:px-4">
      <Link
        to={paths.myCourses()}
        className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg px-2 font-semibold text-white hover:bg-white/10"
      >
        <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('courseProgress.back')}</span>
      </Link>
      {title ? <h1 className="min-w-0 flex-1 truncate font-display text-lg sm:text-xl">{title}</h1> : <span className="flex-1" />}
      {children}
    </header>
  );
}

function NotPurchased({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  return (
    <Screen>
      <Header />
      <Dialog open blocking title={t('courseProgress.notPurchasedTitle')} description={t('courseProgress.notPurchasedText')}>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Link to={paths.myCourses()} className={buttonClasses('outline')}>
            {t('courseProgress.myCoursesPage')}
          </Link>
          <Link to={paths.courseDetails(courseId)} className={buttonClasses('primary')}>
            {t('courseProgress.viewDetails')}
          </Link>
        </div>
      </Dialog>
    </Screen>
  );
}

interface CourseProps {
  data: PurchasedProgress;
  userId: string;
  courseId: string;
}

function Course({ data, userId, courseId }: CourseProps) {
  const { t, i18n } = useTranslation('learning');
  const { user } = useAuth();
  const { t: tOffline } = useTranslation('offline');
  const navigate = useNavigate();
  const course = data.courseDetails;
  const online = useOnline();
  const downloads = useDownloads(userId);
  const [downloading, setDownloading] = useState<readonly DownloadLecture[] | null>(null);
  const reset = useResetProgress();
  const { lecture, pick, stay, clear } = useLectureSelection(data);
  const { dataSaver } = useDataSaver();
  const qc = useQueryClient();
  const { lang: captionsLang } = useCaptionsChoice();
  // The transcript reads the captions the student chose, else the first track (the lecture's language).
  const captions = lecture?.kind === 'video' ? lecture.captions : [];
  const track = captions.find((c) => c.lang === captionsLang) ?? captions[0];
  // Data saver: the page opens on the transcript (the cheapest way to follow a lecture) and the
  // video loads nothing until Play.
  const [opensOnTranscript] = useState(() => dataSaver && !!track);
  const [panelOpen, setPanelOpen] = useState(() => isWide() || opensOnTranscript);
  const [tab, setTab] = useState(opensOnTranscript ? 'transcript' : 'content');
  const [seek, setSeek] = useState<{ seconds: number; lectureId: string }>();

  // The congratulations close (button, Escape) so a student who finished can still use the course;
  // they come back with the next completion (after Rewatch) or the next visit.
  const [closedFor, setClosedFor] = useState<string | null | undefined>(undefined);
  const celebrating = data.completed && closedFor !== data.completionDate;
  useConfetti(celebrating);
  // Practice pieces: fetched only when the course has any.
  const practice = usePractice(courseId, data.practice.length > 0);
  const pieces = practice.data ?? [];
  const [openPiece, setOpenPiece] = useState<string | null>(null);
  const shownPiece = pieces.find((p) => p._id === openPiece);
  const downloadable =
    canDownload() && online && course.curriculum.some((l) => downloadableItem(l) && !downloads.some((d) => d.lectureId === l._id));
  const lecturesLeft = course.curriculum.filter((l) => !data.progress.some((p) => p.lectureId === l._id && p.viewed)).length;

  const entry = lecture ? data.progress.find((p) => p.lectureId === lecture._id) : undefined;
  // A finished lecture is rewatched from the start; an unfinished one resumes (a video at its
  // second, a step lesson at its step).
  const resumeAt =
    !lecture || entry?.viewed
      ? 0
      : (rememberedPosition(qc, userId, courseId, lecture._id) ?? (lecture.kind === 'steps' ? entry?.step : entry?.positionSeconds) ?? 0);

  const lectureId = lecture?._id;
  // A lecture this account downloaded plays from the device, online or not.
  const offlineFile = useDownloadedUrl(userId, lecture?.kind === 'video' ? lectureId : undefined);
  const offlineFiles = useDownloadedFiles(userId, lectureId);
  // A downloaded step lesson changed since: offline, its stored photos no longer match it (decision 028).
  const staleOffline =
    !online &&
    !!lecture &&
    downloadOutOfDate(
      downloads.find((r) => r.lectureId === lectureId),
      lecture,
    );
  const markViewed = useMarkOnEnd({ data, lectureId, userId, courseId });
  const nextItem = lecture ? course.curriculum[course.curriculum.findIndex((l) => l._id === lecture._id) + 1] : undefined;

  const onStepChange = useCallback(
    (step: number) => {
      if (!lectureId) return;
      const body = { userId, courseId, lectureId, step };
      rememberPosition(qc, body);
      savePosition(body);
    },
    [qc, userId, courseId, lectureId],
  );
  const onLastStep = useCallback(() => {
    if (!lectureId) return;
    // The mark's answer is new progress: the lesson stays on screen, its last step still readable.
    stay(lectureId);
    markViewed();
  }, [lectureId, stay, markViewed]);

  // The drafted pattern is on screen: the lesson has been viewed (it stays open, as a step lesson's last step).
  const onPatternViewed = onLastStep;

  const onPositionSave = useCallback(
    (seconds: number) => {
      if (!lectureId) return;
      // The server takes at most 24 h (PROGRESS_LIMITS, not imported: it would bring zod along).
      const body = { userId, courseId, lectureId, positionSeconds: Math.min(seconds, 86_400) };
      rememberPosition(qc, body);
      savePosition(body);
    },
    [qc, userId, courseId, lectureId],
  );

  const rewatch = () =>
    reset.mutate(
      { userId, courseId },
      {
        onSuccess: () => {
          forgetPositions(qc, userId, courseId);
          clear();
        },
      },
    );

  return (
    <Screen>
      <Header title={course.title}>
        {online ? null : <OfflineBadge />}
        <button
          type="button"
          aria-expanded={panelOpen}
          aria-controls="course-panel"
          onClick={() => setPanelOpen((o) => !o)}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg px-2 font-semibold text-white hover:bg-white/10"
        >
          {panelOpen ? (
            <PanelRightClose className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          ) : (
            <PanelRightOpen className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          )}
          <span className="sr-only sm:not-sr-only">{panelOpen ? t('courseProgress.hidePanel') : t('courseProgress.showPanel')}</span>
        </button>
      </Header>

      <div className="relative flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col">
          {lecture ? (
            <>
              <div className="min-h-0 flex-1">
                {lecture.kind === 'steps' ? (
                  staleOffline ? (
                    <p role="status" className="grid size-full place-items-center p-6 text-center">
                      {tOffline('outOfDateOffline')}
                    </p>
                  ) : offlineFiles.checked && lecture.steps.length ? (
                    <LazyStepViewer
                      key={lecture._id}
                      loadingLabel={t('courseProgress.loading')}
                      title={lecture.title}
                      steps={lecture.steps}
                      initialStep={resumeAt}
                      dataSaver={dataSaver}
                      localUrl={offlineFiles.url}
                      onStepChange={onStepChange}
                      onLastStep={onLastStep}
                      onNextLesson={nextItem ? () => pick(nextItem._id) : undefined}
                    />
                  ) : null
                ) : lecture.kind === 'pattern' ? (
                  <LazyPatternLesson
                    key={lecture._id}
                    loadingLabel={t('courseProgress.loading')}
                    userId={userId}
                    studentName={user?.name ?? ''}
                    pattern={lecture.pattern}
                    onViewed={onPatternViewed}
                  />
                ) : offlineFile.checked ? (
                  <LazyVideoPlayer
                    key={`${lecture._id} ${offlineFile.url ?? ''}`}
                    layout="fill"
                    loadingLabel={t('courseProgress.loading')}
                    url={offlineFile.url ?? lecture.videoUrl}
                    stream={offlineFile.url ? null : lecture.stream}
                    poster={course.image}
                    title={lecture.title}
                    initialTime={resumeAt}
                    captions={lecture.captions}
                    seekRequest={seek?.lectureId === lecture._id ? seek : undefined}
                    preload={dataSaver ? 'none' : 'metadata'}
                    onProgressUpdate={({ progressValue }) => (progressValue >= 1 ? markViewed() : undefined)}
                    onPositionSave={onPositionSave}
                  />
                ) : null}
              </div>
              <h2 className="bidi-plain shrink-0 truncate px-4 py-3 text-base font-semibold sm:text-lg">{lecture.title}</h2>
              <LessonFiles
                files={lecture.files}
                localUrl={offlineFiles.url}
                className="max-h-[30dvh] shrink-0 overflow-y-auto px-4 pb-3 text-sm"
              />
            </>
          ) : (
            <p className="m-auto p-6 text-center">{t('courseProgress.noLectures')}</p>
          )}
        </div>

        {panelOpen ? (
          <aside
            id="course-panel"
            aria-label={t('courseProgress.panelLabel')}
            className="absolute inset-0 z-10 overflow-y-auto bg-white text-ink md:static md:w-[400px] md:shrink-0 md:border-s md:border-stone-200"
          >
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList className="sticky top-0 bg-white px-2">
                <TabsTrigger value="content" className={TAB}>
                  <TabLabel>{t('courseProgress.contentTab')}</TabLabel>
                </TabsTrigger>
                <TabsTrigger value="overview" className={TAB}>
                  <TabLabel>{t('courseProgress.overviewTab')}</TabLabel>
                </TabsTrigger>
                <TabsTrigger value="transcript" className={TAB}>
                  <TabLabel>
                    {track
                      ? // The size is isolated left to right ("1 KB", not "KB 1" in Arabic).
                        t('courseProgress.transcriptTab', { size: `\u2066${formatKilobytes(track.bytes, i18n.language)}\u2069` })
                      : t('courseProgress.transcriptTabEmpty')}
                  </TabLabel>
                </TabsTrigger>
              </TabsList>
              <TabsContent value="content" className="pt-0">
                <CourseCost items={course.curriculum} dataSaver={dataSaver} className="px-4 pb-2" />
                {online ? null : <p className="px-4 pb-2 text-sm text-stone-700">{tOffline('offlineNote')}</p>}
                {downloadable || data.completed ? (
                  <div className="flex flex-wrap gap-2 px-4 pb-2">
                    {downloadable ? (
                      <Button variant="outline" size="sm" onClick={() => setDownloading(course.curriculum)}>
                        <Download className="size-4" aria-hidden="true" />
                        {tOffline('downloadCourse')}
                      </Button>
                    ) : null}
                    {/* The congratulations may have been closed: the certificate stays a tap away. */}
                    {data.completed ? (
                      <Link to={paths.myCertificate(courseId)} className={buttonClasses('outline', 'sm')}>
                        <Award className="size-4" aria-hidden="true" />
                        {t('courseProgress.getCertificate')}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
                {data.completed ? null : <MissingForCompletion lecturesLeft={lecturesLeft} practice={data.practice} pieces={pieces} />}
                <LectureList
                  after={(n) =>
                    pieces
                      .filter((p) => Math.min(p.afterLecture, course.curriculum.length) === n)
                      .map((p) => <PieceRow key={p._id} piece={p} onOpen={(x: StudentPiece) => setOpenPiece(x._id)} />)
                  }
                  extra={(l) => {
                    const record = downloads.find((r) => r.lectureId === l._id);
                    if (!online && record?.status !== 'done') return <OfflineBadge />;
                    return (
                      <LectureDownload
                        userId={userId}
                        record={record}
                        title={l.title}
                        onDownload={() => setDownloading([l])}
                        outOfDate={downloadOutOfDate(record, l)}
                        onUpdate={online ? () => updateDownload(userId, course, l) : undefined}
                      />
                    );
                  }}
                  dataSaver={dataSaver}
                  lectures={course.curriculum}
                  progress={data.progress}
                  currentId={lecture?._id}
                  onSelect={(l) => {
                    pick(l._id);
                    if (!isWide()) setPanelOpen(false);
                  }}
                />
              </TabsContent>
              <TabsContent value="transcript" className="px-4 pb-6">
                <Transcript
                  key={track?.url}
                  track={track}
                  onSeek={(seconds) => {
                    if (!lecture) return;
                    setSeek({ seconds, lectureId: lecture._id });
                    if (!isWide()) setPanelOpen(false);
                  }}
                />
              </TabsContent>
              <TabsContent value="overview" className="px-4 pb-6">
                <h2 className="text-xl font-semibold text-brand-800">{t('courseProgress.about')}</h2>
                <p className="bidi-plain mt-3 whitespace-pre-line text-stone-700">{course.description}</p>
              </TabsContent>
            </Tabs>
          </aside>
        ) : null}
      </div>

      <Dialog
        open={!!shownPiece && !celebrating}
        onOpenChange={(open) => (open ? undefined : setOpenPiece(null))}
        title={shownPiece?.title ?? ''}
        className="max-h-[90dvh] overflow-y-auto"
      >
        {shownPiece ? (
          <Suspense fallback={<Spinner className="size-6 text-brand-700" label={t('courseProgress.loading')} />}>
            <PracticePiece piece={shownPiece} courseId={courseId} userId={userId} />
          </Suspense>
        ) : null}
      </Dialog>
      {downloading ? <DownloadDialog userId={userId} course={course} lectures={downloading} onClose={() => setDownloading(null)} /> : null}

      <Dialog
        open={celebrating}
        onOpenChange={(open) => (open ? undefined : setClosedFor(data.completionDate))}
        title={t('courseProgress.completedTitle')}
        description={t('courseProgress.completedText')}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Link to={paths.myCertificate(courseId)} className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
            <Award className="size-5" aria-hidden="true" />
            {t('courseProgress.getCertificate')}
          </Link>
          <Button variant="outline" onClick={() => navigate(paths.myCourses())}>
            {t('courseProgress.myCoursesPage')}
          </Button>
          <Button onClick={rewatch} loading={reset.isPending}>
            {t('courseProgress.rewatch')}
          </Button>
        </div>
      </Dialog>
    </Screen>
  );
}
