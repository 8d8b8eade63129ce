import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, isApiError } from '../../lib/api-client';
import { useCourseDetails } from '../../features/course-authoring/api/get-course-details';
import { CourseCertificates } from '../../features/certificates/components/course-certificates';
import { CourseEditor } from '../../features/course-authoring/components/course-editor';
import { formsFromCourse } from '../../features/course-authoring/curriculum';
import '../../features/course-authoring/i18n';
import { paths } from '../../config/paths';

/** /instructor/edit-course/:courseId: loads the course, fills both forms, then edits it. */
export function EditCoursePage() {
  const { courseId = '' } = useParams();
  // A different course id starts a fresh editor (nothing carries over from the previous course).
  return <EditCourse key={courseId} courseId={courseId} />;
}

function EditCourse({ courseId }: { courseId: string }) {
  const { t } = useTranslation('course-authoring');
  const course = useCourseDetails(courseId);
  const initial = useMemo(() => (course.data ? formsFromCourse(course.data) : undefined), [course.data]);

  if (course.isPending) {
    return (
      <div className="grid place-items-center p-16">
        <Spinner className="size-8 text-brand-700" label={t('editor.loading')} />
      </div>
    );
  }
  if (course.isError || !initial) {
    const notFound = isApiError(course.error, 'NOT_FOUND');
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-16">
        <h1 className="text-3xl font-semibold text-brand-800">{t('editCourse')}</h1>
        <FormError message={notFound ? t('editor.notFound') : errorMessage(course.error, t('editor.loadError'))} />
        <Link to={paths.instructor()} className={buttonClasses('outline', 'md', 'justify-self-start')}>
          {t('editor.back')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <CourseEditor courseId={courseId} initial={initial} />
      <div className="px-4">
        <CourseCertificates courseId={courseId} />
      </div>
    </>
  );
}
