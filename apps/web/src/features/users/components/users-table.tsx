import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sewee/shared/constants';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useUsersPage } from '../api/get-users-page';
import { Download } from 'lucide-react';
import type { DecisionStatus } from '@sewee/shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useBulkUserStatus, usersCsvUrl, useUpdateUserStatus } from '../api/update-user-status';
import { pageCount } from '../../../components/ui/pagination';
import {
  BulkBar,
  DecisionButtons,
  Pagination,
  RowCheckbox,
  TableHeader,
  useRowDecisions,
  useSelection,
} from '../../../components/ui/admin-table';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/use-debounced-value';
import { tableCls } from '../../../components/ui/table-styles';
import '../i18n';

/** The Interested Students tab: All Registered Users, searched and paged on the server; ticked rows approved or rejected at once. */
export function UsersTable() {
  const { t } = useTranslation('users');
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
  const pageIds = list.map((u) => u._id);
  const ticked = pageIds.filter((id) => selection.has(id)).length;

  async function decideSelected(status: DecisionStatus) {
    try {
      const res = await bulk.mutateAsync({ ids: [...selection.ids], status });
      notify.success(res.message);
      selection.reset();
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message || t('users.updateError') : t('users.unexpected'));
    }
  }

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
      {users.isPending ? (
        <div className="grid place-items-center p-8">
          <Spinner className="size-6 text-brand-700" label={t('common:loading')} />
        </div>
      ) : list.length === 0 ? (
        <p className="p-4 text-stone-700 sm:p-6">{users.isError ? t('users.fetchError') : t('users.empty')}</p>
      ) : (
        <div className={cn('mt-4', users.isPlaceholderData && 'opacity-60')} aria-busy={users.isFetching || undefined}>
          <table role="table" className={tableCls.table}>
            <thead className={tableCls.thead}>
              <tr role="row">
                <th role="columnheader" scope="col" className={`${tableCls.th} w-12`}>
                  <RowCheckbox
                    label={t('users.bulk.selectPage')}
                    checked={ticked > 0 && ticked === pageIds.length}
                    indeterminate={ticked > 0 && ticked < pageIds.length}
                    onChange={(on) => selection.setMany(pageIds, on)}
                  />
                </th>
                {(['name', 'email', 'phone', 'country', 'status'] as const).map((c) => (
                  <th role="columnheader" key={c} scope="col" className={tableCls.th}>
                    {t(`users.${c}`)}
                  </th>
                ))}
                <th role="columnheader" scope="col" className={tableCls.th}>
                  {t('users.actions')}
                </th>
              </tr>
            </thead>
            <tbody className={tableCls.tbody}>
              {list.map((u) => {
                return (
                  <tr role="row" key={u._id} className={cn(tableCls.tr, selection.has(u._id) && 'bg-brand-50')}>
                    <td role="cell" className="px-4 py-3 max-md:p-0 max-md:pb-1">
                      <RowCheckbox
                        label={t('users.bulk.selectRow', { name: u.name || u.email })}
                        checked={selection.has(u._id)}
                        onChange={(on) => selection.toggle(u._id, on)}
                      />
                    </td>
                    <td role="cell" data-label={t('users.name')} className={`${tableCls.td} font-medium`}>
                      {na(u.name)}
                    </td>
                    <td role="cell" data-label={t('users.email')} className={`${tableCls.td} break-all`}>
                      {na(u.email)}
                    </td>
                    <td role="cell" data-label={t('users.phone')} className={`${tableCls.td} whitespace-nowrap`}>
                      {na(u.phone)}
                    </td>
                    <td role="cell" data-label={t('users.country')} className={tableCls.td}>
                      {na(u.country)}
                    </td>
                    <td role="cell" data-label={t('users.status')} className={tableCls.td}>
                      {u.status ? t(`users.statuses.${u.status}`) : t('users.na')}
                    </td>
                    <td role="cell" className="px-4 py-3 max-md:p-0 max-md:pt-2">
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pages={pages}
        onPage={(p) => setPaging({ query, page: p })}
        label={t('users.pagination')}
        pageLabel={(p) => t('users.page', { page: p })}
      />
    </section>
  );
}
