import { AllCourses } from '../components/all-courses';

/** /courses (guests) and /dashboard/courses (signed in). */
export function CoursesPage() {
  return <AllCourses />;
}
