/** A course picker's options: an optional empty choice first, then each course by its title. */
export function CourseOptions({ courses, empty }: { courses: ReadonlyArray<{ _id: string; title: string }> | undefined; empty?: string }) {
  return (
    <>
      {empty === undefined ? null : <option value="">{empty}</option>}
      {(courses ?? []).map((c) => (
        <option key={c._id} value={c._id}>
          {c.title}
        </option>
      ))}
    </>
  );
}
