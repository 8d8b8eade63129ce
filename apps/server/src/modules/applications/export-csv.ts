import type { ApplicationFilterValues } from '@sewee/shared';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { keysetBatches, sendCsv } from '../../lib/csv';
import { applicationsRepo } from './repository';

/** How many rows one CSV batch reads. */
const EXPORT_BATCH = 1000;

/** The admins' filtered table as a CSV download, read and sent in batches. */
export function exportApplicationsCsv(ctx: AppContext, filters: ApplicationFilterValues, reply: FastifyReply) {
  const rows = keysetBatches(
    (after: { cursor: string; _id: string } | null) =>
      applicationsRepo.exportBatch(ctx.db, filters, after && { at: after.cursor, id: after._id }, EXPORT_BATCH),
    EXPORT_BATCH,
  );
  async function* lines() {
    for await (const batch of rows) {
      yield batch.map((r) => [
        r.studentName,
        r.studentEmail,
        r.studentPhone,
        r.studentCountry,
        r.courseTitle,
        r.status,
        r.createdAt,
        r.updatedAt,
        r.message,
        r.intakeName,
        r.intakeId ? `${r.intakeWaiver ?? 0}%` : null,
      ]);
    }
  }
  const header = ['Name', 'Email', 'Phone', 'Country', 'Course', 'Status', 'Applied at', 'Decided at', 'Message', 'Intake', 'Waiver'];
  return sendCsv(reply, 'applications.csv', header, lines());
}
