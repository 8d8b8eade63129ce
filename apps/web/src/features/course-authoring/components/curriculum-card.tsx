import { useRef, useState } from 'react';
import { ListOrdered, Plus, Ruler, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { canAddLecture, canAddStepLesson, type ItemPatch, type LectureDraft, type VideoDraft } from '../curriculum';
import type { UploadState } from '../use-upload';
import { Switch } from '../../../components/ui/switch';
import { CaptionsSection } from './captions-section';
import { FileAttachments } from './file-attachments';
import { ProcessingStatus } from './processing-status';
import { PatternLessonBlock } from './pattern-lesson';
import { StepLessonBlock } from './step-lesson';
import { UploadProgress } from './upload-progress';
import '../i18n';

/** What the curriculum gives each lesson that is not a video (a step or pattern lesson's block). */
export interface LessonBlockProps<L> {
  lesson: L;
  /** Its place in the curriculum, from 1. */
  n: number;
  upload: UploadState;
  /** Items, steps and files whose media deletion is running. */
  busy: ReadonlySet<string>;
  errors: Record<string, string>;
  uploadError: { target: string; message: string } | null;
  handlers: CurriculumHandlers;
  onAskDelete: () => void;
}

export interface CurriculumHandlers {
  onAdd: () => void;
  onAddSteps: () => void;
  onAddPattern: () => void;
  onBulk: (files: File[]) => void;
  onChange: (key: string, patch: ItemPatch) => void;
  onVideo: (key: string, file: File) => void;
  onReplace: (key: string) => void;
  /** Deletes an item of either kind, releasing its media (video, step photos, files). */
  onDelete: (key: string) => void;
  /** A photo taken or chosen for a step: made smaller, uploaded, shown. */
  onStepPhoto: (key: string, stepKey: string, file: File) => void;
  /** Removes a step, releasing its photo. */
  onRemoveStep: (key: string, stepKey: string) => void;
  onAttach: (key: string, file: File) => void;
  /** Removes a file, releasing its media. */
  onRemoveFile: (key: string, fileKey: string) => void;
  onCancelUpload: () => void;
}

interface Props extends CurriculumHandlers {
  lectures: LectureDraft[];
  upload: UploadState;
  /** Items, steps and files whose media deletion is running. */
  busy: ReadonlySet<string>;
  errors: Record<string, string>;
  /** An upload's failure, shown where it happened ('bulk', a lecture's or a step's key, or a lesson's files). */
  uploadError: { target: string; message: string } | null;
  /** The step whose photo is being made smaller, if any. */
  shrinking: string | null;
  /** A saved course: its id and the caption language of its lectures. */
  captions?: { courseId: string; lang: string };
}

type Confirming =
  { kind: 'replace' | 'delete'; key: string; n: number } | { kind: 'removeStep'; key: string; stepKey: string; n: number; stepN: number };

/** Whether deleting an item destroys something the instructor made: a video, a step's photo or text, a file. */
const hasContent = (l: LectureDraft) =>
  l.files.length > 0 ||
  (l.kind === 'video' ? Boolean(l.videoUrl) : l.kind === 'steps' ? l.steps.some((s) => s.imageUrl || s.text.trim()) : false);

/** The Curriculum tab: Bulk Upload, Add Lecture, Add step lesson, Add pattern lesson and one block per item. */
export function CurriculumCard(props: Props) {
  const { lectures, upload, busy, errors, uploadError, captions, shrinking } = props;
  // Replace Video, Delete Lecture, Delete step lesson and Delete step destroy uploads (the stored
  // media is released), so each asks first. An item or a step with nothing in it goes without asking.
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const ask = (kind: 'replace' | 'delete') => (key: string) => {
    const i = lectures.findIndex((l) => l.key === key);
    const item = lectures[i];
    if (!item) return;
    if (kind === 'delete' && !hasContent(item)) return props.onDelete(key);
    setConfirming({ kind, key, n: i + 1 });
  };
  const askRemoveStep = (key: string, stepKey: string, stepN: number) => {
    const i = lectures.findIndex((l) => l.key === key);
    const item = lectures[i];
    const step = item?.kind === 'steps' ? item.steps.find((s) => s.key === stepKey) : undefined;
    if (!step) return;
    if (!step.imageUrl && !step.text.trim()) return props.onRemoveStep(key, stepKey);
    setConfirming({ kind: 'removeStep', key, stepKey, n: i + 1, stepN });
  };
  const handlers: CurriculumHandlers = {
    onAdd: props.onAdd,
    onAddSteps: props.onAddSteps,
    onAddPattern: props.onAddPattern,
    onBulk: props.onBulk,
    onChange: props.onChange,
    onVideo: props.onVideo,
    onReplace: ask('replace'),
    onDelete: ask('delete'),
    onStepPhoto: props.onStepPhoto,
    onRemoveStep: props.onRemoveStep,
    onAttach: props.onAttach,
    onRemoveFile: props.onRemoveFile,
    onCancelUpload: props.onCancelUpload,
  };
  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'replace') props.onReplace(confirming.key);
    else if (confirming.kind === 'removeStep') props.onRemoveStep(confirming.key, confirming.stepKey);
    else props.onDelete(confirming.key);
    setConfirming(null);
  };
  const { t } = useTranslation('course-authoring');
  const bulkInput = useRef<HTMLInputElement>(null);
  const addEnabled = canAddLecture(lectures, upload.uploading);
  const addStepsEnabled = canAddStepLesson(lectures, upload.uploading);
  const confirmingKind = confirming?.kind === 'delete' ? lectures[confirming.n - 1]?.kind : undefined;
  const dialog = !confirming
    ? { title: '', text: '', action: '' }
    : confirming.kind === 'replace'
      ? {
          title: t('curriculum.confirmReplaceTitle', { n: confirming.n }),
          text: t('curriculum.confirmReplaceText'),
          action: t('curriculum.replaceVideo'),
        }
      : confirming.kind === 'removeStep'
        ? { title: t('steps.confirmRemoveTitle', { n: confirming.stepN }), text: t('steps.confirmRemoveText'), action: t('steps.remove') }
        : confirmingKind === 'steps' || confirmingKind === 'pattern'
          ? {
              title: t(`${confirmingKind}.confirmDeleteTitle`, { n: confirming.n }),
              text: t(`${confirmingKind}.confirmDeleteText`),
              action: t(`${confirmingKind}.deleteLesson`),
            }
          : {
              title: t('curriculum.confirmDeleteTitle', { n: confirming.n }),
              text: t('curriculum.confirmDeleteText'),
              action: t('curriculum.deleteLecture'),
            };

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('curriculum.title')}</CardTitle>
        <div>
          <input
            ref={bulkInput}
            type="file"
            accept="video/*"
            multiple
            hidden
            aria-label={t('curriculum.bulkLabel')}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length) props.onBulk(files);
            }}
          />
          <Button variant="outline" disabled={upload.uploading} onClick={() => bulkInput.current?.click()}>
            <Upload className="size-5" aria-hidden="true" />
            {t('curriculum.bulk')}
          </Button>
        </div>
      </div>
      {upload.target === 'bulk' ? <UploadProgress state={upload} onCancel={props.onCancelUpload} /> : null}
      {uploadError?.target === 'bulk' ? (
        <div className="mt-3">
          <FormError message={uploadError.message} />
        </div>
      ) : null}
      <div className="mt-4">
        <div className="flex flex-wrap gap-2">
          <Button onClick={props.onAdd} disabled={!addEnabled} aria-describedby={addEnabled ? undefined : 'add-lecture-hint'}>
            <Plus className="size-5" aria-hidden="true" />
            {t('curriculum.addLecture')}
          </Button>
          {(
            [
              [props.onAddSteps, ListOrdered, 'curriculum.addStepLesson'],
              [props.onAddPattern, Ruler, 'curriculum.addPatternLesson'],
            ] as const
          ).map(([onAdd, Icon, label]) => (
            <Button
              key={label}
              variant="outline"
              onClick={onAdd}
              disabled={!addStepsEnabled}
              aria-describedby={addStepsEnabled ? undefined : 'add-lecture-hint'}
            >
              <Icon className="size-5" aria-hidden="true" />
              {t(label)}
            </Button>
          ))}
        </div>
        {addEnabled ? null : (
          <p id="add-lecture-hint" className="mt-1 text-xs text-stone-600">
            {t('curriculum.addHint')}
          </p>
        )}
      </div>
      {errors.curriculum ? (
        <div className="mt-3">
          <FormError message={errors.curriculum} />
        </div>
      ) : null}
      {lectures.length === 0 ? <p className="mt-4 text-stone-700">{t('curriculum.empty')}</p> : null}
      <ol className="mt-4 grid gap-4">
        {lectures.map((l, i) => {
          const block = { n: i + 1, upload, busy, errors, uploadError, handlers, onAskDelete: () => handlers.onDelete(l.key) };
          return l.kind === 'steps' ? (
            <StepLessonBlock
              key={l.key}
              lesson={l}
              {...block}
              shrinking={shrinking}
              onAskRemoveStep={(stepKey, stepN) => askRemoveStep(l.key, stepKey, stepN)}
            />
          ) : l.kind === 'pattern' ? (
            <PatternLessonBlock key={l.key} lesson={l} {...block} />
          ) : (
            <LectureBlock
              {...handlers}
              key={l.key}
              lecture={l}
              n={i + 1}
              canDeleteEmpty={lectures.length > 1}
              upload={upload}
              busy={busy}
              errors={errors}
              index={i}
              uploadError={uploadError}
              captions={captions}
            />
          );
        })}
      </ol>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={dialog.title}
        description={dialog.text}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {t('curriculum.keep')}
          </Button>
          <Button variant="danger" onClick={confirm}>
            {dialog.action}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

interface BlockProps extends CurriculumHandlers {
  lecture: VideoDraft;
  n: number;
  index: number;
  canDeleteEmpty: boolean;
  upload: UploadState;
  busy: ReadonlySet<string>;
  errors: Record<string, string>;
  uploadError: { target: string; message: string } | null;
  captions?: { courseId: string; lang: string };
}

function LectureBlock({
  lecture: l,
  n,
  index,
  canDeleteEmpty,
  upload,
  busy: busyKeys,
  errors,
  uploadError: failed,
  captions,
  ...h
}: BlockProps) {
  const { t } = useTranslation('course-authoring');
  const busy = busyKeys.has(l.key);
  const uploadError = failed?.target === l.key ? failed.message : undefined;
  const titleId = `lecture-${l.key}-title`;
  const videoId = `lecture-${l.key}-video`;
  const titleError = errors[`curriculum.${index}.title`];
  const videoError = errors[`curriculum.${index}.public_id`] ?? errors[`curriculum.${index}.videoUrl`];
  return (
    <li className="rounded-xl border border-stone-200 p-4" aria-labelledby={`lecture-${l.key}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`lecture-${l.key}-heading`} className="text-lg font-semibold text-brand-800">
          {t('curriculum.lecture', { n })}
        </h3>
        <Switch
          id={`lecture-${l.key}-free`}
          label={t('curriculum.freePreview')}
          checked={l.freePreview}
          onCheckedChange={(v) => h.onChange(l.key, { freePreview: v })}
        />
      </div>
      <div className="mt-3">
        <FormField id={titleId} label={t('curriculum.lectureTitle', { n })} error={titleError} hideLabel>
          {(control) => (
            <Input
              {...control}
              value={l.title}
              maxLength={200}
              placeholder={t('curriculum.titlePlaceholder')}
              onChange={(e) => h.onChange(l.key, { title: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="mt-3">
        {l.videoUrl ? (
          <div className="grid gap-3">
            <video
              src={l.videoUrl}
              controls
              preload="metadata"
              aria-label={t('curriculum.videoPreview', { n })}
              className="aspect-video w-full max-w-xl rounded-lg bg-black"
            />
            {l.public_id ? <ProcessingStatus publicId={l.public_id} initial={l.processing} n={n} /> : null}
            {/* Captions belong to the saved lecture's video: a replaced, unsaved video has none yet. */}
            {captions && l._id && l.captions?.publicId === l.public_id ? (
              <CaptionsSection courseId={captions.courseId} lectureId={l._id} lang={captions.lang} initial={l.captions.tracks} />
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" loading={busy} disabled={upload.uploading} onClick={() => h.onReplace(l.key)}>
                {t('curriculum.replaceVideo')}
              </Button>
              <Button size="sm" variant="danger" disabled={busy || upload.uploading} onClick={() => h.onDelete(l.key)}>
                {t('curriculum.deleteLecture')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-2">
            <label htmlFor={videoId} className="sr-only">
              {t('curriculum.video', { n })}
            </label>
            <input
              id={videoId}
              type="file"
              accept="video/*"
              disabled={upload.uploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) h.onVideo(l.key, file);
              }}
              aria-invalid={videoError ? true : undefined}
              className={cn(
                fieldClasses,
                'h-auto py-2 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800',
              )}
            />
            {videoError ? <p className="text-sm text-red-700">{videoError}</p> : null}
            {canDeleteEmpty ? (
              <div>
                <Button size="sm" variant="ghost" disabled={upload.uploading && upload.target === l.key} onClick={() => h.onDelete(l.key)}>
                  {t('curriculum.deleteLecture')}
                </Button>
              </div>
            ) : null}
          </div>
        )}
        {upload.target === l.key ? <UploadProgress state={upload} onCancel={h.onCancelUpload} /> : null}
        {uploadError ? (
          <div className="mt-2">
            <FormError message={uploadError} />
          </div>
        ) : null}
      </div>
      <FileAttachments
        item={l}
        index={index}
        itemName={t('curriculum.lecture', { n })}
        upload={upload}
        busy={busyKeys}
        errors={errors}
        failed={failed}
        handlers={h}
      />
    </li>
  );
}
