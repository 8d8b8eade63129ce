import { CourseEditor } from '../components/course-editor';

/**
 * /instructor/create-new-course: both forms start at their initial values and no course id is
 * being edited (each visit mounts a fresh editor).
 */
export function CreateCoursePage() {
  return <CourseEditor />;
}
