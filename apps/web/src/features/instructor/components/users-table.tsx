import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@sewee/shared';
import { LIMITS } from '@sewee/shared/constants';
import { Button } from '../../../components/ui/button';
import { CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { useUsersPage } from '../api/get-users-page';
import { useUpdateUserStatus, type UserDecision } from '../api/update-user-status';
import { pageCount, pageItems } from '../lib/pagination';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { tableCls } from './table-styles';
import '../i18n';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The Interested Students tab: All Registered Users, searched and paged on the server. */
export function UsersTable() {
  const { t } = useTranslation('instructor');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  // The page belongs to the search it was chosen for: a new search starts again at page 1.
  const [paging, setPaging] = useState({ query: '', page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const users = useUsersPage(query, page);
  const update = useUpdateUserStatus();
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (users.isError) notify.error(errorMessage(users.error, t('users.fetchError')));
  }, [users.isError, users.error, t]);

  async function decide(user: User, status: UserDecision) {
    setInFlight((s) => new Set(s).add(user._id));
    try {
      const res = await update.mutateAsync({ userId: user._id, status });
      notify.success(res.message || t('users.updated'));
    } catch (e) {
      // Spec §8: the server's message, else 'Failed to update status'; any other exception: 'Something went wrong'.
      notify.error(e instanceof ApiError ? e.message || t('users.updateError') : t('users.unexpected'));
    } finally {
      setInFlight((s) => {
        const next = new Set(s);
        next.delete(user._id);
        return next;
      });
    }
  }

  const na = (v: string | null | undefined) => (v && v.trim() ? v : t('users.na'));
  const list = users.data?.users ?? [];
  const total = users.data?.total ?? 0;
  const pages = pageCount(total, users.data?.pageSize ?? LIMITS.adminPageSize);

  return (
    <section className={tableCls.panel}>
      <div className="flex flex-col gap-3 px-4 pt-4 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pt-6">
        <CardTitle>{t('users.title')}</CardTitle>
        <div className="sm:w-72">
          <Label htmlFor={searchId} className="sr-only">
            {t('users.search')}
          </Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('users.searchPlaceholder')}
            autoComplete="off"
          />
        </div>
      </div>
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
                const busy = inFlight.has(u._id);
                return (
                  <tr role="row" key={u._id} className={tableCls.tr}>
                    <td role="cell" data-label={t('users.name')} className={`${tableCls.td} font-medium`}>{na(u.name)}</td>
                    <td role="cell" data-label={t('users.email')} className={`${tableCls.td} break-all`}>{na(u.email)}</td>
                    <td role="cell" data-label={t('users.phone')} className={`${tableCls.td} whitespace-nowrap`}>{na(u.phone)}</td>
                    <td role="cell" data-label={t('users.country')} className={tableCls.td}>{na(u.country)}</td>
                    <td role="cell" data-label={t('users.status')} className={tableCls.td}>{u.status ? t(`users.statuses.${u.status}`) : t('users.na')}</td>
                    <td role="cell" className="px-4 py-3 max-md:p-0 max-md:pt-2">
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          disabled={busy || u.status === 'approved'}
                          aria-label={busy ? undefined : t('users.approveUser', { name: u.name })}
                          onClick={() => void decide(u, 'approved')}
                        >
                          {busy ? t('users.loading') : t('users.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy || u.status === 'rejected'}
                          aria-label={busy ? undefined : t('users.rejectUser', { name: u.name })}
                          onClick={() => void decide(u, 'rejected')}
                        >
                          {busy ? t('users.loading') : t('users.reject')}
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
        <nav aria-label={t('users.pagination')} className="flex flex-wrap items-center justify-center gap-1 p-4">
          {pageItems(page, pages).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap-${i}`} aria-hidden="true" className="px-2 text-stone-500">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                aria-label={t('users.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => setPaging({ query, page: p })}
                className={cn(
                  'grid size-10 place-items-center rounded-lg border text-sm font-semibold',
                  p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-brand-800 hover:bg-brand-50',
                )}
              >
                {p}
              </button>
            ),
          )}
        </nav>
      ) : null}
    </section>
  );
}
