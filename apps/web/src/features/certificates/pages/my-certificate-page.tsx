import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useMyCertificate } from '../api/get-my-certificate';
import { useCertificate } from '../api/verify-certificate';
import { CertificateDetails } from '../components/certificate-details';
import { QrCode } from '../components/qr-code';
import '../i18n';

/** /student-certificates/:courseId: the student's certificate of a course, from the completion dialog and My Courses. */
export function MyCertificatePage() {
  const { t } = useTranslation('certificates', { keyPrefix: 'mine' });
  const { t: td } = useTranslation('certificates', { keyPrefix: 'details' });
  const { courseId = '' } = useParams();
  const mine = useMyCertificate(courseId);
  const code = mine.data?.code ?? '';
  const details = useCertificate(code);
  // 409: the course is not complete yet; the server's message says what to do.
  const notYet = mine.error instanceof ApiError && mine.error.status === 409;
  const failed = (mine.isError && !notYet) || details.isError;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-semibold text-brand-800">{t('title')}</h1>
      {notYet ? (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-6">
          <p className="text-lg font-semibold text-ink">{t('notYet')}</p>
          <p className="mt-1 text-stone-700">{mine.error?.message}</p>
          <Link to={paths.courseProgress(courseId)} className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('backToCourse')}
          </Link>
        </div>
      ) : failed ? (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 text-center">
          <p className="text-stone-700">{errorMessage(mine.error ?? details.error, t('loadError'))}</p>
          <Button variant="outline" className="mt-4" onClick={() => void (mine.isError ? mine.refetch() : details.refetch())}>
            {t('retry')}
          </Button>
        </div>
      ) : !mine.data || !details.data ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8 text-brand-700" label={t('loading')} />
        </div>
      ) : (
        <>
          <div className="mt-6 rounded-2xl border border-gold-400 bg-white p-5 shadow-sm sm:p-8">
            <CertificateDetails certificate={details.data} />
          </div>
          <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-start">
            <QrCode value={mine.data.url} label={td('qr', { url: mine.data.url })} className="size-40 shrink-0" />
            <div className="min-w-0">
              <p className="text-stone-700">{t('share')}</p>
              <p dir="ltr" className="mt-2 text-start font-mono text-sm break-all text-brand-800 rtl:text-end">
                {mine.data.url}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <a href={mine.data.pdfUrl} download className={buttonClasses('primary', 'md')}>
                  <Download className="size-5" aria-hidden="true" />
                  {t('download')}
                </a>
                <Link to={paths.certificate(mine.data.code)} className={buttonClasses('outline', 'md')}>
                  <ExternalLink className="size-5 rtl:-scale-x-100" aria-hidden="true" />
                  {t('openPublic')}
                </Link>
              </div>
            </div>
          </div>
          <Link to={paths.myCourses()} className={buttonClasses('ghost', 'md', 'mt-4')}>
            {t('myCourses')}
          </Link>
        </>
      )}
    </div>
  );
}
