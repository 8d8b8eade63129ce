import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InstructorCourseListItem } from '@sewee/shared';
import { Button } from '../../../components/ui/button';
import { CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { notify } from '../../../lib/toast';
import { useDeleteCourse } from '../api/delete-course';
import { useInstructorCourses } from '../../../lib/instructor-courses';
import { formatPrice } from '../../../lib/format';
import { tableCls } from '../../../components/ui/table-styles';
import '../i18n';
import { paths } from '../../../config/paths';

const studentsOf = (c: InstructorCourseListItem) => c.studentCount ?? c.students.length;

/** The Courses tab: All Courses (title, enrolled students, price) with edit and delete. */
export function CoursesTable() {
  const { t } = useTranslation('course-authoring');
  const courses = useInstructorCourses();
  const remove = useDeleteCourse();
  const [toDelete, setToDelete] = useState<InstructorCourseListItem | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: (res) => {
        notify.success(res.message || t('courses.deleted'));
        setToDelete(null);
      },
    });
  };

  const list = courses.data ?? [];
  const columns: Column<InstructorCourseListItem>[] = [
    { key: 'course', header: t('courses.course'), label: t('courses.course'), className: 'font-medium', cell: (c) => c.title },
    { key: 'students', header: t('courses.students'), label: t('courses.students'), cell: studentsOf },
    {
      key: 'revenue',
      header: t('courses.revenue'),
      label: t('courses.revenue'),
      className: 'whitespace-nowrap',
      cell: (c) => formatPrice(c.pricing),
    },
    {
      key: 'actions',
      header: t('courses.actions'),
      headerClassName: 'md:text-end',
      plain: true,
      className: 'max-md:pt-1',
      cell: (c) => {
        const count = studentsOf(c);
        const reasonId = `cannot-delete-${c._id}`;
        return (
          <>
            <div className="flex items-center gap-1 md:justify-end">
              <Link
                to={paths.editCourse(c._id)}
                aria-label={t('courses.edit', { title: c.title })}
                className="grid size-10 place-items-center rounded-lg text-brand-700 hover:bg-brand-50"
              >
                <Pencil className="size-5" aria-hidden="true" />
              </Link>
              <button
                type="button"
                aria-label={t('courses.delete', { title: c.title })}
                disabled={count > 0}
                aria-describedby={count > 0 ? reasonId : undefined}
                onClick={() => setToDelete(c)}
                className="grid size-10 place-items-center rounded-lg text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent"
              >
                <Trash2 className="size-5" aria-hidden="true" />
              </button>
            </div>
            {count > 0 ? (
              <p id={reasonId} className="mt-1 text-xs text-stone-600 md:text-end">
                {t('courses.cannotDelete', { count })}
              </p>
            ) : null}
          </>
        );
      },
    },
  ];
  return (
    <section className={tableCls.panel}>
      <CardTitle className="px-4 pt-4 sm:px-6 sm:pt-6">{t('courses.title')}</CardTitle>
      <DataTable
        state={courses}
        rows={list}
        empty={t('courses.empty')}
        error={t('courses.error')}
        columns={columns}
        rowKey={(c) => c._id}
      />
      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title={t('courses.confirmTitle')}
        description={toDelete ? t('courses.confirmText', { title: toDelete.title }) : undefined}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setToDelete(null)} disabled={remove.isPending}>
            {t('courses.cancel')}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
            {t('courses.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
