import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminApplication } from '@sewee/shared';
import { LIMITS } from '@sewee/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useApplications } from '../api/get-applications';
import { useUpdateApplicationStatus, type ApplicationDecision } from '../api/update-application-status';
import { pageCount, pageItems } from '../lib/pagination';
import '../i18n';

// This panel's strings, merged into the instructor namespace (the namespace file belongs to the dashboard's owner).
i18n.addResourceBundle(
  'en',
  'instructor',
  {
    applications: {
      title: 'Student Course Applications',
      search: 'Search applications',
      searchPlaceholder: 'Search by name or email',
      name: 'Name',
      email: 'Email',
      course: 'Course',
      status: 'Status',
      actions: 'Actions',
      na: 'N/A',
      enroll: 'Enroll',
      reject: 'Reject',
      enrollWho: 'Enroll {{name}}',
      rejectWho: 'Reject {{name}}',
      loading: 'Loading...',
      empty: 'No applications yet.',
      noMatch: 'No applications match your search.',
      fetchError: 'Failed to fetch applications',
      updateError: 'Failed to update status',
      unexpected: 'Something went wrong',
      updated: 'Application status updated',
      statuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
      pagination: 'Application pages',
      page: 'Page {{page}}',
    },
  },
  true,
  false,
);

/** Case-insensitive match of the student's name or e-mail (client-side, spec §2). */
export function matchesSearch(a: AdminApplication, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return (a.student?.name ?? '').toLowerCase().includes(q) || (a.student?.email ?? '').toLowerCase().includes(q);
}

/** The Dashboard tab's Student Course Applications table: search, Enroll / Reject, 10 rows per page. */
export function ApplicationsPanel() {
  const { t } = useTranslation('instructor');
  const searchId = useId();
  const applications = useApplications();
  const update = useUpdateApplicationStatus();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (applications.isError) notify.error(errorMessage(applications.error, t('applications.fetchError')));
  }, [applications.isError, applications.error, t]);

  const filtered = useMemo(() => (applications.data ?? []).filter((a) => matchesSearch(a, search)), [applications.data, search]);
  const size = LIMITS.adminPageSize;
  const pages = pageCount(filtered.length, size);
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * size, current * size);

  async function decide(a: AdminApplication, status: ApplicationDecision) {
    setInFlight((s) => new Set(s).add(a._id));
    try {
      const res = await update.mutateAsync({ applicationId: a._id, status });
      notify.success(res.message || t('applications.updated'));
    } catch (e) {
      // Spec §8: the server's message, else 'Failed to update status'; anything else: 'Something went wrong'.
      notify.error(e instanceof ApiError ? e.message || t('applications.updateError') : t('applications.unexpected'));
    } finally {
      setInFlight((s) => {
        const next = new Set(s);
        next.delete(a._id);
        return next;
      });
    }
  }

  const na = (v: string | null | undefined) => (v && v.trim() ? v : t('applications.na'));

  return (
    <Card className="p-0 sm:p-0">
      <div className="flex flex-col gap-3 px-4 pt-4 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pt-6">
        <CardTitle>{t('applications.title')}</CardTitle>
        <div className="sm:w-72">
          <Label htmlFor={searchId} className="sr-only">
            {t('applications.search')}
          </Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder={t('applications.searchPlaceholder')}
            autoComplete="off"
          />
        </div>
      </div>
      {applications.isPending ? (
        <div className="grid place-items-center p-8">
          <Spinner className="size-6 text-brand-700" label={t('common:loading')} />
        </div>
      ) : rows.length === 0 ? (
        <p className="p-4 text-stone-700 sm:p-6">
          {applications.isError
            ? t('applications.fetchError')
            : (applications.data?.length ?? 0) > 0
              ? t('applications.noMatch')
              : t('applications.empty')}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto" aria-busy={applications.isFetching || undefined}>
          <table className="w-full text-sm">
            <thead className="bg-sand-100 text-stone-700">
              <tr>
                {(['name', 'email', 'course', 'status', 'actions'] as const).map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 text-start font-semibold">
                    {t(`applications.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => {
                const busy = inFlight.has(a._id);
                const who = a.student?.name || a.student?.email || '';
                return (
                  <tr key={a._id} className="border-t border-stone-100">
                    <td className="px-4 py-3 font-medium">{na(a.student?.name)}</td>
                    <td className="px-4 py-3 break-all">{na(a.student?.email)}</td>
                    <td className="px-4 py-3">{na(a.course?.title)}</td>
                    <td className="px-4 py-3">{a.status ? t(`applications.statuses.${a.status}`) : t('applications.na')}</td>
                    <td className="px-4 py-3">
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          disabled={busy || a.status === 'approved'}
                          aria-label={busy || !who ? undefined : t('applications.enrollWho', { name: who })}
                          onClick={() => void decide(a, 'approved')}
                        >
                          {busy ? t('applications.loading') : t('applications.enroll')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy || a.status === 'rejected'}
                          aria-label={busy || !who ? undefined : t('applications.rejectWho', { name: who })}
                          onClick={() => void decide(a, 'rejected')}
                        >
                          {busy ? t('applications.loading') : t('applications.reject')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={t('applications.pagination')} className="flex flex-wrap items-center justify-center gap-1 p-4">
          {pageItems(current, pages).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-2 text-stone-500">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                aria-label={t('applications.page', { page: p })}
                aria-current={p === current ? 'page' : undefined}
                onClick={() => setPage(p)}
                className={cn(
                  'grid size-10 place-items-center rounded-lg border text-sm font-semibold',
                  p === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-brand-800 hover:bg-brand-50',
                )}
              >
                {p}
              </button>
            ),
          )}
        </nav>
      ) : (
        <div className="h-4" />
      )}
    </Card>
  );
}
