import { LIMITS, type ApplicationFilterValues } from '@sewee/shared';
import type { AppContext } from '../../context';
import { applicationsRepo } from './repository';

/** "Select all matching" in the admins' table: every matching id, up to the most one bulk decision takes. */
export const matchingApplicationIds = (ctx: AppContext, filters: ApplicationFilterValues) =>
  applicationsRepo.ids(ctx.db, filters, LIMITS.bulkMax);
