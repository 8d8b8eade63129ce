import { Download, FileText, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LessonFile } from '@sewee/shared';
import { cn } from '../../lib/cn';
import { fileTypeLabel, formatFileSize } from '../../lib/file-size';
import './i18n';

interface LessonFilesProps {
  files: readonly LessonFile[];
  /** A copy kept on the device (a downloaded lesson), by the file's URL: offered instead of the server's. */
  localUrl?: (url: string) => string | undefined;
  className?: string;
}

/**
 * A lesson's files: the picture of the first page, name, type and size, and Download. Whoever may
 * not open the lesson sees name, type and size only (the server sends no URL then). Colours follow
 * the surface it sits on (the dark player page, the white details page).
 */
export function LessonFiles({ files, localUrl, className }: LessonFilesProps) {
  const { t, i18n } = useTranslation('lesson');
  if (!files.length) return null;
  return (
    <ul aria-label={t('files')} className={cn('grid gap-2', className)}>
      {files.map((f) => {
        const href = f.url ? (localUrl?.(f.url) ?? f.url) : null;
        return (
          <li key={f._id} className="flex min-h-12 items-center gap-3">
            {f.previewUrl ? (
              <img
                src={localUrl?.(f.previewUrl) ?? f.previewUrl}
                alt={t('preview', { name: f.name })}
                loading="lazy"
                // Offline, a picture that was not kept with the download is left out rather than shown broken.
                onError={(e) => (e.currentTarget.hidden = true)}
                width={40}
                height={52}
                className="h-13 w-10 shrink-0 rounded border border-stone-300 bg-white object-cover"
              />
            ) : f.url ? (
              <FileText className="size-6 shrink-0 opacity-70" aria-hidden="true" />
            ) : (
              <Lock className="size-5 shrink-0 opacity-70" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1">
              <span className="bidi-plain block break-words">{f.name}</span>
              <span dir="auto" className="block text-xs tabular-nums opacity-80">
                {fileTypeLabel(f.type)} · {formatFileSize(f.bytes, i18n.language)}
              </span>
              {f.url ? null : <span className="sr-only">{t('fileLocked')}</span>}
            </span>
            {href ? (
              <a
                href={href}
                download={f.name}
                aria-label={t('downloadNamed', { name: f.name })}
                className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-current px-3 text-sm font-semibold hover:opacity-80"
              >
                <Download className="size-4" aria-hidden="true" />
                {t('download')}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
