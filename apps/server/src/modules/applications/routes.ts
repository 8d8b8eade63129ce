import { textFor, type ServerMessageKey } from '../../lib/messages';
import type { FastifyInstance } from 'fastify';
import { applicationsApi, type ApplicationStatus } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import { applyToCourse } from './apply';
import { decideApplication, decideApplications } from './decide';
import { declineApplication } from './decline';
import { exportApplicationsCsv } from './export-csv';
import { listApplications } from './list';
import { listMyApplications } from './list-mine';
import { matchingApplicationIds } from './matching-ids';
import { applicationStatusFor } from './status-for';

/** What setting an application's status answers ("Application approved"). */
const APPLICATION_STATUS_TEXT = {
  pending: 'success.applicationPending',
  approved: 'success.applicationApproved',
  rejected: 'success.applicationRejected',
  waitlisted: 'success.applicationWaitlisted',
  declined: 'success.applicationDeclined',
  expired: 'success.applicationExpired',
} as const satisfies Record<ApplicationStatus, ServerMessageKey>;

/** Room for LIMITS.bulkMax ids (about 40 bytes each) and a message. */
export const BULK_BODY_LIMIT = 256 * 1024;

/** /api/student/course-application: apply, see one's own (members), and the admins' review table. */
export async function applicationsRoutes(app: FastifyInstance, ctx: AppContext) {
  await guarded(app, 'member', async (member) => {
    await route(member, applicationsApi.apply, {}, async (req) => ({
      success: true as const,
      message: textFor(req, 'success.applicationSubmitted'),
      data: await applyToCourse(ctx, caller(req), req.params.courseId),
    }));

    await route(member, applicationsApi.status, {}, async (req) => ({
      success: true as const,
      ...(await applicationStatusFor(ctx, caller(req), req.params.courseId)),
    }));

    await route(member, applicationsApi.decline, {}, async (req) => ({
      success: true as const,
      message: textFor(req, 'success.gaveUp'),
      data: await declineApplication(ctx, caller(req), req.params.applicationId),
    }));

    await route(member, applicationsApi.mine, {}, async (req) => ({
      success: true as const,
      applications: await listMyApplications(ctx, caller(req)),
    }));
  });

  await guarded(app, 'admin', async (admin) => {
    await route(admin, applicationsApi.list, {}, async (req) => ({ success: true as const, ...(await listApplications(ctx, req.query)) }));

    await route(admin, applicationsApi.ids, {}, async (req) => ({
      success: true as const,
      ...(await matchingApplicationIds(ctx, req.query)),
    }));

    await route(admin, applicationsApi.exportCsv, {}, async (req, reply) => exportApplicationsCsv(ctx, req.query, reply));

    await route(admin, applicationsApi.setStatus, {}, async (req) => {
      const data = await decideApplication(ctx, req.params.applicationId, req.body.status, req.body.message);
      return { success: true as const, message: textFor(req, APPLICATION_STATUS_TEXT[data.status]), data };
    });

    await route(admin, applicationsApi.bulkStatus, { bodyLimit: BULK_BODY_LIMIT }, async (req) => {
      const { updated, waitlisted } = await decideApplications(ctx, req.body.ids, req.body.status, req.body.message);
      return {
        success: true as const,
        message: textFor(req, 'success.applicationsUpdated', { count: updated }),
        updated,
        ...(waitlisted ? { waitlisted } : {}),
      };
    });
  });
}
