import { ADMISSION_TARGETS, AFRICAN_COUNTRIES, type AdmissionsSummary, type AdmissionsSummaryFilters } from '@sewee/shared';
import type { AppContext } from '../../context';
import { admissionsRepo, type ReachCounts } from './repository';

const zero = (): ReachCounts => ({ applicants: 0, admitted: 0, enrolled: 0, completed: 0 });

/**
 * How long a year's summary is reused. It reads every application, enrolment and progress row of
 * the year (about a second at 100,000 applications on PGlite); a dashboard a few seconds old is fine,
 * and a burst of admins opening it costs one computation (decision 024).
 */
export const SUMMARY_TTL_MS = 30_000;

/** The reach dashboard: the year's funnel, the 54 countries and each course, against the scholarship's targets. */
export function createAdmissionsService(ctx: AppContext) {
  const { db } = ctx;
  const cache = new Map<string, { until: number; value: Promise<Omit<AdmissionsSummary, 'success'>> }>();
  return {
    /**
     * `year` defaults to the current one (UTC); the filters object is where later filters (an intake,
     * say) go, and the cache key is the whole of it. Concurrent callers share one computation.
     */
    summary(filters: AdmissionsSummaryFilters): Promise<Omit<AdmissionsSummary, 'success'>> {
      const year = filters.year ?? new Date().getUTCFullYear();
      const key = JSON.stringify({ ...filters, year });
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = compute(year, filters.intakeId);
      cache.set(key, { until: Date.now() + SUMMARY_TTL_MS, value });
      value.catch(() => cache.delete(key));
      return value;
    },
  };

  async function compute(year: number, intakeId?: string): Promise<Omit<AdmissionsSummary, 'success'>> {
    const range = { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)), intakeId };
    const [funnel, countries, courses] = await Promise.all([
      admissionsRepo.funnel(db, range),
      admissionsRepo.byCountry(db, range),
      admissionsRepo.byCourse(db, range),
    ]);
    const african = new Set<string>(AFRICAN_COUNTRIES);
    const otherCountries = zero();
    for (const [country, c] of countries) {
      if (country !== null && african.has(country)) continue;
      otherCountries.applicants += c.applicants;
      otherCountries.admitted += c.admitted;
      otherCountries.enrolled += c.enrolled;
      otherCountries.completed += c.completed;
    }
    const byCountry = AFRICAN_COUNTRIES.map((country) => ({ country, ...(countries.get(country) ?? zero()) }));
    return {
      year,
      targets: { ...ADMISSION_TARGETS },
      funnel,
      countriesReached: byCountry.filter((c) => c.admitted > 0).length,
      byCountry,
      otherCountries,
      byCourse: courses.map((c) => ({ ...c, completionRate: c.enrolled ? c.completed / c.enrolled : 0 })),
    };
  }
}
