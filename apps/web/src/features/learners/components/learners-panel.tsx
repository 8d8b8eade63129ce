import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sewee/shared/constants';
import { Pagination, TableHeader } from '../../../components/ui/admin-table';
import { FormField } from '../../../components/ui/field';
import { pageCount } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useInstructorCourses } from '../../../lib/instructor-courses';
import { useLearners } from '../api/get-learners';
import { CourseOptions } from '../../../components/ui/course-options';
import { tableCls } from '../../../components/ui/table-styles';
import '../i18n';

const COLUMNS = ['name', 'lectures', 'pieces', 'lastActivity', 'status'] as const;

/** The Learners tab (issue 26): each enrolled student of a course, with a Stuck marker; paged and searched on the server. */
export function LearnersPanel() {
  const { t } = useTranslation('learners');
  const courses = useInstructorCourses();
  const [chosen, setChosen] = useState('');
  const courseId = chosen || courses.data?.[0]?._id || '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const [stuck, setStuck] = useState(false);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${courseId}|${q}|${stuck}`;
  const page = paging.key === key ? paging.page : 1;
  const learners = useLearners({ courseId, q, stuck, page });
  const list = learners.data?.learners ?? [];
  const pages = pageCount(learners.data?.total ?? 0, learners.data?.pageSize ?? LIMITS.adminPageSize);

  return (
    <section className={tableCls.panel}>
      <TableHeader
        title={t('learners.title')}
        searchLabel={t('learners.searchLabel')}
        placeholder={t('learners.searchPlaceholder')}
        search={search}
        onSearch={setSearch}
      />
      <div className="grid gap-3 px-4 pt-4 sm:grid-cols-2 sm:items-end sm:px-6">
        <FormField label={t('learners.course')}>
          {(control) => (
            <Select {...control} value={courseId} onChange={(e) => setChosen(e.target.value)}>
              <CourseOptions courses={courses.data} empty={courses.data?.length ? undefined : t('learners.chooseCourse')} />
            </Select>
          )}
        </FormField>
        <div className="pb-2">
          <Switch id="learners-stuck" label={t('learners.stuckOnly')} checked={stuck} onCheckedChange={setStuck} />
        </div>
      </div>
      <p className="px-4 pt-2 text-xs text-stone-600 sm:px-6">{t('learners.stuckHint')}</p>
      {courseId && learners.isPending ? (
        <div className="grid place-items-center p-8">
          <Spinner className="size-6 text-brand-700" label={t('common:loading')} />
        </div>
      ) : list.length === 0 ? (
        <p className="p-4 text-stone-700 sm:p-6">{learners.isError ? t('learners.fetchError') : t('learners.empty')}</p>
      ) : (
        <div className="mt-4" aria-busy={learners.isFetching || undefined}>
          <table role="table" className={tableCls.table}>
            <thead className={tableCls.thead}>
              <tr role="row">
                {COLUMNS.map((c) => (
                  <th role="columnheader" key={c} scope="col" className={tableCls.th}>
                    {t(`learners.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={tableCls.tbody}>
              {list.map((l) => (
                <tr role="row" key={l.studentId} className={tableCls.tr}>
                  <td role="cell" data-label={t('learners.name')} className={tableCls.td}>
                    <div className="min-w-0">
                      <span className="block font-medium">{l.name}</span>
                      <span className="block break-words text-stone-600">{l.email}</span>
                    </div>
                  </td>
                  <td role="cell" data-label={t('learners.lectures')} className={`${tableCls.td} md:whitespace-nowrap`}>
                    {t('learners.lecturesOf', { n: l.lecturesViewed, m: l.lecturesTotal })}
                  </td>
                  <td role="cell" data-label={t('learners.pieces')} className={tableCls.td}>
                    {t('learners.piecesCounts', { passed: l.passed, waiting: l.waiting, needsWork: l.needsWork })}
                  </td>
                  <td role="cell" data-label={t('learners.lastActivity')} className={`${tableCls.td} md:whitespace-nowrap`}>
                    {formatDate(l.lastActivity)}
                  </td>
                  <td role="cell" data-label={t('learners.status')} className={tableCls.td}>
                    <span
                      className={cn(
                        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                        l.completed ? 'bg-green-100 text-green-800' : l.stuck ? 'bg-red-100 text-red-800' : 'bg-stone-100 text-stone-700',
                      )}
                    >
                      {l.completed ? t('learners.completed') : l.stuck ? t('learners.stuck') : t('learners.active')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pages={pages}
        onPage={(p) => setPaging({ key, page: p })}
        label={t('learners.pages')}
        pageLabel={(n) => t('learners.page', { n })}
      />
    </section>
  );
}
