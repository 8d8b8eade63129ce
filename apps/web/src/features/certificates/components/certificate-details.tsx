import { useTranslation } from 'react-i18next';
import type { PublicCertificate } from '@sewee/shared';
import { formatDate } from '../../../lib/format';
import '../i18n';

/** What a certificate says: the student, the course, the instructor, the date and the code. */
export function CertificateDetails({ certificate }: { certificate: PublicCertificate }) {
  const { t } = useTranslation('certificates', { keyPrefix: 'details' });
  return (
    <div className="text-center">
      <p className="text-stone-600">{t('certifies')}</p>
      <p className="bidi-plain mt-2 text-center! text-2xl font-semibold break-words text-ink sm:text-3xl">{certificate.studentName}</p>
      <p className="mt-3 text-stone-600">{t('completed')}</p>
      <p className="bidi-plain mt-2 text-center! text-xl font-semibold break-words text-brand-800 sm:text-2xl">{certificate.courseTitle}</p>
      <dl className="mt-6 grid gap-3 text-start sm:grid-cols-3">
        <div className="rounded-lg bg-sand-50 px-3 py-2">
          <dt className="text-sm text-stone-600">{t('instructor')}</dt>
          <dd className="bidi-plain font-medium break-words text-ink">{certificate.instructorName}</dd>
        </div>
        <div className="rounded-lg bg-sand-50 px-3 py-2">
          <dt className="text-sm text-stone-600">{t('completedOn')}</dt>
          <dd className="font-medium text-ink">{formatDate(certificate.completedAt)}</dd>
        </div>
        <div className="rounded-lg bg-sand-50 px-3 py-2">
          <dt className="text-sm text-stone-600">{t('code')}</dt>
          <dd dir="ltr" className="text-start font-mono font-semibold tracking-wider text-ink rtl:text-end">
            {certificate.code}
          </dd>
        </div>
      </dl>
    </div>
  );
}
