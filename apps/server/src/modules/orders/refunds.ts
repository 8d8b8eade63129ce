import type { AppContext } from '../../context';
import { presentRefund } from './common';
import { ordersRepo } from './repository';

/** Rows the admins' refunds list returns at most (refunds are rare; a school with more needs paging). */
const REFUNDS_LIST_MAX = 500;

/** The admins' list of payments that enrolled nobody and must go back (or went back). */
export const listRefunds = async (ctx: AppContext) => (await ordersRepo.refunds(ctx.db, { limit: REFUNDS_LIST_MAX })).map(presentRefund);
