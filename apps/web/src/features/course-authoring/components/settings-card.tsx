import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import type { UploadState } from '../use-upload';
import { UploadProgress } from './upload-progress';
import '../i18n';

interface Props {
  image: string;
  upload: UploadState;
  error?: string;
  onFile: (file: File) => void;
  onCancel: () => void;
}

/** The Settings tab: the course image (images only), shown once uploaded, with its upload bar. */
export function SettingsCard({ image, upload, error, onFile, onCancel }: Props) {
  const { t } = useTranslation('course-authoring');
  return (
    <Card>
      <CardTitle>{t('settings.title')}</CardTitle>
      <div className="mt-4 grid gap-4">
        {image ? (
          <img
            src={image}
            alt={t('settings.imageAlt')}
            className="aspect-video w-full max-w-md rounded-xl border border-stone-200 object-cover"
          />
        ) : null}
        <div>
          <Label htmlFor="course-image">{image ? t('settings.replaceImage') : t('settings.image')}</Label>
          <input
            id="course-image"
            type="file"
            accept="image/*"
            disabled={upload.uploading}
            aria-describedby="course-image-hint"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onFile(file);
            }}
            className={cn(
              fieldClasses,
              'h-auto py-2 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800',
            )}
          />
          <p id="course-image-hint" className="mt-1 text-xs text-stone-600">
            {t('settings.imageHint')}
          </p>
          {upload.target === 'image' ? <UploadProgress state={upload} onCancel={onCancel} /> : null}
        </div>
        <FormError message={error} />
      </div>
    </Card>
  );
}
