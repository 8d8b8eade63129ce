import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminApplication } from '@sewee/shared';
import { LIMITS } from '@sewee/shared/constants';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useApplications } from '../api/get-applications';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { pageCount } from '../../../components/ui/pagination';
import { DecisionButtons, Pagination, TableHeader, useRowDecisions } from '../../../components/ui/admin-table';
import '../i18n';
import { tableCls } from './table-styles';
import './applications-i18n';

/** Case-insensitive match of the student's name or e-mail (client-side, spec §2). */
export function matchesSearch(a: AdminApplication, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return (a.student?.name ?? '').toLowerCase().includes(q) || (a.student?.email ?? '').toLowerCase().includes(q);
}

/** The Dashboard tab's Student Course Applications table: search, Enroll / Reject, 10 rows per page. */
export function ApplicationsPanel() {
  const { t } = useTranslation('instructor');
  const applications = useApplications();
  const update = useUpdateApplicationStatus();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => (applications.data ?? []).filter((a) => matchesSearch(a, search)), [applications.data, search]);
  const size = LIMITS.adminPageSize;
  const pages = pageCount(filtered.length, size);
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * size, current * size);

  const decisions = useRowDecisions((id, status) => update.mutateAsync({ applicationId: id, status }), {
    updated: t('applications.updated'),
    updateError: t('applications.updateError'),
    unexpected: t('applications.unexpected'),
  });

  const na = (v: string | null | undefined) => (v && v.trim() ? v : t('applications.na'));

  return (
    <Card className="p-0 sm:p-0">
      <TableHeader
        title={t('applications.title')}
        searchLabel={t('applications.search')}
        placeholder={t('applications.searchPlaceholder')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
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
        // Cards on a phone, as the users table is (table-styles.ts): no sideways scrolling at 360 px.
        <div className="mt-4 md:overflow-x-auto" aria-busy={applications.isFetching || undefined}>
          <table role="table" className={tableCls.table}>
            <thead className={tableCls.thead}>
              <tr role="row">
                {(['name', 'email', 'course', 'status', 'actions'] as const).map((c) => (
                  <th role="columnheader" key={c} scope="col" className={tableCls.th}>
                    {t(`applications.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={tableCls.tbody}>
              {rows.map((a) => {
                const who = a.student?.name || a.student?.email || '';
                return (
                  <tr role="row" key={a._id} className={tableCls.tr}>
                    <td role="cell" data-label={t('applications.name')} className={`${tableCls.td} font-medium break-words`}>
                      {na(a.student?.name)}
                    </td>
                    <td role="cell" data-label={t('applications.email')} className={`${tableCls.td} break-all`}>
                      {na(a.student?.email)}
                    </td>
                    <td role="cell" data-label={t('applications.course')} className={`${tableCls.td} break-words`}>
                      {na(a.course?.title)}
                    </td>
                    <td role="cell" data-label={t('applications.status')} className={tableCls.td}>
                      {a.status ? t(`applications.statuses.${a.status}`) : t('applications.na')}
                    </td>
                    <td role="cell" className="px-4 py-3 max-md:p-0 max-md:pt-2">
                      <DecisionButtons
                        status={a.status}
                        busy={decisions.busy(a._id)}
                        onDecide={(status) => void decisions.decide(a._id, status)}
                        labels={{
                          approve: t('applications.enroll'),
                          reject: t('applications.reject'),
                          loading: t('applications.loading'),
                          approveFor: who ? t('applications.enrollWho', { name: who }) : undefined,
                          rejectFor: who ? t('applications.rejectWho', { name: who }) : undefined,
                        }}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={current}
        pages={pages}
        onPage={setPage}
        label={t('applications.pagination')}
        pageLabel={(p) => t('applications.page', { page: p })}
      />
      {pages <= 1 ? <div className="h-4" /> : null}
    </Card>
  );
}
