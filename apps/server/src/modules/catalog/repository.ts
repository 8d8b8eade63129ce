import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogQuery } from '@sewee/shared';
import type { DbOrTx } from '../../db/client';
import { courses, enrolments } from '../../db/schema';
import { foldForSearch } from '../../db/search-fold';
import { categoriesNamed } from './category-search';

// Correlated aggregates: the list is one query however many courses it holds (no N+1). Written with
// explicit qualifiers because Drizzle drops table names in single-table selects.
const studentCount = sql<number>`(select count(*) from "enrolments" e where e."course_id" = "courses"."id")::int`.mapWith(Number);
const lectureCount = sql<number>`(select count(*) from "lectures" l where l."course_id" = "courses"."id")::int`.mapWith(Number);

const countOver = sql<number>`(count(*) over())::int`.mapWith(Number);

const ORDER: Record<CatalogQuery['sortBy'], SQL[]> = {
  'price-lowtohigh': [asc(courses.pricingCents), asc(sql`lower(${courses.title})`), asc(courses.id)],
  'price-hightolow': [desc(courses.pricingCents), asc(sql`lower(${courses.title})`), asc(courses.id)],
  'title-atoz': [asc(sql`lower(${courses.title})`), asc(courses.pricingCents), asc(courses.id)],
  'title-ztoa': [desc(sql`lower(${courses.title})`), asc(courses.pricingCents), asc(courses.id)],
};

/** At most this many words of a search are used (each must match); the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/**
 * Every word of `q` must appear in the course's folded title, subtitle or instructor name, or in its
 * category's name in one of the site's languages ("perlage" finds the beading courses). The words are
 * LIKE patterns with their own %, _ and \ escaped, so a search for "100%" is literal.
 */
function matchesSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const pattern = `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const inText = sql`${courses.searchText} like ${foldForSearch(sql`${pattern}::text`)}`;
      const categories = categoriesNamed(w);
      return categories.length ? or(inText, inArray(courses.category, categories)) : inText;
    }),
  );
}

/** Published courses matching every given filter group and the search. */
const publishedMatching = (q: CatalogQuery) =>
  and(
    eq(courses.isPublished, true),
    q.category?.length ? inArray(courses.category, q.category) : undefined,
    q.level?.length ? inArray(courses.level, q.level) : undefined,
    q.primaryLanguage?.length ? inArray(courses.primaryLanguage, q.primaryLanguage) : undefined,
    matchesSearch(q.q),
  );

export const catalogRepo = {
  /** Announces on PostgreSQL channel `channel` (LISTEN/NOTIFY): every listening process hears it. */
  async notify(db: DbOrTx, channel: string): Promise<void> {
    await db.execute(sql`SELECT pg_notify(${channel}, '')`);
  },

  /**
   * Published courses matching every given filter group, with lecture and student counts; with
   * `window`, only that slice, each row also carrying how many match in all (`count(*) over()`:
   * still one statement).
   */
  listPublished: (db: DbOrTx, q: CatalogQuery, window?: { limit: number; offset: number }) => {
    const query = db
      // The window count only when a page is asked (the whole list needs no total).
      .select({ course: courses, lectureCount, studentCount, total: window ? countOver : sql<number>`0`.mapWith(Number) })
      .from(courses)
      .where(publishedMatching(q))
      .orderBy(...ORDER[q.sortBy]);
    return window ? query.limit(window.limit).offset(window.offset) : query;
  },

  /** How many published courses each category has (one GROUP BY). */
  countByCategory: async (db: DbOrTx): Promise<Record<string, number>> =>
    Object.fromEntries(
      (
        await db
          .select({ category: courses.category, n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(courses)
          .where(eq(courses.isPublished, true))
          .groupBy(courses.category)
      ).map((r) => [r.category, r.n]),
    ),

  /** How many published courses match (for a page past the end, which has no row to carry the total). */
  countPublished: async (db: DbOrTx, q: CatalogQuery) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(courses)
        .where(publishedMatching(q))
    )[0]?.n ?? 0,

  findWithStudentCount: async (db: DbOrTx, courseId: string) =>
    (await db.select({ course: courses, studentCount }).from(courses).where(eq(courses.id, courseId)).limit(1))[0],

  /** Every course the user bought, newest purchase first. */
  boughtBy: (db: DbOrTx, userId: string) =>
    db
      .select({
        id: enrolments.id,
        courseId: courses.id,
        title: courses.title,
        courseImage: courses.image,
        instructorName: courses.instructorName,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.userId, userId))
      .orderBy(desc(enrolments.createdAt), asc(enrolments.id)),
};
