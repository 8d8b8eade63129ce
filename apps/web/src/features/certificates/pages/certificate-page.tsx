import { useState, type FormEvent } from 'react';
import { BadgeCheck, ShieldAlert, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../config/paths';
import { useCertificate } from '../api/verify-certificate';
import { CertificateDetails } from '../components/certificate-details';
import '../i18n';

/** /certificates/:code: anyone checks a certificate, signed in or not (docs/decisions/026-certificates.md). */
export function CertificatePage() {
  const { t } = useTranslation('certificates', { keyPrefix: 'verify' });
  const { code = '' } = useParams();
  const certificate = useCertificate(code);
  const notFound = certificate.error instanceof ApiError && certificate.error.status === 404;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-center text-3xl font-semibold text-brand-800">{t('title')}</h1>
      {certificate.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8 text-brand-700" label={t('loading')} />
        </div>
      ) : certificate.data ? (
        <>
          {certificate.data.valid ? (
            <div
              role="status"
              className="mt-6 flex items-start gap-3 rounded-xl border border-green-700 bg-green-50 px-4 py-3 text-green-900"
            >
              <BadgeCheck className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
              <div>
                <p className="text-lg font-semibold">{t('valid')}</p>
                <p>{t('validText')}</p>
              </div>
            </div>
          ) : (
            <div role="alert" className="mt-6 flex items-start gap-3 rounded-xl border border-red-700 bg-red-50 px-4 py-3 text-red-900">
              <ShieldAlert className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
              <div>
                <p className="text-lg font-semibold">{t('revoked')}</p>
                <p>{t('revokedText', { date: formatDate(certificate.data.revokedAt) })}</p>
              </div>
            </div>
          )}
          <div
            className={`mt-6 rounded-2xl border bg-white p-5 shadow-sm sm:p-8 ${certificate.data.valid ? 'border-gold-400' : 'border-stone-300 opacity-80'}`}
          >
            <CertificateDetails certificate={certificate.data} />
          </div>
        </>
      ) : notFound ? (
        <div role="alert" className="mt-6 flex items-start gap-3 rounded-xl border border-stone-300 bg-white px-4 py-3 text-stone-800">
          <SearchX className="mt-0.5 size-6 shrink-0 text-stone-600" aria-hidden="true" />
          <div>
            <p className="text-lg font-semibold">{t('notFound')}</p>
            <p>{t('notFoundText')}</p>
          </div>
        </div>
      ) : (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 text-center">
          <p className="text-stone-700">{errorMessage(certificate.error, t('loadError'))}</p>
          <Button variant="outline" className="mt-4" onClick={() => void certificate.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      <CheckAnother />
    </div>
  );
}

/** Type a code from a printed certificate. */
function CheckAnother() {
  const { t } = useTranslation('certificates', { keyPrefix: 'verify' });
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = value.replace(/[\s-]/g, '').toUpperCase();
    if (code) navigate(paths.certificate(code));
  };
  return (
    <form onSubmit={submit} className="mt-8 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-brand-800">{t('checkAnother')}</h2>
      <label htmlFor="certificate-code" className="mt-3 block text-sm font-medium text-stone-700">
        {t('codeLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          id="certificate-code"
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="min-w-0 flex-1 font-mono uppercase"
        />
        <Button type="submit" variant="outline">
          {t('check')}
        </Button>
      </div>
    </form>
  );
}
