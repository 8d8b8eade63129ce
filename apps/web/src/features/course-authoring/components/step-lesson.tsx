import { useRef } from 'react';
import { ArrowDown, ArrowUp, Camera, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STEP_LIMITS } from '@sewee/shared/lessons';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { formatFileSize } from '../../../lib/file-size';
import { emptyStep, moveStep, type StepDraft, type StepsDraft } from '../curriculum';
import type { UploadState } from '../use-upload';
import type { LessonBlockProps } from './curriculum-card';
import { FilesAndDelete } from './file-attachments';
import { UploadProgress } from './upload-progress';
import '../i18n';

interface Props extends LessonBlockProps<StepsDraft> {
  /** The step whose photo is being made smaller, if any. */
  shrinking: string | null;
  /** Asks before a step with content goes (the card's confirm dialog). */
  onAskRemoveStep: (stepKey: string, stepN: number) => void;
}

/**
 * A step lesson in the curriculum: its title and Free Preview, its steps (a photo taken or chosen,
 * made smaller on the device, and a line of text; moved up and down, deleted after a confirmation),
 * Add step, its files, and Delete step lesson.
 */
export function StepLessonBlock({
  lesson: l,
  n,
  upload,
  busy,
  errors,
  uploadError,
  shrinking,
  handlers: h,
  onAskRemoveStep,
  onAskDelete,
}: Props) {
  const { t } = useTranslation('course-authoring');
  const index = n - 1;
  const titleId = `lesson-${l.key}-title`;
  const titleError = errors[`curriculum.${index}.title`];
  const stepsError = errors[`curriculum.${index}.steps`];
  const full = l.steps.length >= STEP_LIMITS.stepsMax;
  const setSteps = (steps: StepDraft[]) => h.onChange(l.key, { steps });
  const lessonName = t('steps.lesson', { n });
  return (
    <li className="rounded-xl border border-stone-200 p-3 sm:p-4" aria-labelledby={`lesson-${l.key}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`lesson-${l.key}-heading`} className="text-lg font-semibold text-brand-800">
          {lessonName}
        </h3>
        <Switch
          id={`lesson-${l.key}-free`}
          label={t('curriculum.freePreview')}
          checked={l.freePreview}
          onCheckedChange={(v) => h.onChange(l.key, { freePreview: v })}
        />
      </div>
      <p className="mt-1 text-sm text-stone-700">{t('steps.intro')}</p>
      <div className="mt-3">
        <FormField id={titleId} label={t('steps.lessonTitle', { n })} error={titleError} hideLabel>
          {(control) => (
            <Input
              {...control}
              dir="auto"
              value={l.title}
              maxLength={200}
              placeholder={t('steps.titlePlaceholder')}
              onChange={(e) => h.onChange(l.key, { title: e.target.value })}
            />
          )}
        </FormField>
      </div>
      {stepsError ? <p className="mt-2 text-sm text-red-700">{stepsError}</p> : null}
      {l.steps.length === 0 ? <p className="mt-3 text-stone-700">{t('steps.none')}</p> : null}
      <ol className="mt-4 grid gap-4">
        {l.steps.map((s, j) => (
          <StepItem
            key={s.key}
            step={s}
            j={j}
            count={l.steps.length}
            path={`curriculum.${index}.steps.${j}`}
            upload={upload}
            busy={busy.has(s.key)}
            errors={errors}
            uploadError={uploadError?.target === s.key ? uploadError.message : undefined}
            shrinking={shrinking === s.key}
            onPhoto={(file) => h.onStepPhoto(l.key, s.key, file)}
            onText={(text) => setSteps(l.steps.map((x) => (x.key === s.key ? { ...x, text } : x)))}
            onMove={(by) => setSteps(moveStep(l.steps, j, by))}
            onRemove={() => onAskRemoveStep(s.key, j + 1)}
            onCancelUpload={h.onCancelUpload}
          />
        ))}
      </ol>
      <div className="mt-3">
        <Button
          size="sm"
          variant="outline"
          disabled={full}
          aria-describedby={full ? `lesson-${l.key}-full` : undefined}
          onClick={() => setSteps([...l.steps, emptyStep()])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('steps.add')}
        </Button>
        {full ? (
          <p id={`lesson-${l.key}-full`} className="mt-1 text-xs text-stone-600">
            {t('steps.max', { max: STEP_LIMITS.stepsMax })}
          </p>
        ) : null}
      </div>
      <FilesAndDelete
        item={l}
        index={index}
        itemName={lessonName}
        upload={upload}
        busy={busy}
        errors={errors}
        failed={uploadError}
        handlers={h}
        deleteLabel={t('steps.deleteLesson')}
        onAskDelete={onAskDelete}
      />
    </li>
  );
}

interface StepProps {
  step: StepDraft;
  j: number;
  count: number;
  /** Its error paths' start: curriculum.{i}.steps.{j}. */
  path: string;
  upload: UploadState;
  busy: boolean;
  errors: Record<string, string>;
  uploadError?: string;
  shrinking: boolean;
  onPhoto: (file: File) => void;
  onText: (text: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onCancelUpload: () => void;
}

function StepItem({ step: s, j, count, path, upload, busy, errors, uploadError, shrinking, ...h }: StepProps) {
  const { t, i18n } = useTranslation('course-authoring');
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const n = j + 1;
  const textId = `step-${s.key}-text`;
  const photoError = errors[`${path}.image_public_id`] ?? errors[`${path}.imageUrl`];
  const textError = errors[`${path}.text`];
  const size = (bytes: number) => `\u2066${formatFileSize(bytes, i18n.language)}\u2069`;
  const pick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) h.onPhoto(file);
  };
  const working = upload.uploading || shrinking;
  return (
    <li>
      <fieldset className="min-w-0 rounded-lg border border-stone-200 p-2 sm:p-3">
        <legend className="px-1 font-semibold text-stone-900">{t('steps.step', { n, m: count })}</legend>
        <div className="grid gap-3 sm:grid-cols-[16rem_1fr]">
          <div>
            {s.preview ? (
              <img src={s.preview} alt={t('steps.photoAlt', { n })} className="aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover" />
            ) : (
              <div className="grid aspect-[4/3] w-full place-items-center rounded-lg bg-stone-100 text-sm text-stone-600">
                {t('steps.noPhoto')}
              </div>
            )}
            {s.photo ? (
              <p className="mt-1 text-sm font-semibold" data-testid="step-photo-size">
                {/* Just made smaller: what is sent; a saved photo: the version students get (the server's). */}
                {t(s.photo.originalBytes ? 'steps.size' : 'steps.stored', {
                  size: size(s.photo.bytes),
                  // No-break spaces: the pixels never wrap inside.
                  pixels: `\u2066${s.photo.width}\u00a0×\u00a0${s.photo.height}\u2069`,
                })}
              </p>
            ) : null}
            {s.photo?.originalBytes ? (
              <p className="text-xs text-stone-600">{t('steps.savedFrom', { size: size(s.photo.originalBytes) })}</p>
            ) : null}
            {shrinking ? (
              <p role="status" className="mt-1 text-sm text-stone-700">
                {t('steps.shrinking')}
              </p>
            ) : null}
            {photoError ? <p className="mt-1 text-sm text-red-700">{photoError}</p> : null}
            <input
              ref={camera}
              type="file"
              accept="image/*"
              capture="environment"
              hidden
              aria-label={t('steps.cameraInput', { n })}
              onChange={pick}
            />
            <input ref={gallery} type="file" accept="image/*" hidden aria-label={t('steps.fileInput', { n })} onChange={pick} />
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" disabled={working} onClick={() => camera.current?.click()}>
                <Camera className="size-4" aria-hidden="true" />
                {t('steps.takePhoto')}
              </Button>
              <Button size="sm" variant="outline" disabled={working} onClick={() => gallery.current?.click()}>
                <ImagePlus className="size-4" aria-hidden="true" />
                {t('steps.choosePhoto')}
              </Button>
            </div>
            {upload.target === s.key ? <UploadProgress state={upload} onCancel={h.onCancelUpload} /> : null}
            {uploadError ? (
              <div className="mt-2">
                <FormError message={uploadError} />
              </div>
            ) : null}
          </div>
          <div>
            <FormField id={textId} label={t('steps.text', { n })} error={textError}>
              {(control) => (
                <Textarea
                  {...control}
                  dir="auto"
                  rows={3}
                  value={s.text}
                  maxLength={STEP_LIMITS.textMax}
                  placeholder={t('steps.textPlaceholder')}
                  onChange={(e) => h.onText(e.target.value)}
                />
              )}
            </FormField>
          </div>
        </div>
        {/* The arrows alone (named for screen readers, titled for a pointer): one row on a phone. */}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            className="w-9 px-0"
            aria-label={t('steps.moveUp')}
            title={t('steps.moveUp')}
            disabled={j === 0}
            onClick={() => h.onMove(-1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="w-9 px-0"
            aria-label={t('steps.moveDown')}
            title={t('steps.moveDown')}
            disabled={j === count - 1}
            onClick={() => h.onMove(1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            loading={busy}
            disabled={upload.uploading && upload.target === s.key}
            onClick={h.onRemove}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('steps.remove')}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
