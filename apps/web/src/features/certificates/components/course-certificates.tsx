import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedCertificate } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useCourseCertificates } from '../api/get-course-certificates';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { tableCls } from '../../../components/ui/table-styles';
import '../i18n-admin';

const COLUMNS = ['student', 'code', 'completedOn', 'status'] as const;

/** The certificates issued for a course, on its edit page: an admin revokes one issued in error. */
export function CourseCertificates({ courseId }: { courseId: string }) {
  const { t } = useTranslation('certificates', { keyPrefix: 'admin' });
  const certificates = useCourseCertificates(courseId);
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  const list = certificates.data ?? [];

  return (
    <section className={`${tableCls.panel} mx-auto my-6 max-w-6xl`} aria-labelledby="course-certificates">
      <div className="px-4 pt-4 sm:px-6 sm:pt-6">
        <CardTitle id="course-certificates">{t('title')}</CardTitle>
        <p className="mt-1 text-sm text-stone-700">{t('intro')}</p>
      </div>
      {certificates.isPending ? (
        <div className="grid place-items-center p-8">
          <Spinner className="size-6 text-brand-700" label={t('title')} />
        </div>
      ) : list.length === 0 ? (
        <p className="p-4 text-stone-700 sm:p-6">{certificates.isError ? t('fetchError') : t('empty')}</p>
      ) : (
        <div className="mt-4">
          <table role="table" className={tableCls.table}>
            <thead className={tableCls.thead}>
              <tr role="row">
                {COLUMNS.map((c) => (
                  <th role="columnheader" key={c} scope="col" className={tableCls.th}>
                    {t(c)}
                  </th>
                ))}
                <th role="columnheader" scope="col" className={tableCls.th}>
                  {t('actions')}
                </th>
              </tr>
            </thead>
            <tbody className={tableCls.tbody}>
              {list.map((c) => (
                <tr role="row" key={c.code} className={tableCls.tr}>
                  <td role="cell" data-label={t('student')} className={`${tableCls.td} bidi-plain font-medium`}>
                    {c.studentName}
                  </td>
                  <td role="cell" data-label={t('code')} className={tableCls.td}>
                    <span dir="ltr" className="font-mono">
                      {c.code}
                    </span>
                  </td>
                  <td role="cell" data-label={t('completedOn')} className={tableCls.td}>
                    {formatDate(c.completedAt)}
                  </td>
                  <td role="cell" data-label={t('status')} className={tableCls.td}>
                    {c.valid ? t('valid') : t('revokedOn', { date: formatDate(c.revokedAt) })}
                  </td>
                  <td role="cell" data-label={t('actions')} className={tableCls.td}>
                    {c.valid ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('revokeFor', { name: c.studentName })}
                        onClick={() => setRevoking(c)}
                      >
                        {t('revoke')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking ? <RevokeDialog courseId={courseId} certificate={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
}

function RevokeDialog({ courseId, certificate, onClose }: { courseId: string; certificate: IssuedCertificate; onClose: () => void }) {
  const { t } = useTranslation('certificates', { keyPrefix: 'admin' });
  const revoke = useRevokeCertificate(courseId);
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    revoke.mutate(
      { code: certificate.code, reason },
      {
        onSuccess: () => {
          notify.success(t('revoked'));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('revokeTitle', { name: certificate.studentName })}
      description={t('revokeText', { code: certificate.code })}
    >
      <form onSubmit={submit} className="mt-4">
        <label htmlFor="revoke-reason" className="block text-sm font-medium text-stone-700">
          {t('reason')}
        </label>
        <Input id="revoke-reason" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className="mt-1" />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={revoke.isPending} disabled={!reason.trim()}>
            {t('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
