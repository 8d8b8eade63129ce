import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Learner } from '@sewee/shared';
import { LIMITS } from '@sewee/shared/constants';
import { TableHeader } from '../../../components/ui/admin-table';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FormField } from '../../../components/ui/field';
import { pageCount } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useInstructorCourses } from '../../../lib/instructor-courses';
import { useLearners } from '../api/get-learners';
import { CourseOptions } from '../../../components/ui/course-options';
import { tableCls } from '../../../components/ui/table-styles';
import { EmailAddress } from '../../../components/ui/email-address';
import '../i18n';

/** The Learners tab: each enrolled student of a course, with a Stuck marker; paged and searched on the server. */
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

  const columns: Column<Learner>[] = [
    {
      key: 'name',
      header: t('learners.name'),
      label: t('learners.name'),
      cell: (l) => (
        <div className="min-w-0">
          <span className="block font-medium">{l.name}</span>
          <EmailAddress address={l.email} className="block text-stone-600" />
        </div>
      ),
    },
    {
      key: 'lectures',
      header: t('learners.lectures'),
      label: t('learners.lectures'),
      className: 'md:whitespace-nowrap',
      cell: (l) => t('learners.lecturesOf', { n: l.lecturesViewed, m: l.lecturesTotal }),
    },
    {
      key: 'pieces',
      header: t('learners.pieces'),
      label: t('learners.pieces'),
      cell: (l) => t('learners.piecesCounts', { passed: l.passed, waiting: l.waiting, needsWork: l.needsWork }),
    },
    {
      key: 'lastActivity',
      header: t('learners.lastActivity'),
      label: t('learners.lastActivity'),
      className: 'md:whitespace-nowrap',
      cell: (l) => formatDate(l.lastActivity),
    },
    {
      key: 'status',
      header: t('learners.status'),
      label: t('learners.status'),
      cell: (l) => (
        <span
          className={cn(
            'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
            l.completed ? 'bg-green-100 text-green-800' : l.stuck ? 'bg-red-100 text-red-800' : 'bg-stone-100 text-stone-700',
          )}
        >
          {l.completed ? t('learners.completed') : l.stuck ? t('learners.stuck') : t('learners.active')}
        </span>
      ),
    },
  ];

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
      <DataTable
        // No course chosen yet (an instructor without courses): nothing is loading, the empty text shows.
        state={{ isPending: !!courseId && learners.isPending, isError: learners.isError, isFetching: learners.isFetching }}
        rows={list}
        empty={t('learners.empty')}
        error={t('learners.fetchError')}
        columns={columns}
        rowKey={(l) => l.studentId}
        pager={{
          page,
          pages,
          onPage: (p) => setPaging({ key, page: p }),
          label: t('learners.pages'),
          pageLabel: (n) => t('learners.page', { n }),
        }}
      />
    </section>
  );
}
