import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuedCertificate } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useCourseCertificates } from '../api/get-course-certificates';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { tableCls } from '../../../components/ui/table-styles';
import '../i18n-admin';

/** The certificates issued for a course, on its edit page: an admin revokes one issued in error. */
export function CourseCertificates({ courseId }: { courseId: string }) {
  const { t } = useTranslation('certificates', { keyPrefix: 'admin' });
  const certificates = useCourseCertificates(courseId);
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  const list = certificates.data ?? [];
  const columns: Column<IssuedCertificate>[] = [
    { key: 'student', header: t('student'), label: t('student'), className: 'bidi-plain font-medium', cell: (c) => c.studentName },
    {
      key: 'code',
      header: t('code'),
      label: t('code'),
      cell: (c) => (
        <span dir="ltr" className="font-mono">
          {c.code}
        </span>
      ),
    },
    { key: 'completedOn', header: t('completedOn'), label: t('completedOn'), cell: (c) => formatDate(c.completedAt) },
    {
      key: 'status',
      header: t('status'),
      label: t('status'),
      cell: (c) => (c.valid ? t('valid') : t('revokedOn', { date: formatDate(c.revokedAt) })),
    },
    {
      key: 'actions',
      header: t('actions'),
      label: t('actions'),
      cell: (c) =>
        c.valid ? (
          <Button variant="outline" size="sm" aria-label={t('revokeFor', { name: c.studentName })} onClick={() => setRevoking(c)}>
            {t('revoke')}
          </Button>
        ) : null,
    },
  ];

  return (
    <section className={`${tableCls.panel} mx-auto my-6 max-w-6xl`} aria-labelledby="course-certificates">
      <div className="px-4 pt-4 sm:px-6 sm:pt-6">
        <CardTitle id="course-certificates">{t('title')}</CardTitle>
        <p className="mt-1 text-sm text-stone-700">{t('intro')}</p>
      </div>
      <DataTable
        state={certificates}
        rows={list}
        empty={t('empty')}
        error={t('fetchError')}
        loadingLabel={t('title')}
        columns={columns}
        rowKey={(c) => c.code}
      />
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
