import { useRef } from 'react';
import { FileText, Paperclip, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FILE_LIMITS, LESSON_FILE_MIME_TYPES } from '@sewee/shared/lessons';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { FormField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { fileTypeLabel, formatFileSize, formatUploadSize } from '../../../lib/file-size';
import { type FileDraft } from '../curriculum';
import type { UploadState } from '../use-upload';
import { UploadProgress } from './upload-progress';
import '../i18n';

/** The upload target of a lesson's Attach file (its bar and its error show here). */
export const filesTarget = (itemKey: string) => `files:${itemKey}`;

/** What the files need of the curriculum's handlers (CurriculumHandlers has them all). */
interface FilesHandlers {
  onAttach(key: string, file: File): void;
  onChange(key: string, patch: { files: FileDraft[] }): void;
  onRemoveFile(key: string, fileKey: string): void;
  onCancelUpload(): void;
}

interface Props {
  item: { key: string; files: FileDraft[] };
  /** The item's place in the curriculum (0-based), for its error paths. */
  index: number;
  /** The item's heading ("Lecture 2", "Step lesson 3"), naming the file input. */
  itemName: string;
  upload: UploadState;
  /** Files whose media deletion is running. */
  busy: ReadonlySet<string>;
  errors: Record<string, string>;
  /** The curriculum's last upload failure: shown here when it was this item's Attach file. */
  failed: { target: string; message: string } | null;
  handlers: FilesHandlers;
}

/** A lesson's files (video lectures and step lessons alike): Attach file, then each file's name, type, size and Remove. */
export function FileAttachments({ item, index, itemName, upload, busy, errors, failed, handlers: h }: Props) {
  const { key: itemKey, files } = item;
  const uploadError = failed?.target === filesTarget(itemKey) ? failed.message : undefined;
  const { t, i18n } = useTranslation('course-authoring');
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= FILE_LIMITS.filesMax;
  const headingId = `files-${itemKey}-heading`;
  const listError = errors[`curriculum.${index}.files`];
  return (
    <section className="mt-4 border-t border-stone-200 pt-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-brand-800">
          {t('files.title')}
        </h4>
        <input
          ref={input}
          type="file"
          accept={LESSON_FILE_MIME_TYPES.join(',')}
          hidden
          aria-label={t('files.input', { item: itemName })}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) h.onAttach(itemKey, file);
          }}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={upload.uploading || full}
          aria-describedby={full ? `files-${itemKey}-full` : undefined}
          onClick={() => input.current?.click()}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {t('files.attach')}
        </Button>
      </div>
      <p className="mt-1 text-xs text-stone-600">
        {full ? (
          <span id={`files-${itemKey}-full`}>{t('files.tooMany', { max: FILE_LIMITS.filesMax })}</span>
        ) : (
          t('files.hint', { size: `\u2066${formatUploadSize(FILE_LIMITS.maxBytes)}\u2069` })
        )}
      </p>
      {listError ? <p className="mt-1 text-sm text-red-700">{listError}</p> : null}
      {files.length ? (
        <ul className="mt-3 grid gap-3">
          {files.map((f, k) => (
            <li key={f.key} className="flex items-start gap-2 rounded-lg bg-stone-50 p-2">
              <FileText className="mt-8 size-5 shrink-0 text-stone-600" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <FormField
                  label={t('files.name', { n: k + 1 })}
                  error={
                    errors[`curriculum.${index}.files.${k}.name`] ??
                    errors[`curriculum.${index}.files.${k}.public_id`] ??
                    errors[`curriculum.${index}.files.${k}.url`]
                  }
                >
                  {(control) => (
                    <Input
                      {...control}
                      dir="auto"
                      value={f.name}
                      maxLength={FILE_LIMITS.nameMax}
                      onChange={(e) =>
                        h.onChange(itemKey, { files: files.map((g) => (g.key === f.key ? { ...g, name: e.target.value } : g)) })
                      }
                    />
                  )}
                </FormField>
                <p className="mt-1 text-xs text-stone-600" data-testid="lesson-file-details">
                  {t('files.details', { type: fileTypeLabel(f.type), size: `\u2066${formatFileSize(f.bytes, i18n.language)}\u2069` })}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                className="mt-6 text-red-700"
                aria-label={t('files.remove', { n: k + 1 })}
                loading={busy.has(f.key)}
                disabled={upload.uploading}
                onClick={() => h.onRemoveFile(itemKey, f.key)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {upload.target === filesTarget(itemKey) ? <UploadProgress state={upload} onCancel={h.onCancelUpload} /> : null}
      {uploadError ? (
        <div className="mt-2">
          <FormError message={uploadError} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The end of a lesson that is not a video (a step or pattern lesson): its files, then its Delete
 * button (`deleteLabel`), which asks first (`onAskDelete`) and waits while its media are released.
 */
export function FilesAndDelete({ deleteLabel, onAskDelete, ...files }: Props & { deleteLabel: string; onAskDelete: () => void }) {
  const deleting = files.busy.has(files.item.key);
  return (
    <>
      <FileAttachments {...files} />
      <div className="mt-4">
        <Button size="sm" variant="danger" disabled={deleting || files.upload.uploading} loading={deleting} onClick={onAskDelete}>
          {deleteLabel}
        </Button>
      </div>
    </>
  );
}
