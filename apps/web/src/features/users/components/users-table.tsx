import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sewee/shared/constants';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useUsersPage, type UsersPage } from '../api/get-users-page';
import { Download } from 'lucide-react';
import type { DecisionStatus } from '@sewee/shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useBulkUserStatus, usersCsvUrl, useUpdateUserStatus } from '../api/update-user-status';
import { pageCount } from '../../../components/ui/pagination';
import { BulkBar, DecisionButtons, selectColumn, TableHeader, useRowDecisions, useSelection } from '../../../components/ui/admin-table';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/use-debounced-value';
import { tableCls } from '../../../components/ui/table-styles';
import { EmailAddress } from '../../../components/ui/email-address';
import { useAuth } from '../../../lib/auth/check-auth';
import { useCountryNames } from '../../../lib/countries';
import '../i18n';

/** The Interested Students tab: All Registered Users, searched and paged on the server; ticked rows approved or rejected at once. */
export function UsersTable() {
  const { t } = useTranslation('users');
  const countries = useCountryNames();
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  // The page belongs to the search it was chosen for: a new search starts again at page 1.
  const [paging, setPaging] = useState({ query: '', page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const users = useUsersPage(query, page);
  const update = useUpdateUserStatus();
  const bulk = useBulkUserStatus();
  const selection = useSelection();
  const rows = useRowDecisions((id, status) => update.mutateAsync({ userId: id, status }), {
    updated: t('users.updated'),
    updateError: t('users.updateError'),
    unexpected: t('users.unexpected'),
  });

  const na = (v: string | null | undefined) => (v && v.trim() ? v : t('users.na'));
  const list = users.data?.users ?? [];
  const total = users.data?.total ?? 0;
  const pages = pageCount(total, users.data?.pageSize ?? LIMITS.adminPageSize);

  async function decideSelected(status: DecisionStatus) {
    try {
      const res = await bulk.mutateAsync({ ids: [...selection.ids], status });
      notify.success(res.message);
      selection.reset();
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message || t('users.updateError') : t('users.unexpected'));
    }
  }

  const columns: Column<UsersPage['users'][number]>[] = [
    selectColumn(selection, list, { page: t('users.bulk.selectPage'), row: (u) => t('users.bulk.selectRow', { name: u.name || u.email }) }),
    { key: 'name', header: t('users.name'), label: t('users.name'), className: 'font-medium', cell: (u) => na(u.name) },
    {
      key: 'email',
      header: t('users.email'),
      label: t('users.email'),
      cell: (u) => (u.email?.trim() ? <EmailAddress address={u.email} /> : na(u.email)),
    },
    { key: 'phone', header: t('users.phone'), label: t('users.phone'), className: 'whitespace-nowrap', cell: (u) => na(u.phone) },
    { key: 'country', header: t('users.country'), label: t('users.country'), cell: (u) => na(u.country && countries.name(u.country)) },
    {
      key: 'status',
      header: t('users.status'),
      label: t('users.status'),
      cell: (u) => (u.status ? t(`users.statuses.${u.status}`) : t('users.na')),
    },
    {
      key: 'actions',
      header: t('users.actions'),
      plain: true,
      className: 'max-md:pt-2',
      // The server refuses a change of one's own status: the admin's own row offers none.
      cell: (u) =>
        u._id === me?._id ? (
          <span className="text-sm text-stone-600">{t('users.you')}</span>
        ) : (
          <DecisionButtons
            status={u.status}
            busy={rows.busy(u._id)}
            onDecide={(status) => void rows.decide(u._id, status)}
            labels={{
              approve: t('users.approve'),
              reject: t('users.reject'),
              loading: t('users.loading'),
              approveFor: t('users.approveUser', { name: u.name }),
              rejectFor: t('users.rejectUser', { name: u.name }),
            }}
          />
        ),
    },
  ];

  return (
    <section className={tableCls.panel}>
      <TableHeader
        title={t('users.title')}
        searchLabel={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          selection.reset();
        }}
      />
      {/* What Approve and Reject change, said where the admin decides. */}
      <p className="px-4 pt-3 text-sm text-stone-700 sm:px-6">{t('users.decisions')}</p>
      <div className="flex justify-end px-4 pt-3 sm:px-6">
        <a href={usersCsvUrl(query)} download className={buttonClasses('outline', 'sm')}>
          <Download className="size-4" aria-hidden="true" />
          {t('users.downloadCsv')}
        </a>
      </div>
      <BulkBar
        selected={selection.size}
        total={total}
        busy={bulk.isPending}
        onClear={selection.reset}
        onDecide={(status) => void decideSelected(status)}
        labels={{
          selected: t('users.bulk.selected', { count: selection.size }),
          clear: t('users.bulk.clear'),
          approve: t('users.bulk.approve'),
          reject: t('users.bulk.reject'),
          loading: t('users.loading'),
        }}
      />
      <DataTable
        state={users}
        rows={list}
        empty={t('users.empty')}
        error={t('users.fetchError')}
        columns={columns}
        rowKey={(u) => u._id}
        rowClassName={(u) => selection.has(u._id) && 'bg-brand-50'}
        pager={{
          page,
          pages,
          onPage: (p) => setPaging({ query, page: p }),
          label: t('users.pagination'),
          pageLabel: (p) => t('users.page', { page: p }),
        }}
      />
    </section>
  );
}
