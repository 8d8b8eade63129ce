import { CAPTION_LANG_OF_COURSE } from '@sewee/shared/captions-text';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CourseInputSchema } from '@sewee/shared/courses';
import { LIMITS } from '@sewee/shared/constants';
import { FILE_LIMITS, STEP_LIMITS } from '@sewee/shared/lessons';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { localizeValidation } from '../../../lib/localized-resolver';
import { notify } from '../../../lib/toast';
import { formatUploadSize } from '../../../lib/file-size';
import { shrinkPhoto, UnreadablePhoto } from '../../../lib/shrink-photo';
import { deleteMedia } from '../api/delete-media';
import { useSaveCourse } from '../api/save-course';
import { bulkUploadMedia, uploadLessonFile, uploadMedia, uploadStepPhoto, type UploadOptions } from '../api/upload-media';
import {
  addPatternLesson,
  addStepLesson,
  coursePayload,
  emptyLecture,
  fileDraftFrom,
  fileRefusal,
  initialCurriculum,
  initialLanding,
  emptyPiece,
  mediaOf,
  mergeBulkUpload,
  patchItem,
  piecesAfterLectureRemoved,
  submitGaps,
  withoutMedia,
  type ItemPatch,
  type LandingForm as LandingValues,
  type SubmitGap,
  type LectureDraft,
  type PieceDraft,
  type StepDraft,
} from '../curriculum';
import { isAbort, useUpload } from '../use-upload';
import { CurriculumCard } from './curriculum-card';
import { filesTarget } from './file-attachments';
import { PracticeCard } from './practice-card';
import { LandingForm } from './landing-form';
import { SettingsCard } from './settings-card';
import '../i18n';
import { paths } from '../../../config/paths';

type Tab = 'curriculum' | 'landing' | 'settings';

/** What SUBMIT still waits for, named in words; the other gaps are landing fields, named by their labels. */
const GAP_KEYS = {
  image: 'editor.gaps.image',
  noLectures: 'editor.gaps.noLectures',
  lectureParts: 'editor.gaps.lectureParts',
  stepParts: 'editor.gaps.stepParts',
  patternParts: 'editor.gaps.patternParts',
  freePreview: 'editor.gaps.freePreview',
  uploading: 'editor.gaps.uploading',
} as const;
type LabelledField = Exclude<SubmitGap, keyof typeof GAP_KEYS>;

/** Which tab shows the field at an error path ('title', 'image', 'curriculum.2.title'...). */
function tabOf(path: string): Tab {
  if (path === 'image') return 'settings';
  if (path.startsWith('curriculum') || path.startsWith('practice')) return 'curriculum';
  return 'landing';
}

/** Field errors keyed by path; the first message per path wins. */
function errorsFrom(issues: ReadonlyArray<{ path: string; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path] ??= i.message;
  return out;
}

const isType = (file: File, kind: 'image' | 'video') => !file.type || file.type.startsWith(`${kind}/`);

interface Props {
  /** Set when editing: the update call is used and lecture ids are kept. */
  courseId?: string;
  initial?: { landing: LandingValues; curriculum: LectureDraft[]; practice?: PieceDraft[] };
}

/** The create/edit course page body: SUBMIT and the Curriculum, Course Landing Page and Settings tabs. */
export function CourseEditor({ courseId, initial }: Props) {
  const { t, i18n } = useTranslation('course-authoring');
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>('curriculum');
  const [landing, setLanding] = useState<LandingValues>(() => initial?.landing ?? initialLanding());
  const [lectures, setLectures] = useState<LectureDraft[]>(() => initial?.curriculum ?? initialCurriculum());
  const [pieces, setPieces] = useState<PieceDraft[]>(() => initial?.practice ?? []);
  /** A saved piece was deleted after its dialog: the save confirms its rounds go too. */
  const [removedSaved, setRemovedSaved] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [uploadError, setUploadError] = useState<{ target: string; message: string } | null>(null);
  /** The step whose photo is being made smaller (before its upload starts). */
  const [shrinking, setShrinking] = useState<string | null>(null);
  const upload = useUpload();
  const save = useSaveCourse(courseId);

  const clearError = (path: string) =>
    setErrors((e) => {
      if (!(path in e)) return e;
      const next = { ...e };
      delete next[path];
      return next;
    });

  /** Clears the errors at `prefix` and under it (curriculum.2.steps clears curriculum.2.steps.0.image_public_id too). */
  const clearErrorsUnder = (prefix: string) =>
    setErrors((e) => {
      const keys = Object.keys(e).filter((k) => k === prefix || k.startsWith(`${prefix}.`));
      if (!keys.length) return e;
      const next = { ...e };
      for (const k of keys) delete next[k];
      return next;
    });

  const resetForms = () => {
    setLanding(initialLanding());
    setLectures(initialCurriculum());
    setPieces([]);
    setRemovedSaved(false);
    setErrors({});
  };

  const patchLecture = (key: string, patch: ItemPatch) => setLectures((ls) => ls.map((l) => (l.key === key ? patchItem(l, patch) : l)));
  const patchVideo = (key: string, videoUrl: string, public_id: string) =>
    setLectures((ls) => ls.map((l) => (l.key === key && l.kind === 'video' ? { ...l, videoUrl, public_id } : l)));
  const patchStep = (key: string, stepKey: string, patch: Partial<StepDraft>) =>
    setLectures((ls) =>
      ls.map((l) =>
        l.key === key && l.kind === 'steps' ? { ...l, steps: l.steps.map((s) => (s.key === stepKey ? { ...s, ...patch } : s)) } : l,
      ),
    );
  const indexOf = (key: string) => lectures.findIndex((l) => l.key === key);

  async function runUpload<T>(target: string, fn: (opts: UploadOptions) => Promise<T>): Promise<T | undefined> {
    setUploadError(null);
    try {
      return await upload.run(target, fn);
    } catch (e) {
      if (isAbort(e)) {
        notify.info(t('upload.cancelled'));
      } else {
        // The server's sentence (413 names the size limit, 415 the accepted types), else a fallback.
        const message = e instanceof Error && e.message === 'busy' ? t('upload.busy') : errorMessage(e, t('upload.failed'));
        setUploadError({ target, message });
        notify.error(message);
      }
      return undefined;
    }
  }

  const rejectFile = (target: string, message: string) => {
    setUploadError({ target, message });
    notify.error(message);
  };

  async function onImage(file: File) {
    if (!isType(file, 'image')) return rejectFile('image', t('settings.notImage'));
    const item = await runUpload('image', (opts) => uploadMedia(file, opts));
    if (!item) return;
    setLanding((v) => ({ ...v, image: item.url }));
    clearError('image');
  }

  async function onVideo(key: string, file: File) {
    if (!isType(file, 'video')) return rejectFile(key, t('curriculum.notVideo'));
    const item = await runUpload(key, (opts) => uploadMedia(file, opts));
    if (!item) return;
    patchVideo(key, item.url, item.public_id);
  }

  /**
   * A step's photo: made smaller on the device (shown with its size at once), uploaded with
   * purpose=step, then the photo it replaces is released. A failed upload puts the old photo back.
   */
  async function onStepPhoto(key: string, stepKey: string, file: File) {
    const lesson = lectures.find((l) => l.key === key);
    const before = lesson?.kind === 'steps' ? lesson.steps.find((s) => s.key === stepKey) : undefined;
    if (!before) return;
    setUploadError(null);
    setShrinking(stepKey);
    let shrunk;
    try {
      shrunk = await shrinkPhoto(file, STEP_LIMITS.clientMaxSide, STEP_LIMITS.clientMaxBytes);
    } catch (e) {
      // A picture this browser cannot decode (HEIC outside Safari, a broken file), or no canvas to draw on.
      return rejectFile(stepKey, e instanceof UnreadablePhoto ? t('steps.unreadable', { name: file.name }) : t('upload.failed'));
    } finally {
      setShrinking(null);
    }
    const photo = { bytes: shrunk.blob.size, width: shrunk.width, height: shrunk.height, originalBytes: shrunk.originalBytes };
    patchStep(key, stepKey, { preview: shrunk.preview, photo });
    const jpeg = new File([shrunk.blob], `${file.name.replace(/\.[^.]*$/, '') || 'step'}.jpg`, { type: 'image/jpeg' });
    const item = await runUpload(stepKey, (opts) => uploadStepPhoto(jpeg, opts));
    if (!item) return patchStep(key, stepKey, { preview: before.preview, photo: before.photo });
    patchStep(key, stepKey, { imageUrl: item.url, image_public_id: item.public_id });
    clearErrorsUnder(`curriculum.${indexOf(key)}.steps`);
    if (before.image_public_id) await dropMedia(stepKey, before.image_public_id);
  }

  /** Attach file: refused here when its type or size is wrong or the lesson is full (no data spent), else uploaded and listed. */
  async function onAttach(key: string, file: File) {
    const lesson = lectures.find((l) => l.key === key);
    if (!lesson) return;
    const target = filesTarget(key);
    const refusal = fileRefusal(file, lesson.files.length);
    if (refusal === 'count') return rejectFile(target, t('files.tooMany', { max: FILE_LIMITS.filesMax }));
    if (refusal === 'type') return rejectFile(target, t('files.wrongType', { name: file.name }));
    if (refusal === 'size')
      return rejectFile(
        target,
        t('files.tooLarge', {
          name: file.name,
          size: formatUploadSize(file.size),
          max: formatUploadSize(FILE_LIMITS.maxBytes),
        }),
      );
    const item = await runUpload(target, (opts) => uploadLessonFile(file, opts));
    if (!item) return;
    const draft = fileDraftFrom(file, item);
    setLectures((ls) => ls.map((l) => (l.key === key ? { ...l, files: [...l.files, draft] } : l)));
    clearErrorsUnder(`curriculum.${indexOf(key)}.files`);
  }

  async function onRemoveFile(key: string, fileKey: string) {
    const file = lectures.find((l) => l.key === key)?.files.find((f) => f.key === fileKey);
    if (!file) return;
    if (await dropMedia(fileKey, file.public_id)) {
      setLectures((ls) => ls.map((l) => (l.key === key ? { ...l, files: l.files.filter((f) => f.key !== fileKey) } : l)));
      clearErrorsUnder(`curriculum.${indexOf(key)}.files`);
    }
  }

  async function onRemoveStep(key: string, stepKey: string) {
    const lesson = lectures.find((l) => l.key === key);
    const step = lesson?.kind === 'steps' ? lesson.steps.find((s) => s.key === stepKey) : undefined;
    if (!step) return;
    if (await dropMedia(stepKey, step.image_public_id)) {
      setLectures((ls) =>
        ls.map((l) => (l.key === key && l.kind === 'steps' ? { ...l, steps: l.steps.filter((s) => s.key !== stepKey) } : l)),
      );
      clearErrorsUnder(`curriculum.${indexOf(key)}.steps`);
    }
  }

  async function onBulk(files: File[]) {
    if (files.some((f) => !isType(f, 'video'))) return rejectFile('bulk', t('curriculum.notVideo'));
    if (files.length > LIMITS.bulkUploadMaxFiles) return rejectFile('bulk', t('curriculum.tooMany', { max: LIMITS.bulkUploadMaxFiles }));
    const items = await runUpload('bulk', (opts) => bulkUploadMedia(files, opts));
    if (!items) return;
    setLectures((ls) => mergeBulkUpload(ls, items, (n) => t('curriculum.lecture', { n })));
  }

  /** Deletes one stored media (a video, a step photo, a file), showing `key` busy meanwhile; true when it is gone (or was already gone). */
  async function dropMedia(key: string, publicId: string): Promise<boolean> {
    if (!publicId) return true;
    setBusy((s) => new Set(s).add(key));
    try {
      await deleteMedia(publicId);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return true;
      notify.error(errorMessage(e, t('curriculum.deleteMediaError')));
      return false;
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  }

  async function onReplace(key: string) {
    const l = lectures.find((x) => x.key === key);
    if (!l || l.kind !== 'video') return;
    if (await dropMedia(key, l.public_id)) patchVideo(key, '', '');
  }

  /**
   * Deletes an item of either kind once all its media (video, step photos, files) are released. When
   * one release fails, the item stays without what was already released, so nothing points at a
   * deleted file.
   */
  async function onDelete(key: string) {
    const l = lectures.find((x) => x.key === key);
    if (!l) return;
    const released = new Set<string>();
    for (const id of mediaOf(l)) {
      if (!(await dropMedia(key, id))) {
        setLectures((ls) => ls.map((x) => (x.key === key ? withoutMedia(x, released) : x)));
        return;
      }
      released.add(id);
    }
    const index = lectures.indexOf(l);
    setLectures((ls) => ls.filter((x) => x.key !== key));
    // The pieces stay after the same items.
    setPieces((ps) => piecesAfterLectureRemoved(ps, index));
    setErrors({});
  }

  function onSubmit() {
    const payload = coursePayload(landing, lectures, pieces, removedSaved);
    const parsed = CourseInputSchema.safeParse(payload);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: localizeValidation(i.message) }));
      return showErrors(issues);
    }
    save.mutate(parsed.data, {
      onSuccess: (res) => {
        resetForms();
        notify.success(res.message || t(courseId ? 'editor.updated' : 'editor.created'));
        // Back one step (usually the dashboard); a page opened directly has nowhere to go back to.
        if (location.key === 'default') void navigate(paths.instructor(), { replace: true });
        else void navigate(-1);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.errors.length)
          showErrors(
            e.errors.map((x) => ({ path: String(x.path), message: x.message })),
            e.message,
          );
        else notify.error(errorMessage(e, t('editor.saveError')));
      },
    });
  }

  function showErrors(issues: Array<{ path: string; message: string }>, summary?: string) {
    setErrors(errorsFrom(issues));
    const first = issues[0];
    if (first) setTab(tabOf(first.path));
    notify.error(summary || t('editor.checkFields', { message: first?.message ?? '' }));
  }

  const gaps = submitGaps(landing, lectures, upload.state.uploading);
  const submittable = gaps.length === 0;
  const gapNames = gaps.map((g) => (g in GAP_KEYS ? t(GAP_KEYS[g as keyof typeof GAP_KEYS]) : t(`landing.fields.${g as LabelledField}`)));

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <Link to={paths.instructor()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('editor.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold text-brand-800">{courseId ? t('editCourse') : t('createCourse')}</h1>
        <Button onClick={onSubmit} disabled={!submittable} loading={save.isPending} aria-describedby="submit-hint" className="min-w-32">
          {t('editor.submit')}
        </Button>
      </div>
      {/* Says, in words a sighted instructor reads too, what still keeps SUBMIT disabled. */}
      <p id="submit-hint" className={submittable ? 'sr-only' : 'mt-2 text-sm text-stone-700'}>
        {submittable ? t('editor.submitHint') : t('editor.stillNeeded', { list: new Intl.ListFormat(i18n.language).format(gapNames) })}
      </p>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-4">
        {/* Wraps on a phone rather than hiding "Settings" past the edge. */}
        <TabsList aria-label={t('editor.tabsLabel')} className="flex-wrap overflow-x-visible">
          <TabsTrigger value="curriculum">{t('editor.curriculumTab')}</TabsTrigger>
          <TabsTrigger value="landing">{t('editor.landingTab')}</TabsTrigger>
          <TabsTrigger value="settings">{t('editor.settingsTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="curriculum">
          <CurriculumCard
            lectures={lectures}
            upload={upload.state}
            busy={busy}
            errors={errors}
            uploadError={uploadError}
            shrinking={shrinking}
            captions={courseId ? { courseId, lang: CAPTION_LANG_OF_COURSE[initial?.landing.primaryLanguage ?? ''] ?? 'en' } : undefined}
            onAdd={() => setLectures((ls) => [...ls, emptyLecture()])}
            onAddSteps={() => setLectures(addStepLesson)}
            onAddPattern={() => setLectures(addPatternLesson)}
            onBulk={(files) => void onBulk(files)}
            onChange={(key, patch) => {
              patchLecture(key, patch);
              const i = indexOf(key);
              if ('title' in patch) clearError(`curriculum.${i}.title`);
              if ('freePreview' in patch) clearError('curriculum');
              if ('steps' in patch) clearErrorsUnder(`curriculum.${i}.steps`);
              if ('pattern' in patch) clearErrorsUnder(`curriculum.${i}.pattern`);
              if ('files' in patch) clearErrorsUnder(`curriculum.${i}.files`);
            }}
            onVideo={(key, file) => void onVideo(key, file)}
            onReplace={(key) => void onReplace(key)}
            onDelete={(key) => void onDelete(key)}
            onStepPhoto={(key, stepKey, file) => void onStepPhoto(key, stepKey, file)}
            onRemoveStep={(key, stepKey) => void onRemoveStep(key, stepKey)}
            onAttach={(key, file) => void onAttach(key, file)}
            onRemoveFile={(key, fileKey) => void onRemoveFile(key, fileKey)}
            onCancelUpload={upload.cancel}
          />
          <PracticeCard
            pieces={pieces}
            kinds={lectures.map((l) => l.kind)}
            errors={errors}
            onChange={setPieces}
            onRemoveSaved={() => setRemovedSaved(true)}
            onAdd={() => setPieces((ps) => [...ps, emptyPiece(lectures.length)])}
          />
        </TabsContent>
        <TabsContent value="landing">
          <LandingForm
            values={landing}
            errors={errors}
            onChange={(field, value) => {
              setLanding((v) => ({ ...v, [field]: value }));
              clearError(field);
            }}
          />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsCard
            image={landing.image}
            upload={upload.state}
            error={uploadError?.target === 'image' ? uploadError.message : errors.image}
            onFile={(file) => void onImage(file)}
            onCancel={upload.cancel}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
