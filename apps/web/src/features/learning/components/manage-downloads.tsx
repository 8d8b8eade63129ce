import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/check-auth';
import { canDownload, freeSpace, queueFor, usedBytes, useDownloads } from '../../../lib/offline/offline';
import { formatMegabytes } from '../../../lib/video/data-cost';
import '../../../lib/offline/i18n';

/**
 * Settings → Downloads (docs/decisions/028-lectures-offline.md): each downloaded course and lecture
 * with its size, what the downloads use and what is free on the device, and Delete. Its own lazy chunk.
 */
export default function ManageDownloads() {
  const { t } = useTranslation('offline');
  const userId = useAuth().user?._id ?? '';
  const downloads = useDownloads(userId);
  const [free, setFree] = useState<number | null>(null);
  const used = usedBytes(downloads);
  useEffect(() => {
    void freeSpace().then(setFree);
  }, [used]);
  if (!canDownload()) return null;
  const courses = [...new Set(downloads.map((d) => d.courseId))].map((id) => downloads.filter((d) => d.courseId === id));
  return (
    <section aria-labelledby="downloads-title" className="mt-8">
      <h2 id="downloads-title" className="text-xl font-semibold text-brand-800">
        {t('manageTitle')}
      </h2>
      <p className="mt-1 text-stone-700">
        {t('manageUsage', {
          used: `\u2066${formatMegabytes(used)}\u2069`,
          free: `\u2066${free === null ? '—' : formatMegabytes(free)}\u2069`,
        })}
      </p>
      {courses.length === 0 ? <p className="mt-3 text-stone-700">{t('manageNone')}</p> : null}
      {courses.map((lectures) => (
        <div key={lectures[0]!.courseId} className="mt-4 rounded-xl border border-stone-200">
          <h3 className="bidi-plain border-b border-stone-200 px-4 py-2 font-semibold">
            {lectures[0]!.courseTitle} · {`\u2066${formatMegabytes(usedBytes(lectures))}\u2069`}
          </h3>
          <ul className="divide-y divide-stone-200">
            {lectures.map((d) => (
              <li key={d.lectureId} className="flex min-h-12 items-center gap-3 ps-4 pe-1">
                <span className="bidi-plain min-w-0 flex-1">{d.lectureTitle}</span>
                <span className="shrink-0 text-sm text-stone-600">
                  {d.status === 'done' ? t('downloaded') : d.status === 'paused' ? t('paused') : t('queued')} ·{' '}
                  {`\u2066${formatMegabytes(d.stored)}\u2069`}
                </span>
                <button
                  type="button"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-brand-50"
                  aria-label={t('removeNamed', { title: d.lectureTitle })}
                  onClick={() => void queueFor(userId).remove(d.lectureId)}
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
